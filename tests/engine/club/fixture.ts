// The worked examples' club (docs/club.md): five members, two mariáš nights
// in Kč with their figures, and one payment. Builders keep each example's records short.
import type { ClubPayment, ClubRecords, NightResult } from '../../../app/engine/club';

export const MEMBERS = ['eva', 'jana', 'karel', 'milan', 'petr'].map((id) => ({
  id,
  name: id[0]?.toUpperCase() + id.slice(1),
}));

export function night(
  id: string,
  date: string,
  at: string,
  balances: Record<string, number>,
  more: Partial<NightResult> = {},
): NightResult {
  return {
    id,
    nightId: `night-${id}`,
    game: 'marias',
    date,
    at,
    currency: 'CZK',
    seats: Object.keys(balances),
    balances,
    hands: 0,
    ledgerHash: `hash-${id}`,
    ...more,
  };
}

export const N1 = night(
  'n1',
  '2026-01-08',
  '2026-01-08T23:10:00.000Z',
  { karel: -12800, petr: 13100, jana: -2800, eva: 2500 },
  {
    hands: 13,
    figures: {
      karel: { declared: 4, declaredWon: 1, renoncs: 1 },
      petr: { declared: 5, declaredWon: 4, renoncs: 0 },
      jana: { declared: 2, declaredWon: 1, renoncs: 0 },
      eva: { declared: 2, declaredWon: 2, renoncs: 0 },
    },
  },
);
export const N2 = night(
  'n2',
  '2026-01-15',
  '2026-01-15T22:40:00.000Z',
  { karel: 5000, milan: -2000, petr: -3000 },
  {
    hands: 9,
    figures: {
      karel: { declared: 4, declaredWon: 3, renoncs: 0 },
      milan: { declared: 3, declaredWon: 1, renoncs: 0 },
      petr: { declared: 2, declaredWon: 0, renoncs: 1 },
    },
  },
);

export const pay = (
  id: string,
  from: string,
  to: string,
  amount: number,
  at: string,
): ClubPayment => ({
  id,
  from,
  to,
  amount,
  currency: 'CZK',
  at,
});

export const JANA_PAYS = pay('p1', 'jana', 'petr', 2000, '2026-01-16T18:00:00.000Z');

export function club(more: Partial<ClubRecords> = {}): ClubRecords {
  return { members: MEMBERS, results: [N1, N2], withdrawals: [], payments: [JANA_PAYS], ...more };
}
