// The pulka sheet's words and numbers (app/ui/games/preferans/sheet-model.ts)
// on the worked example E20 of shared/rules/preferans.md §12 (three players,
// pulya 4, 10 kopecks a whist), entered deal by deal through the ledger:
// tapping a number names which deal wrote each part and by which rule, and
// the running standing per player in whists and money after every deal is
// what the rules give — §9 (each deal's value; E19 for the first deal) and
// §10 (settled now: unclosed pulya into gora, gora × 10 / n, money rounded
// once per pulka by settlement.md §2: floor, then a kopeck to the largest
// remainders, ties in seat order). The numbers are worked out by hand below.
import { createInstance } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { foldLedgerStrict, type GameReducer, type LedgerEntry } from '../../../app/engine';
import {
  preferansReducer,
  type PreferansDeal,
  type PreferansState,
} from '../../../app/engine/games/preferans';
import {
  explainCell,
  standingOf,
  type CellPick,
} from '../../../app/ui/games/preferans/sheet-model';
import { tOf, type TFunction } from '../../../app/ui/i18n/t';
import enPref from '../../../locales/en/preferans.json';
import ruPref from '../../../locales/ru/preferans.json';

const P3 = ['A', 'B', 'C'];
const NAMES: Record<string, string> = { A: 'Анна', B: 'Борис', C: 'Вера' };
const nameOf = (id: string) => NAMES[id] ?? '?';

/** E20: E1; B's 7♦ whisted by both, 6–2–2; all-pass 1–6–3; C's clean misère. */
const E20: readonly PreferansDeal[] = [
  {
    type: 'contract',
    dealer: 'C',
    declarer: 'A',
    level: 6,
    suit: 'spades',
    firstCall: 'pass',
    secondCall: 'whist',
    tricks: { A: 6, B: 1, C: 3 },
  },
  {
    type: 'contract',
    dealer: 'A',
    declarer: 'B',
    level: 7,
    suit: 'diamonds',
    firstCall: 'whist',
    secondCall: 'whist',
    tricks: { B: 6, C: 2, A: 2 },
  },
  { type: 'allPass', dealer: 'B', tricks: { A: 1, B: 6, C: 3 } },
  { type: 'misere', dealer: 'C', declarer: 'C', declarerTricks: 0 },
];

const night = {
  id: 'e20',
  game: 'preferans' as const,
  players: P3,
  currency: 'RUB' as const,
  settings: { pulyaSize: 4, stake: 10 },
};

/** The night's state after the first `n` deals of E20. */
function after(n: number): PreferansState {
  const entries: LedgerEntry[] = E20.slice(0, n).map((deal, i) => ({
    id: `d${i + 1}`,
    nightId: night.id,
    seq: i + 1,
    kind: 'preferans.deal',
    payload: { deal },
    createdAt: i,
  }));
  const reducer = preferansReducer as unknown as GameReducer<PreferansState>;
  return foldLedgerStrict(night, entries, reducer).state;
}

let en: TFunction;
let ru: TFunction;

beforeAll(async () => {
  const make = async (lng: string, words: unknown): Promise<TFunction> => {
    const i18n = createInstance();
    await i18n.init({
      lng,
      resources: { [lng]: { preferans: words as Record<string, string> } },
      interpolation: { escapeValue: false },
    });
    return tOf(i18n);
  };
  en = await make('en', enPref);
  ru = await make('ru', ruPref);
});

