// The tap counts the README promises: the common mariáš hand in one tap, the
// common preferans deals in at most five (each also checked on the sheet).
import { expect, test } from '@playwright/test';
import { MariasTable } from './support/marias';
import { PulkaForm, type PrefStep } from './support/preferans';

test('the common mariáš hand is one tap: Won', async ({ page }) => {
  const table = new MariasTable(page);
  await table.start(['Adam', 'Bára', 'Cyril']);
  table.resetTaps();
  await table.save('won');
  expect(table.taps).toBe(1);
  await table.expectBalances({ Adam: -100, Bára: 200, Cyril: -100 });
});

// Preferans (Russian UI, three players, dealers from Анна): the common deals
// from the night screen, counting the declarer's tap even where the forhont
// is preselected. Defaults: the forhont declares, «вист – вист», the
// contract made exactly, a misère without a trick.
test.describe('preferans', () => {
  test.use({ locale: 'ru-RU' });

  test('the common deals take at most five taps', async ({ page }) => {
    const pulka = new PulkaForm(page);
    await pulka.start(['Анна', 'Борис', 'Вера']);
    const count = async (step: PrefStep, next: number) => {
      pulka.resetTaps();
      await pulka.fill(step);
      await pulka.save(next);
      return pulka.taps;
    };
    const value = (player: string, cell: string) =>
      pulka.cell(player, cell).getAttribute('data-value');

    // Two whisters, contract made: declarer, 7♥, Анна's tricks (Борис the rest), save.
    const made = {
      mode: 'contract',
      declarer: 'Вера',
      level: 7,
      suit: 'hearts',
      first: 2,
    } as const;
    expect(await count(made, 2)).toBe(4);
    expect(await value('Вера', 'pulya')).toBe('4');
    expect(await value('Анна', 'whists-Вера')).toBe('8');
    expect(await value('Борис', 'whists-Вера')).toBe('4');

    // Two whisters, one down: one tap more for the declarer's tricks.
    const down = {
      mode: 'contract',
      declarer: 'Анна',
      level: 6,
      suit: 'spades',
      declarerTricks: 5,
      first: 3,
    } as const;
    expect(await count(down, 3)).toBe(5);
    expect(await value('Анна', 'gora')).toBe('2');
    expect(await value('Борис', 'whists-Анна')).toBe('8'); // 3 tricks × 2 + consolation 2
    expect(await value('Вера', 'whists-Анна')).toBe('6'); // 2 tricks × 2 + consolation 2

    // All-pass: the mode, two players' tricks (the third takes the rest), save.
    expect(await count({ mode: 'allPass', tricks: [2, 5] }, 4)).toBe(4);
    expect(await value('Вера', 'gora')).toBe('3');

    // Misère without a trick: the mode, the declarer, save.
    expect(await count({ mode: 'misere', declarer: 'Вера' }, 5)).toBe(3);
    expect(await value('Вера', 'pulya')).toBe('14');

    // A lone whist, contract made: declarer, 8♦, «вист – пас», save.
    const lone = {
      mode: 'contract',
      declarer: 'Анна',
      level: 8,
      suit: 'diamonds',
      calls: 'whist-pass',
    } as const;
    expect(await count(lone, 6)).toBe(4);
    expect(await value('Борис', 'whists-Анна')).toBe('20');

    // Not played, the forhont declares: 6♣, «пас – пас», save.
    const unplayed = { mode: 'contract', level: 6, suit: 'clubs', calls: 'pass-pass' } as const;
    expect(await count(unplayed, 7)).toBe(3);
    expect(await value('Анна', 'pulya')).toBe('8');
  });
});
