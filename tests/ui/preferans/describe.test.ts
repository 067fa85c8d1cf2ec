// The ledger line of a preferans deal shows the tricks as the scorer entered
// them (#28 item 4): "8♦, пас – вист · 6–0–4" stated a split of the defence
// nobody entered (the form asks only the declarer's tricks with one whister;
// the passer's 0 is filled in). With two whisters the split was tapped and is
// shown; an all-pass shows each player's tricks; a line never invents a 0.
import { createInstance } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LedgerEntry } from '../../../app/engine';
import type { PreferansDeal } from '../../../app/engine/games/preferans';
import { describePreferansEntry } from '../../../app/ui/games/preferans/describe';
import type { NightView } from '../../../app/ui/games/types';
import { tOf, type TFunction } from '../../../app/ui/i18n/t';
import csPref from '../../../locales/cs/preferans.json';
import enPref from '../../../locales/en/preferans.json';
import ruPref from '../../../locales/ru/preferans.json';

const NAMES: Record<string, string> = { A: 'Анна', B: 'Борис', C: 'Вера', D: 'Глеб' };

const nightOf = (playerIds: readonly string[]) =>
  ({
    row: { id: 'n', playerIds },
    nameOf: (id: string) => NAMES[id] ?? '?',
  }) as unknown as NightView;

const entryOf = (deal: PreferansDeal): LedgerEntry => ({
  id: 'e1',
  nightId: 'n',
  seq: 1,
  kind: 'preferans.deal',
  payload: { deal },
  createdAt: 0,
});

const t: Record<string, TFunction> = {};

beforeAll(async () => {
  for (const [lng, words] of [
    ['ru', ruPref],
    ['cs', csPref],
    ['en', enPref],
  ] as const) {
    const i18n = createInstance();
    await i18n.init({
      lng,
      resources: { [lng]: { preferans: words as unknown as Record<string, string> } },
      interpolation: { escapeValue: false },
    });
    t[lng] = tOf(i18n);
  }
});

/** A's 8♦, B passes, C whists; the form stores the passer's 0 beside the whister's 4. */
const lone: PreferansDeal = {
  type: 'contract',
  dealer: 'C',
  declarer: 'A',
  level: 8,
  suit: 'diamonds',
  firstCall: 'pass',
  secondCall: 'whist',
  tricks: { A: 6, B: 0, C: 4 },
};

describe('the ledger line of a preferans deal', () => {
  const line = (deal: PreferansDeal, lng = 'ru', players = ['A', 'B', 'C']) =>
    describePreferansEntry(entryOf(deal), nightOf(players), t[lng]!);

  it('with one whister shows only the declarer’s tricks, the one number entered', () => {
    expect(line(lone)).toBe('Анна: 8♦, пас – вист · 6 взяток');
    expect(line(lone, 'cs')).toBe('Анна: 8♦, pas – vist · 6 štychů');
    expect(line(lone, 'en')).toBe('Анна: 8♦, pass – whist · 6 tricks');
    const whistPass = { ...lone, firstCall: 'whist', secondCall: 'pass' } as const;
    expect(line({ ...whistPass, tricks: { A: 9, B: 1, C: 0 } })).not.toContain('–0');
  });

  it('with a played half-whist also only the declarer’s', () => {
    const half = { ...lone, level: 6, firstCall: 'pass', secondCall: 'half' } as const;
    expect(line({ ...half, tricks: { A: 9, B: 0, C: 1 } })).toMatch(/· 9 взяток$/);
  });

  it('with two whisters shows the split that was tapped, declarer, first, second', () => {
    const both = { ...lone, firstCall: 'whist', secondCall: 'whist' } as const;
    expect(line({ ...both, tricks: { A: 6, B: 1, C: 3 } })).toBe('Анна: 8♦, вист – вист · 6–1–3');
  });

  it('a deal not played and an all-pass as before', () => {
    const unplayed = { ...lone, secondCall: 'pass', tricks: undefined } as PreferansDeal;
    expect(line(unplayed)).toBe('Анна: 8♦, пас – пас · не игралась');
    const allPass: PreferansDeal = { type: 'allPass', dealer: 'C', tricks: { A: 2, B: 5, C: 3 } };
    expect(line(allPass)).toBe('Распасы: Анна 2, Борис 5, Вера 3');
  });
});
