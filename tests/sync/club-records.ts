// Club records and rows for the sync tests (the shapes of app/engine/club/records.ts).
import type { ClubRecord } from '../../app/engine/club';
import type { ClubRow } from '../../app/storage';

export const AT = '2026-01-08T22:00:00.000Z';

export const member = (id: string, name = id): ClubRecord => ({ kind: 'member', id, name, at: AT });

export const payment = (id: string, from: string, to: string, amount = 100): ClubRecord => ({
  kind: 'payment',
  id,
  from,
  to,
  amount,
  currency: 'CZK',
  at: AT,
});

export const tournament = (id: string, players: readonly string[]): ClubRecord => ({
  kind: 'tournament',
  id,
  game: 'marias',
  format: 'rotation',
  scoring: 'placings',
  tableSize: 3,
  rounds: 3,
  players: [...players],
  seed: 7,
  at: AT,
});

export const clubRow = (over: Partial<ClubRow> = {}): ClubRow => ({
  id: 'KocourKocourKocourKocA',
  name: 'U Kocoura',
  role: 'member',
  secret: 'm'.repeat(22),
  links: { member: 'm'.repeat(22) },
  server: 'http://127.0.0.1:1',
  matches: {},
  createdAt: 1,
  ...over,
});
