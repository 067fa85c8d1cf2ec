// The club "U Kocoura" of the tournament e2e, written straight into the
// app's database by the one seeding helper (seed-club.ts), and its results.
import type { Page } from '@playwright/test';
import { seedClub as seedAnyClub, writeClubRecords as writeRecords } from './seed-club';

export const CLUB_ID = 'UKocouraClubTest000001';
export const MEMBERS = [
  ['m-a', 'Adam Král'],
  ['m-b', 'Bára Nováková'],
  ['m-c', 'Cyril Malý'],
  ['m-d', 'Dana Veselá'],
  ['m-e', 'Emil Horák'],
  ['m-f', 'Františka Dvořáková'],
  ['m-g', 'Gustav Procházka'],
  ['m-h', 'Hana Černá'],
] as const;

/** Puts `records` (club record values) into the club's document on this phone. */
export async function writeClubRecords(page: Page, records: readonly object[]): Promise<void> {
  await writeRecords(page, CLUB_ID, records as { id: string }[]);
}

/** The club "U Kocoura" on this phone with `role`, and its eight members. */
export async function seedClub(page: Page, role: 'admin' | 'member' | 'board'): Promise<void> {
  await seedAnyClub(page, {
    id: CLUB_ID,
    name: 'U Kocoura',
    role,
    records: MEMBERS.map(([id, name]) => ({
      kind: 'member',
      id,
      name,
      at: '2026-12-01T18:00:00.000Z',
    })),
  });
}

/** A table's result record: `money` per seat in minor units, in seating order. */
export function resultRecord(
  id: string,
  slot: { tournamentId: string; round: number; table: number },
  seats: readonly string[],
  money: readonly number[],
): object {
  return {
    kind: 'result',
    id,
    nightId: `night-${id}`,
    game: 'marias',
    date: '2026-12-04',
    at: `2026-12-04T19:${String(10 + slot.round * 10 + slot.table).padStart(2, '0')}:00.000Z`,
    currency: 'CZK',
    seats,
    balances: Object.fromEntries(seats.map((s, i) => [s, money[i]])),
    hands: 12,
    ledgerHash: `hash-${id}`,
    tournament: slot,
  };
}

/** A row of the tournament table as the screen carries it in its data attributes. */
export interface TournamentRow {
  member: string;
  points: number;
  money: number;
}

/** The tournament table's rows from top to bottom (the director's screen or the board). */
export async function tournamentRows(page: Page): Promise<TournamentRow[]> {
  return page.locator('[data-testid="tournament-table"] tbody tr').evaluateAll((rows) =>
    rows.map((r) => ({
      member: r.getAttribute('data-member') ?? '',
      points: Number(r.getAttribute('data-points')),
      money: Number(r.getAttribute('data-money')),
    })),
  );
}
