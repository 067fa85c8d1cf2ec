// Seeded property tests over random nights: sheet totals are the sum of what
// the deals wrote, the renonce cap holds and keeps every point, no rubber has
// more than three games, and money always sums to zero — per rubber, per sheet
// and per ledger entry.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldLedger, sumMoney, type LedgerEntry } from '../../../app/engine';
import {
  buildSheet,
  dealPoints,
  liabilityDelta,
  penalisedClaims,
  RENONCE_CAP,
  settleRubber,
  settleSheet,
  SIDES,
  validateVintDeal,
  vintReducer,
} from '../../../app/engine/games/vint';
import { nightArb } from './arbitraries';
import { PLAYERS } from './helpers';

const RUNS = { seed: 42, numRuns: 500 };
const total = (t: Readonly<Record<string, number>>) => sumMoney(Object.values(t));

describe('vint properties', () => {
  it('generated deals are valid where they are played', () => {
    fc.assert(
      fc.property(nightArb, ({ settings, deals }) => {
        const sheet = buildSheet(deals, settings);
        for (const rubber of sheet.rubbers) {
          for (const d of rubber.deals) {
            expect(validateVintDeal(settings, PLAYERS, d.deal, d.before)).toEqual([]);
          }
        }
      }),
      RUNS,
    );
  });

  it('a rubber totals exactly what its deals wrote, game by game', () => {
    fc.assert(
      fc.property(nightArb, ({ settings, deals }) => {
        const sheet = buildSheet(deals, settings);
        expect(sheet.rubbers.reduce((n, r) => n + r.deals.length, 0)).toBe(deals.length);
        for (const rubber of sheet.rubbers) {
          for (const side of SIDES) {
            const byDeals = rubber.deals.reduce((t, d) => t + dealPoints(d.score, side), 0);
            const byGames = rubber.games.reduce(
              (t, g) => t + g.belowTotals[side] + g.aboveTotals[side],
              0,
            );
            expect(rubber.totals[side]).toBe(byDeals);
            expect(byGames).toBe(byDeals);
          }
        }
      }),
      RUNS,
    );
  });

  it('revoking sides end a deal at 490 or less below the line, the rest above it', () => {
    fc.assert(
      fc.property(nightArb, ({ settings, deals }) => {
        const sheet = buildSheet(deals, settings);
        for (const d of sheet.rubbers.flatMap((r) => r.deals)) {
          if (d.score.redeal) continue;
          for (const side of SIDES) {
            if (!penalisedClaims(d.deal.renonces).some((c) => c.side === side)) continue;
            const line = d.score.below[side];
            expect(d.before.below[side] + line.points).toBeLessThanOrEqual(RENONCE_CAP);
            expect(line.points + line.excess).toBe(line.tricks * line.v);
            const excess = d.score.above.filter(
              (l) => l.side === side && l.reason === 'renonceExcess',
            );
            expect(excess.reduce((t, l) => t + l.points, 0)).toBe(line.excess);
            expect(d.score.gameWonBy).not.toBe(side);
          }
        }
      }),
      RUNS,
    );
  });

  it('no rubber has more than three games; only the last may be unfinished', () => {
    fc.assert(
      fc.property(nightArb, ({ settings, deals }) => {
        const { rubbers } = buildSheet(deals, settings);
        rubbers.forEach((rubber, i) => {
          expect(rubber.games.length).toBeLessThanOrEqual(3);
          expect(rubber.gamesWon.A + rubber.gamesWon.B).toBe(
            rubber.games.filter((g) => g.winner).length,
          );
          if (rubber.finished) {
            expect(rubber.gamesWon[rubber.winner!]).toBe(2);
          } else {
            expect(i).toBe(rubbers.length - 1);
            expect(Math.max(rubber.gamesWon.A, rubber.gamesWon.B)).toBeLessThanOrEqual(1);
          }
        });
      }),
      RUNS,
    );
  });

  it('a penalised renonce never helps its side (Δ ≥ 0) unless both sides revoked', () => {
    fc.assert(
      fc.property(nightArb, ({ settings, deals }) => {
        for (const d of buildSheet(deals, settings).rubbers.flatMap((r) => r.deals)) {
          const penalised = penalisedClaims(d.deal.renonces);
          const oneSide = penalised.every((c) => c.side === penalised[0]?.side);
          if (!oneSide && settings.bothSidesRevoke !== 'penaliseBoth') continue;
          (d.deal.renonces ?? []).forEach((c, i) => {
            if (!c.corrected) expect(liabilityDelta(d, i, settings)).toBeGreaterThanOrEqual(0);
          });
        }
      }),
      RUNS,
    );
  });

  it('money sums to zero per rubber, per sheet and per ledger entry', () => {
    fc.assert(
      fc.property(nightArb, fc.constantFrom(1, 5, 10, 100), ({ settings, deals }, unit) => {
        const sheet = buildSheet(deals, settings);
        for (const rubber of sheet.rubbers)
          expect(total(settleRubber(rubber, PLAYERS, settings, unit))).toBe(0);
        const settled = settleSheet(sheet, PLAYERS);
        expect(total(settled)).toBe(0);

        const entries: LedgerEntry[] = deals.map((deal, i) => ({
          id: `d${i}`,
          nightId: 'n',
          seq: i + 1,
          kind: 'vint.deal',
          payload: { deal },
          createdAt: 0,
        }));
        const fold = foldLedger(
          { id: 'n', game: 'vint', players: PLAYERS, currency: 'RUB', settings },
          entries,
          vintReducer,
        );
        for (const c of fold.contributions) expect(total(c.transfers)).toBe(0);
        for (const p of PLAYERS) expect(fold.balances[p]).toBe(settled[p]);
      }),
      RUNS,
    );
  });
});
