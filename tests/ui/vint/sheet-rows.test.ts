// The score sheet's rows without a browser: a deal's entries of both sides on
// one row, the bonuses above the line newest first with their game (worked
// examples E2 and E5 of rules section 8), and the fold toggle of rubbers.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildSheet,
  DEFAULT_VINT_SETTINGS,
  type VintDeal,
  type VintSettings,
} from '../../../app/engine/games/vint';
import { aboveRows, rowsOf, toggled } from '../../../app/ui/games/vint/sheet-rows';

const HONOURS_OFF: VintSettings = { ...DEFAULT_VINT_SETTINGS, honours: 'off' };

describe('rowsOf', () => {
  it('puts both sides of a deal on one row, in deal order', () => {
    const a = [
      { dealIndex: 2, v: 'a2' },
      { dealIndex: 0, v: 'a0' },
    ];
    const b = [
      { dealIndex: 0, v: 'b0' },
      { dealIndex: 0, v: 'b0bis' },
      { dealIndex: 1, v: 'b1' },
    ];
    expect(rowsOf(a, b)).toEqual([
      { dealIndex: 0, A: [a[1]], B: [b[0], b[1]] },
      { dealIndex: 1, A: [], B: [b[2]] },
      { dealIndex: 2, A: [a[0]], B: [] },
    ]);
  });

  it('keeps every entry once, on its deal and side (against a plain filter)', () => {
    const entries = fc.array(
      fc.record({ dealIndex: fc.integer({ min: 0, max: 9 }), n: fc.nat() }),
      {
        maxLength: 30,
      },
    );
    fc.assert(
      fc.property(entries, entries, (a, b) => {
        const rows = rowsOf(a, b);
        const deals = [...new Set([...a, ...b].map((e) => e.dealIndex))].sort((x, y) => x - y);
        expect(rows.map((r) => r.dealIndex)).toEqual(deals);
        for (const row of rows) {
          expect(row.A).toEqual(a.filter((e) => e.dealIndex === row.dealIndex));
          expect(row.B).toEqual(b.filter((e) => e.dealIndex === row.dealIndex));
        }
      }),
      { seed: 13, numRuns: 200 },
    );
  });
});

describe('aboveRows', () => {
  it('lists E5 (game) above E2 (penalty), each item with its game', () => {
    const e2: VintDeal = {
      declaringSide: 'A',
      declarer: 'n',
      level: 3,
      denomination: 'diamonds',
      tricks: 7,
    };
    const e5: VintDeal = {
      declaringSide: 'A',
      declarer: 'n',
      level: 6,
      denomination: 'hearts',
      tricks: 12,
    };
    const rubber = buildSheet([e2, e5], HONOURS_OFF).rubbers[0]!;
    const rows = aboveRows(rubber);
    expect(rows.map((r) => r.dealIndex)).toEqual([1, 0]);
    // E5: A 6000 (small slam bid) + 1000 game; E2: B 2 × 3000 = 6000.
    expect(rows[0]!.A.map((e) => e.points).sort((x, y) => x - y)).toEqual([1000, 6000]);
    expect(rows[0]!.B).toEqual([]);
    expect(rows[1]!.B.map((e) => e.points)).toEqual([6000]);
    expect(rows[1]!.A).toEqual([]);
    expect([...rows[0]!.A, ...rows[1]!.B].every((e) => e.game === 0)).toBe(true);
  });

  it('is empty for a rubber with nothing above the line (E1)', () => {
    const e1: VintDeal = {
      declaringSide: 'A',
      declarer: 'n',
      level: 2,
      denomination: 'diamonds',
      tricks: 9,
    };
    expect(aboveRows(buildSheet([e1], HONOURS_OFF).rubbers[0]!)).toEqual([]);
  });
});

describe('toggled', () => {
  it('adds an absent index and removes a present one, leaving the set given alone', () => {
    const start: ReadonlySet<number> = new Set([1]);
    expect([...toggled(start, 2)].sort()).toEqual([1, 2]);
    expect([...toggled(start, 1)]).toEqual([]);
    expect([...start]).toEqual([1]);
  });
});
