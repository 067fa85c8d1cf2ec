// The season as chart steps (app/ui/club/season-chart.ts): one step per
// counted night of the game, currency and season, in the order played, each
// step the night's balances; members in the order they first sat.
import { describe, expect, it } from 'vitest';
import type { NightResult } from '../../../app/engine/club';
import { seasonSteps } from '../../../app/ui/club/season-chart';

const night = (id: string, date: string, balances: Record<string, number>, game = 'marias') =>
  ({
    id,
    nightId: `n-${id}`,
    game,
    date,
    at: `${date}T22:00:00.000Z`,
    currency: 'CZK',
    seats: Object.keys(balances),
    balances,
    hands: 1,
    ledgerHash: 'h',
  }) as NightResult;

describe('seasonSteps', () => {
  it('keeps one game, currency and season, by date, each night one step', () => {
    const nights = [
      night('b', '2026-02-01', { jana: 300, petr: -300 }),
      night('a', '2026-01-08', { eva: 100, jana: -100 }),
      night('v', '2026-01-09', { eva: 5, jana: -5 }, 'vint'),
      night('old', '2025-12-30', { eva: 7, jana: -7 }),
    ];
    const year = (date: string) => date.slice(0, 4);
    const out = seasonSteps(nights, 'marias', 'CZK', year, '2026');
    expect(out.steps.map((s) => s.entryId)).toEqual(['a', 'b']);
    expect(out.steps.map((s) => s.transfers)).toEqual([
      { eva: 100, jana: -100 },
      { jana: 300, petr: -300 },
    ]);
    expect(out.members).toEqual(['eva', 'jana', 'petr']);
    expect(seasonSteps(nights, 'marias', 'EUR', year, '2026').steps).toEqual([]);
  });
});