describe('tapping a number names which deal and which rule wrote it (E20)', () => {
  const explain = (pick: CellPick, t: TFunction, language: string) =>
    explainCell(pick, after(4).pulkas[0]!, P3, nameOf, t, language);

  it("Вера's whists on Анна: 8 for tricks in deal 1, 20 of help in deal 4 — 28 on paper", () => {
    const pick: CellPick = { kind: 'cell', column: 'whists', seat: 2, on: 0 };
    const e = explain(pick, en, 'en');
    expect(e.items.map((i) => [i.number, i.label, i.line])).toEqual([
      [1, 'Deal 1', 'whists on Анна +8 (for tricks)'],
      [4, 'Deal 4', 'whists on Анна +20 (help)'],
    ]);
    expect(e.items[0]!.what).toContain('6♠');
    expect(e.chain).toEqual(['8', '28']);
    const r = explain(pick, ru, 'ru');
    expect(r.items.map((i) => [i.label, i.line])).toEqual([
      ['Сдача 1', 'висты → Анна +8 (за взятки)'],
      ['Сдача 4', 'висты → Анна +20 (помощь)'],
    ]);
  });

  it("Борис's gora: the remiz of deal 2 and the all-pass of deal 3 — 4 · 10", () => {
    const e = explain({ kind: 'cell', column: 'gora', seat: 1 }, en, 'en');
    expect(e.items.map((i) => [i.number, i.line])).toEqual([
      [2, 'gora +4 (remiz)'],
      [3, 'gora +6 (all-pass)'],
    ]);
    expect(e.items[0]!.what).toContain('7♦');
    expect(e.chain).toEqual(['4', '10']);
  });

  it("Анна's pulya: her contract in deal 1 and the help of Вера's misère in deal 4", () => {
    const e = explain({ kind: 'cell', column: 'pulya', seat: 0 }, en, 'en');
    expect(e.items.map((i) => [i.number, i.line])).toEqual([
      [1, 'pulya +2 (contract)'],
      [4, 'pulya +2 (help)'],
    ]);
    const c = explain({ kind: 'cell', column: 'pulya', seat: 2 }, en, 'en');
    expect(c.items.map((i) => [i.number, i.line])).toEqual([[4, 'pulya +4 (misère)']]);
    expect(c.chain).toEqual(['4']);
  });

  it('an empty cell has nothing to explain', () => {
    const e = explain({ kind: 'cell', column: 'whists', seat: 0, on: 2 }, en, 'en');
    expect(e.items).toEqual([]);
  });
});

describe('the running value of the pulka per player, in whists and in money (E19, E20)', () => {
  // Settled after each deal, by hand from §8–§10 (S = 4, p = 10, n = 3):
  // ① E19: Г′ = −2/0/0 → A −8 + 13⅓ = +5⅓, B −6⅔, C +8 − 6⅔ = +1⅓;
  //    ×10 kopecks: 53⅓, −66⅔, 13⅓ → floors 53, −67, 13 (−1) → A +1: 54, −67, 13.
  // ② gora with the unclosed pulya 2/8/4, mean 14/3: gora parts +26⅔, −33⅓, +6⅔;
  //    whists A +12 − 8 = +4, B −24, C +20 → +30⅔, −57⅓, +26⅔ → 307, −573, 266.
  // ③ gora 3/14/7, mean 8: +50, −60, +10; whists as before → +54, −84, +30 → 540, −840, 300.
  // ④ E20's result: A +20⅔, B −117⅓, C +96⅔ → 207, −1173, 966 kopecks.
  const cases = [
    {
      deals: 1,
      whists: ['+5⅓', '−6⅔', '+1⅓'],
      exact: [16 / 3, -20 / 3, 4 / 3],
      money: [54, -67, 13],
    },
    {
      deals: 2,
      whists: ['+30⅔', '−57⅓', '+26⅔'],
      exact: [92 / 3, -172 / 3, 80 / 3],
      money: [307, -573, 266],
    },
    { deals: 3, whists: ['+54', '−84', '+30'], exact: [54, -84, 30], money: [540, -840, 300] },
    {
      deals: 4,
      whists: ['+20⅔', '−117⅓', '+96⅔'],
      exact: [62 / 3, -352 / 3, 290 / 3],
      money: [207, -1173, 966],
    },
  ];
  for (const c of cases) {
    it(`after deal ${c.deals}: ${c.whists.join(', ')} whists, ${c.money.join(', ')} kopecks`, () => {
      const state = after(c.deals);
      const rows = standingOf(state, 0, P3, 'en');
      expect(rows.map((r) => r.player)).toEqual(P3);
      expect(rows.map((r) => r.whists)).toEqual(c.whists);
      rows.forEach((r, i) => expect(r.net / r.den).toBeCloseTo(c.exact[i]!, 10));
      expect(rows.map((r) => r.money)).toEqual(c.money);
      expect(rows.reduce((a, r) => a + r.money, 0)).toBe(0);
      // The night's balances are the pulka's standing: one pulka, nothing else.
      expect(P3.map((p) => state.balances[p])).toEqual(c.money);
    });
  }

  it('the pulka is over after the fourth deal: every pulya closed at 4', () => {
    const pulka = after(4).pulkas[0]!;
    expect(pulka.sheet.pulya).toEqual([4, 4, 4]);
    expect(pulka.ended).toBe('closed');
  });
});
