// The worked examples of shared/rules/preferans.md §12, E1–E20, with the
// document's numbers: the Sochi default, the other presets where a column
// names them, and the preferans-score profile where its column differs.
import { describe, expect, it } from 'vitest';
import {
  LENINGRAD,
  ROSTOV,
  SOCHI,
  emptySheet,
  replayPulka,
  scoreDeal,
  settlePulka,
  sheetValue,
  type PreferansDeal,
  type PreferansSettings,
  type PrefSheet,
} from '../../../app/engine/games/preferans';
import { contract, P3, P4, PEER, settings, sheetOf } from './helpers';

/** The sheet after one deal on an empty (or given) sheet. */
function after(
  deal: PreferansDeal,
  s: PreferansSettings = SOCHI,
  players: readonly string[] = P3,
  from: PrefSheet = emptySheet(players.length),
  series = 0,
): PrefSheet {
  return scoreDeal(from, deal, { players, settings: s, series }).sheet;
}

describe('§12 contracts (E1–E10)', () => {
  it('E1: 6♠ пас–вист 6–1–3', () => {
    const d = contract(6, 'pass', 'whist', [6, 1, 3]);
    const want = sheetOf(P3, { pulya: { A: 2 }, whists: { 'C>A': 8 } });
    expect(after(d)).toEqual(want);
    expect(after(d, PEER)).toEqual(want);
  });

  it('E2: 7♥ вист–вист 7–1–2', () => {
    const d = contract(7, 'whist', 'whist', [7, 1, 2]);
    const want = sheetOf(P3, { pulya: { A: 4 }, whists: { 'B>A': 4, 'C>A': 8 } });
    expect(after(d)).toEqual(want);
    expect(after(d, PEER)).toEqual(want);
  });

  it('E3: 8♦ пас–вист 6–1–3, без двух, in every preset', () => {
    const d = contract(8, 'pass', 'whist', [6, 1, 3]);
    expect(after(d)).toEqual(sheetOf(P3, { gora: { A: 12 }, whists: { 'C>A': 36, 'B>A': 12 } }));
    expect(after(d, LENINGRAD)).toEqual(
      sheetOf(P3, { gora: { A: 24 }, whists: { 'B>A': 48, 'C>A': 48 } }),
    );
    expect(after(d, ROSTOV)).toEqual(
      sheetOf(P3, { gora: { A: 12 }, whists: { 'B>A': 24, 'C>A': 24 } }),
    );
    expect(after(d, PEER)).toEqual(sheetOf(P3, { gora: { A: 12 }, whists: { 'C>A': 24 } }));
  });

  it('E4: 7♣ вист–пас 9–1–0, the whister one trick short', () => {
    const d = contract(7, 'whist', 'pass', [9, 1, 0]);
    const sochi = sheetOf(P3, { pulya: { A: 4 }, gora: { B: 4 }, whists: { 'B>A': 4 } });
    expect(after(d)).toEqual(sochi);
    expect(after(d, PEER)).toEqual(sochi);
    expect(after(d, LENINGRAD)).toEqual(
      sheetOf(P3, { pulya: { A: 4 }, gora: { B: 4 }, whists: { 'B>A': 8 } }),
    );
    expect(after(d, ROSTOV)).toEqual(
      sheetOf(P3, { pulya: { A: 4 }, gora: { B: 2 }, whists: { 'B>A': 4 } }),
    );
  });

  it('E5: 6♦ вист–вист 5–5–0, без одной: no whister gora in the team rule', () => {
    const d = contract(6, 'whist', 'whist', [5, 5, 0]);
    expect(after(d)).toEqual(sheetOf(P3, { gora: { A: 2 }, whists: { 'B>A': 12, 'C>A': 2 } }));
    expect(after(d, PEER)).toEqual(sheetOf(P3, { gora: { A: 2, C: 4 }, whists: { 'B>A': 10 } }));
  });

  it('E6: 6♠ вист–вист 7–3–0: B’s third trick covers one of C’s two', () => {
    const d = contract(6, 'whist', 'whist', [7, 3, 0]);
    expect(after(d)).toEqual(
      sheetOf(P3, { pulya: { A: 2 }, gora: { C: 2 }, whists: { 'B>A': 6 } }),
    );
    expect(after(d, PEER)).toEqual(
      sheetOf(P3, { pulya: { A: 2 }, gora: { C: 4 }, whists: { 'B>A': 6 } }),
    );
  });

  it('E7: 6♠ вист–вист 8–1–1: both whisters short', () => {
    const d = contract(6, 'whist', 'whist', [8, 1, 1]);
    const want = sheetOf(P3, {
      pulya: { A: 2 },
      gora: { B: 2, C: 2 },
      whists: { 'B>A': 2, 'C>A': 2 },
    });
    expect(after(d)).toEqual(want);
    expect(after(d, PEER)).toEqual(want);
  });

  it('E8: 8♥ вист–вист 9–1–0: the trick was taken, by B', () => {
    const d = contract(8, 'whist', 'whist', [9, 1, 0]);
    expect(after(d)).toEqual(sheetOf(P3, { pulya: { A: 6 }, whists: { 'B>A': 6 } }));
    expect(after(d, PEER)).toEqual(
      sheetOf(P3, { pulya: { A: 6 }, gora: { C: 6 }, whists: { 'B>A': 6 } }),
    );
  });

  it('E9: 10 БК пас–вист 10–0–0', () => {
    const d = contract(10, 'pass', 'whist', [10, 0, 0], { suit: 'noTrumps' });
    const want = sheetOf(P3, { pulya: { A: 10 }, gora: { C: 10 } });
    expect(after(d)).toEqual(want);
    expect(after(d, PEER)).toEqual(want);
  });

  it('E10: 6♣ пас–полвиста, not played; played in the peer profile', () => {
    const d = contract(6, 'pass', 'half', undefined, { suit: 'clubs' });
    expect(after(d)).toEqual(sheetOf(P3, { pulya: { A: 2 }, whists: { 'C>A': 4 } }));
    const played = (t: number[]) => contract(6, 'pass', 'half', t, { suit: 'clubs' });
    expect(after(played([6, 0, 4]), PEER)).toEqual(
      sheetOf(P3, { pulya: { A: 2 }, whists: { 'C>A': 4 } }),
    );
    expect(after(played([9, 0, 1]), PEER)).toEqual(
      sheetOf(P3, { pulya: { A: 2 }, gora: { C: 2 }, whists: { 'C>A': 2 } }),
    );
  });

  // §4.3 played, the contract failed: consolation as in 4.4 b, by both
  // defenders (the passer too) and the sitter per consolationToDealer; the
  // half-whister's own whists stay w·c·min(D, O/2) and gora λ·r·c·(O/2 − D)⁺.
  describe('§4.3 halfWhist = played, the contract failed (6♣ пас–полвиста 4–3–3, без двух)', () => {
    const played = settings({ halfWhist: 'played' });
    const failed = contract(6, 'pass', 'half', [4, 3, 3], { suit: 'clubs' });

    it('Sochi: Г A +4; consolation 4 from B (the passer) and from C, C’s 2 tricks × 2', () => {
      expect(after(failed, played)).toEqual(
        sheetOf(P3, { gora: { A: 4 }, whists: { 'B>A': 4, 'C>A': 8 } }),
      );
    });

    it('four players: the sitter D writes the consolation too, unless consolationToDealer is off', () => {
      const four = contract(6, 'pass', 'half', [4, 3, 3], { suit: 'clubs', dealer: 'D' });
      expect(after(four, played, P4)).toEqual(
        sheetOf(P4, { gora: { A: 4 }, whists: { 'B>A': 4, 'C>A': 8, 'D>A': 4 } }),
      );
      expect(after(four, { ...played, consolationToDealer: false }, P4)).toEqual(
        sheetOf(P4, { gora: { A: 4 }, whists: { 'B>A': 4, 'C>A': 8 } }),
      );
    });

    it('Leningrad scaling: consolation w·c·u = 8 each; C’s whists 2 × 4; no gora (D ≥ O/2)', () => {
      const s = { ...LENINGRAD, halfWhist: 'played' as const };
      expect(after(failed, s)).toEqual(
        sheetOf(P3, { gora: { A: 8 }, whists: { 'B>A': 8, 'C>A': 16 } }),
      );
    });

    it('the peer profile (consolation off): min(D, O/2)·c whists only', () => {
      expect(after(failed, PEER)).toEqual(sheetOf(P3, { gora: { A: 4 }, whists: { 'C>A': 4 } }));
    });
  });
});

