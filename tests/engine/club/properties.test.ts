// docs/club.md on random clubs, against the reference model in ./reference.ts:
// the tab nets sum to zero and equal the model's; the season table is the sum
// over the counting nights; a withdrawn night leaves no trace; the same
// records in any order give the same club; a night's rating changes sum to
// zero; rotation keeps every player seated once.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clubView,
  nightChanges,
  rotateSeating,
  type ClubRecords,
  type NightResult,
} from '../../../app/engine/club';
import { clubArb, IDS } from './arbitraries';
import { refCounted, refNets, refSeasonFigures, refSeasonMoney } from './reference';

const RUNS = { seed: 20261204, numRuns: 300 };
const sum = (values: Iterable<number>) => [...values].reduce((s, v) => s + v, 0);

describe('club properties', () => {
  it('counts the nights the model counts, and the tab nets equal its nets and sum to zero', () => {
    fc.assert(
      fc.property(clubArb, (records) => {
        const view = clubView(records);
        expect(view.nights.map((n) => n.id).sort()).toEqual(
          refCounted(records)
            .map((n) => n.id)
            .sort(),
        );
        for (const tab of view.tabs) {
          expect(sum(Object.values(tab.nets))).toBe(0);
          expect(tab.nets).toEqual(refNets(records, tab.currency));
        }
      }),
      RUNS,
    );
  });

  it('settles each tab: the payments clear every net', () => {
    fc.assert(
      fc.property(clubArb, (records) => {
        for (const tab of clubView(records).tabs) {
          const left: Record<string, number> = { ...tab.nets };
          for (const p of tab.settle) {
            left[p.from] = (left[p.from] ?? 0) + p.amount;
            left[p.to] = (left[p.to] ?? 0) - p.amount;
          }
          expect(Object.values(left).every((v) => v === 0)).toBe(true);
          expect(tab.settle.length).toBeLessThanOrEqual(
            Math.max(0, Object.keys(tab.nets).length - 1),
          );
        }
      }),
      RUNS,
    );
  });

  it('sums the season table over the counting nights, money and figures key by key', () => {
    fc.assert(
      fc.property(clubArb, (records) => {
        for (const table of clubView(records).seasons) {
          const model = refSeasonMoney(records, table.season, table.game, table.currency);
          const rows = Object.fromEntries(table.rows.map((r) => [r.member, r.money]));
          expect(rows).toEqual(model);
          const figures = Object.fromEntries(table.rows.map((r) => [r.member, r.figures]));
          expect(figures).toEqual(
            refSeasonFigures(records, table.season, table.game, table.currency),
          );
        }
      }),
      RUNS,
    );
  });

  it('gives the same club for the same records in any order', () => {
    fc.assert(
      fc.property(clubArb, fc.integer(), (records, salt) => {
        const shuffle = <T>(xs: readonly T[]) =>
          xs
            .map((x, i) => ({ x, k: Math.sin(salt + i * 7919) }))
            .sort((a, b) => a.k - b.k)
            .map((y) => y.x);
        const mixed: ClubRecords = {
          members: shuffle(records.members),
          results: shuffle(records.results),
          payments: shuffle(records.payments),
          withdrawals: shuffle(records.withdrawals),
        };
        const a = clubView(records);
        const b = clubView(mixed);
        expect(b.tabs).toEqual(a.tabs);
        expect(b.seasons).toEqual(a.seasons);
        expect(b.ratings).toEqual(a.ratings);
        expect(b.nights).toEqual(a.nights);
      }),
      RUNS,
    );
  });

  it('leaves no trace of a night attached and then withdrawn', () => {
    const extra = (records: ClubRecords): NightResult => ({
      id: 'zz-extra',
      nightId: 'night-extra',
      game: 'marias',
      date: '2026-03-01',
      at: '2026-03-01T20:00:00.000Z',
      currency: 'CZK',
      seats: ['a', 'b', 'c'],
      balances: { a: 700, b: -300, c: -400 },
      hands: 12 + records.results.length,
      ledgerHash: 'x',
    });
    fc.assert(
      fc.property(clubArb, fc.integer({ min: 0, max: 400_000 }), (records, minute) => {
        const at = new Date(Date.UTC(2026, 2, 1, 20) + minute * 60_000).toISOString();
        const withX: ClubRecords = {
          ...records,
          results: [...records.results, extra(records)],
          withdrawals: [...records.withdrawals, { id: 'zz-w', nightId: 'night-extra', at }],
        };
        const a = clubView(records);
        const b = clubView(withX);
        expect(b.tabs).toEqual(a.tabs);
        expect(b.seasons).toEqual(a.seasons);
        expect(b.ratings).toEqual(a.ratings);
        expect(b.issues).toEqual(a.issues);
      }),
      RUNS,
    );
  });

  it("moves a night's ratings by as much up as down", () => {
    fc.assert(
      fc.property(
        clubArb,
        fc.array(fc.double({ min: 1000, max: 2000, noNaN: true }), { minLength: 6, maxLength: 6 }),
        (records, start) => {
          const ratings = new Map(IDS.map((id, i) => [id, start[i] ?? 1500]));
          for (const night of records.results) {
            expect(Math.abs(sum(nightChanges(night, ratings).values()))).toBeLessThan(1e-9);
          }
        },
      ),
      RUNS,
    );
  });

  it('rotation seats every player exactly once, each place at each table once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.constantFrom(3, 4), (tables, size) => {
        const placed = Array.from({ length: tables }, (_, t) =>
          Array.from({ length: size }, (_, k) => `t${t}p${k}`),
        );
        const next = rotateSeating(placed);
        expect(next.flat().sort()).toEqual(placed.flat().sort());
        next.forEach((table) => {
          expect(table).toHaveLength(size);
          table.forEach((player, k) => expect(player.endsWith(`p${k}`)).toBe(true));
        });
      }),
      RUNS,
    );
  });
});
