// The table trial's money check (#28, Deliver 2): what the screens show is
// what the app's own engine makes of the stored night. The night is exported
// through the settle screen's own button (the file a player would keep) and
// settled outside the browser by `npm run settle`'s code; the night screen's
// balances must equal the engine's, and the settle screen's rounded balances
// and payments the engine's rounded ones.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import type { SettledNight } from '../../../scripts/settle';
import { SettlePage } from './settle';

type Lang = 'cs' | 'ru' | 'en';

const exportLabel = (lang: Lang): string =>
  (JSON.parse(readFileSync(`locales/${lang}/backup.json`, 'utf8')) as { exportNight: string })
    .exportNight;

/** The night, settled by `npm run settle` from the file the settle screen exports. */
async function exportedNight(page: Page, lang: Lang): Promise<SettledNight> {
  const file = await new SettlePage(page).download(exportLabel(lang));
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/settle.ts', file.path], {
    encoding: 'utf8',
  });
  const nights = (JSON.parse(out) as { nights: SettledNight[] }).nights;
  expect(nights).toHaveLength(1);
  return nights[0]!;
}

/** On the settle screen of `nightUrl`: every amount shown equals the engine's. */
export async function expectEngineMoney(page: Page, lang: Lang, nightUrl: string): Promise<void> {
  const night = await exportedNight(page, lang);
  const nameOf = new Map(night.players.map((p) => [p.id, p.name]));
  const settle = new SettlePage(page);
  const rounded = Object.entries(night.rounded).map(([id, m]) => [nameOf.get(id), m]);
  expect(new Map(await settle.balances())).toEqual(new Map(rounded as [string, number][]));
  const payments = (await settle.payments()).map(({ from, to, amount }) => ({ from, to, amount }));
  const engine = night.payments.map((p) => ({
    from: nameOf.get(p.from),
    to: nameOf.get(p.to),
    amount: p.amount,
  }));
  expect(new Set(payments.map((p) => JSON.stringify(p)))).toEqual(
    new Set(engine.map((p) => JSON.stringify(p))),
  );
  await page.goto(nightUrl);
  for (const [id, minor] of Object.entries(night.balances)) {
    await expect(
      page.locator(`.balance[data-player="${nameOf.get(id)}"] .balance-amount`),
    ).toHaveAttribute('data-amount', String(minor));
  }
}