describe('§12 misère, all-pass, help (E11–E15)', () => {
  const misere = (declarerTricks: number, declarer = 'A'): PreferansDeal => ({
    type: 'misere',
    dealer: 'C',
    declarer,
    declarerTricks,
  });
  const allPass = (a: number, b: number, c: number): PreferansDeal => ({
    type: 'allPass',
    dealer: 'C',
    tricks: { A: a, B: b, C: c },
  });

  it('E11: misère, A takes 2', () => {
    expect(after(misere(2))).toEqual(sheetOf(P3, { gora: { A: 20 } }));
    expect(after(misere(2), PEER)).toEqual(sheetOf(P3, { gora: { A: 20 } }));
    expect(after(misere(2), LENINGRAD)).toEqual(sheetOf(P3, { gora: { A: 40 } }));
  });

  const e12 = [
    allPass(2, 5, 3),
    allPass(0, 4, 6),
    contract(6, 'pass', 'pass', undefined, { declarer: 'B' }),
    allPass(3, 3, 4),
  ];
  /** The sheet after each of E12's deals, each from an empty sheet with the running series. */
  function steps(s: PreferansSettings): PrefSheet[] {
    let series = 0;
    return e12.map((d) => {
      const r = scoreDeal(emptySheet(3), d, { players: P3, settings: s, series });
      series = r.series;
      return r.sheet;
    });
  }

  it('E12 Sochi: ×1, ×2 with the zero-trick prize, the series ends, ×1 again', () => {
    expect(steps(SOCHI)).toEqual([
      sheetOf(P3, { gora: { A: 2, B: 5, C: 3 } }),
      sheetOf(P3, { pulya: { A: 2 }, gora: { B: 8, C: 12 } }),
      sheetOf(P3, { pulya: { B: 2 } }),
      sheetOf(P3, { gora: { A: 3, B: 3, C: 4 } }),
    ]);
  });

  it('E12 Rostov: whists from the fewest, the tie halved', () => {
    expect(steps(ROSTOV)).toEqual([
      sheetOf(P3, { whists: { 'A>B': 25, 'A>C': 15 } }),
      sheetOf(P3, { pulya: { A: 1 }, whists: { 'A>B': 20, 'A>C': 30 } }),
      sheetOf(P3, { pulya: { B: 2 } }),
      sheetOf(P3, { whists: { 'A>C': 10, 'B>C': 10 } }),
    ]);
  });

  it('E12 peer: amnesty, +1 prize, пас–пас keeps the level', () => {
    expect(steps(PEER)).toEqual([
      sheetOf(P3, { gora: { B: 3, C: 1 } }),
      sheetOf(P3, { pulya: { A: 1 }, gora: { B: 8, C: 12 } }),
      sheetOf(P3, { pulya: { B: 2 } }),
      sheetOf(P3, { gora: { C: 3 } }),
    ]);
  });

  it('E13: help goes to the larger pulya first', () => {
    const s = settings({ pulyaSize: 10 });
    const from = sheetOf(P3, { pulya: { A: 8, B: 8, C: 2 } });
    const d = contract(8, 'pass', 'pass');
    const want = sheetOf(P3, { pulya: { A: 10, B: 10, C: 4 }, whists: { 'A>B': 20, 'A>C': 20 } });
    expect(after(d, s, P3, from)).toEqual(want);
    expect(after(d, { ...PEER, pulyaSize: 10 }, P3, from)).toEqual(want);
  });

  it('E14: nobody left to help: written off the own gora (peer: down to 0)', () => {
    const from = sheetOf(P3, { pulya: { A: 2, B: 2, C: 2 }, gora: { A: 2 } });
    const d = contract(7, 'pass', 'pass');
    expect(after(d, settings({ pulyaSize: 2 }), P3, from).gora).toEqual([-2, 0, 0]);
    expect(after(d, { ...PEER, pulyaSize: 2 }, P3, from).gora).toEqual([0, 0, 0]);
  });

  it('E15: four players, D deals and writes the consolation too', () => {
    const d = contract(7, 'whist', 'pass', [5, 3, 2], { dealer: 'D', suit: 'diamonds' });
    expect(after(d, SOCHI, P4)).toEqual(
      sheetOf(P4, { gora: { A: 8 }, whists: { 'B>A': 28, 'C>A': 8, 'D>A': 8 } }),
    );
    expect(after(d, PEER, P4)).toEqual(sheetOf(P4, { gora: { A: 8 }, whists: { 'B>A': 20 } }));
  });
});

