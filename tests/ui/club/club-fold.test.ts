import { describe, expect, it } from 'vitest';
import {
  clubView,
  DEFAULT_CLUB_SETTINGS,
  type ClubDocumentRecords,
  type NightResult,
} from '../../../app/engine/club';
import { clubViewOf } from '../../../app/ui/club/club-fold';

const IDS = ['a', 'b', 'c', 'd'];

function records(results: NightResult[]): ClubDocumentRecords {
  return {
    members: IDS.map((id) => ({ id, name: id.toUpperCase() })),
    results,
    withdrawals: [],
    payments: [],
    tournaments: [],
    settings: DEFAULT_CLUB_SETTINGS,
  };
}

const night: NightResult = {
  id: 'r1',
  nightId: 'n-r1',
  game: 'marias',
  date: '2026-12-03',
  at: '2026-12-03T20:00:00.000Z',
  currency: 'CZK',
  seats: IDS,
  balances: { a: 300, b: 100, c: -100, d: -300 },
  hands: 10,
  ledgerHash: 'h-r1',
};

describe('the club fold once per records object', () => {
  it('is the fold of those records, and the same view when asked again', () => {
    const club = records([night]);
    const view = clubViewOf(club);
    expect(view).toEqual(clubView(club));
    expect(clubViewOf(club)).toBe(view);
  });

  it('folds records that came as a new object anew (a record arrived)', () => {
    const before = clubViewOf(records([]));
    const after = clubViewOf(records([night]));
    expect(before.nights).toHaveLength(0);
    expect(after.nights.map((n) => n.nightId)).toEqual(['n-r1']);
    expect(after.tabs[0]?.nets).toEqual({ a: 300, b: 100, c: -100, d: -300 });
  });
});
