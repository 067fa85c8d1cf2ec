// Killing the browser mid-night (SIGKILL, persistent profile) loses nothing
// the UI confirmed as saved.
import { expect, test } from '@playwright/test';
import { RenoncApp } from './support/app';
import { killProfile, launchProfile, newProfileDir, removeProfileDir } from './support/profile';

test('a night survives the browser being killed and relaunched', async () => {
  const dir = newProfileDir();
  try {
    let context = await launchProfile(dir);
    let app = new RenoncApp(context.pages()[0] ?? (await context.newPage()));
    await app.open();
    await app.addPlayers(['Hana', 'Ivan', 'Jakub']);
    const nightId = await app.startNight('Volený mariáš', ['Hana', 'Ivan', 'Jakub']);
    await app.addAdjustment('Ivan', 'Hana', '10');
    await app.addAdjustment('Jakub', 'Hana', '2');
    await expect(app.page.getByRole('status').filter({ hasText: 'Saved as no. 2' })).toBeVisible();
    await app.expectBalance('Hana', 1200);

    await killProfile(dir);
    context.close().catch(() => undefined);

    context = await launchProfile(dir);
    app = new RenoncApp(context.pages()[0] ?? (await context.newPage()));
    await app.open(`/#/night/${nightId}`);
    await app.expectBalance('Hana', 1200);
    await app.expectBalance('Ivan', -1000);
    await app.expectBalance('Jakub', -200);
    await expect(app.ledgerEntries()).toHaveCount(2);
    await context.close();
  } finally {
    removeProfileDir(dir);
  }
});