describe('§12 settlement and value (E16–E20)', () => {
  const closed = (players: readonly string[], size: number) =>
    Object.fromEntries(players.map((p) => [p, size]));

  it('E16: gora 2/5/8 with whists, 10 kopecks a whist', () => {
    const sheet = sheetOf(P3, {
      pulya: closed(P3, 20),
      gora: { A: 2, B: 5, C: 8 },
      whists: { 'A>B': 20, 'B>C': 12, 'C>A': 6 },
    });
    const r = settlePulka(sheet, P3, settings({ stake: 10 }));
    expect(r.amnesty).toBe(2);
    expect(r.pair[0]![1]! / r.den).toBe(30);
    expect(r.pair[0]![2]! / r.den).toBe(14);
    expect(r.pair[1]![2]! / r.den).toBe(22);
    expect(r.net.map((x) => x / r.den)).toEqual([44, -8, -36]);
    expect(r.money).toEqual({ A: 440, B: -80, C: -360 });
    const peer = settlePulka(sheet, P3, { ...PEER, stake: 10 });
    expect(peer.net.map((x) => x / peer.den)).toEqual([59, -8, -51]);
  });

  it('E17: four players, only D has gora 3, one kopeck a whist', () => {
    const sheet = sheetOf(P4, { pulya: closed(P4, 20), gora: { D: 3 } });
    const r = settlePulka(sheet, P4, SOCHI);
    expect(r.net.map((x) => x / r.den)).toEqual([7.5, 7.5, 7.5, -22.5]);
    expect(r.money).toEqual({ A: 8, B: 8, C: 7, D: -23 });
    expect(settlePulka(sheet, P4, PEER).money).toEqual({ A: 10, B: 10, C: 10, D: -30 });
  });

  it('E18: settled early with pulya 10/6/0 of 10', () => {
    const sheet = sheetOf(P3, { pulya: { A: 10, B: 6, C: 0 } });
    const s = settings({ pulyaSize: 10 });
    const r = settlePulka(sheet, P3, s);
    expect(r.gora).toEqual([0, 4, 10]);
    expect(r.net.map((x) => (x * 3) / r.den)).toEqual([140, 20, -160]);
    expect(r.money).toEqual({ A: 47, B: 7, C: -54 });
    expect(settlePulka(sheet, P3, { ...PEER, pulyaSize: 10 }).money).toEqual({ A: 0, B: 0, C: 0 });
  });

  it('E19: the value of E1 alone', () => {
    const sheet = after(contract(6, 'pass', 'whist', [6, 1, 3]));
    const v = sheetValue(sheet, SOCHI);
    const den = 12;
    expect(v.map((x) => (x * 3) / den)).toEqual([16, -20, 4]);
    expect(v.reduce((a, b) => a + b, 0)).toBe(0);
  });

  const e20: PreferansDeal[] = [
    contract(6, 'pass', 'whist', [6, 1, 3], { dealer: 'C' }),
    contract(7, 'whist', 'whist', [6, 2, 2], { declarer: 'B', dealer: 'A', suit: 'diamonds' }),
    { type: 'allPass', dealer: 'B', tricks: { A: 1, B: 6, C: 3 } },
    { type: 'misere', dealer: 'C', declarer: 'C', declarerTricks: 0 },
  ];

  it('E20: a pulka of four deals to 4, settled at 10 kopecks a whist', () => {
    const s = settings({ pulyaSize: 4, stake: 10 });
    const { pulka } = replayPulka(
      P3,
      s,
      e20.map((deal) => ({ type: 'deal', deal })),
    );
    expect(pulka.ended).toBe('closed');
    expect(pulka.sheet).toEqual(
      sheetOf(P3, {
        pulya: closed(P3, 4),
        gora: { A: 1, B: 10, C: 3 },
        whists: { 'C>A': 28, 'C>B': 52, 'A>B': 12 },
      }),
    );
    const help = pulka.records[3]!.lines.filter((l) => l.rule === 'help');
    expect(help).toEqual([
      { column: 'pulya', seat: 0, amount: 2, rule: 'help' },
      { column: 'whists', seat: 2, on: 0, amount: 20, rule: 'help' },
      { column: 'pulya', seat: 1, amount: 4, rule: 'help' },
      { column: 'whists', seat: 2, on: 1, amount: 40, rule: 'help' },
    ]);
    const r = settlePulka(pulka.sheet, P3, s);
    expect(r.net.map((x) => (x * 3) / r.den)).toEqual([62, -352, 290]);
    expect(r.money).toEqual({ A: 207, B: -1173, C: 966 });
    // The deals' values add up to the settlement (§9).
    const total = pulka.records.reduce((t, rec) => t.map((x, i) => x + rec.value[i]!), [0, 0, 0]);
    expect(total).toEqual(r.net);
  });

  it('E20 in the peer profile', () => {
    const s: PreferansSettings = { ...PEER, pulyaSize: 4, stake: 10 };
    const { pulka } = replayPulka(
      P3,
      s,
      e20.map((deal) => ({ type: 'deal', deal })),
    );
    const r = settlePulka(pulka.sheet, P3, s);
    expect(r.net.map((x) => x / r.den)).toEqual([35, -136, 101]);
    expect(r.money).toEqual({ A: 350, B: -1360, C: 1010 });
  });
});
