// A payment on the club's tab is checked by the club fold itself before it is
// written (app/ui/club/pay.ts): part of a debt passes, more than the debt is
// refused with the most that could be paid (docs/club.md, C3 example).
import { describe, expect, it } from 'vitest';
import type { ClubRecords, NightResult } from '../../../app/engine/club';
import { mergeIssue, paymentIssue } from '../../../app/ui/club/pay';

const night = (id: string, balances: Record<string, number>, at: string): NightResult => ({
  id,
  nightId: `n-${id}`,
  game: 'marias',
  date: at.slice(0, 10),
  at,
  currency: 'CZK',
  seats: Object.keys(balances),
  balances,
  hands: 10,
  ledgerHash: `h-${id}`,
});

const records: ClubRecords = {
  members: ['eva', 'milan', 'petr'].map((id) => ({ id, name: id })),
  results: [night('r1', { eva: 2000, milan: -2000 }, '2026-01-08T22:00:00.000Z')],
  withdrawals: [],
  payments: [],
};

const pay = (amount: number) => ({
  id: 'p1',
  from: 'milan',
  to: 'eva',
  amount,
  currency: 'CZK' as const,
  at: '2026-01-09T10:00:00.000Z',
});

describe('paymentIssue', () => {
  it('lets all or part of the debt be paid', () => {
    expect(paymentIssue(records, pay(2000))).toBeUndefined();
    expect(paymentIssue(records, pay(500))).toBeUndefined();
  });

  it('refuses more than the debt, with the most that could be paid', () => {
    expect(paymentIssue(records, pay(2500))).toEqual({
      code: 'errors:club.paymentTooLarge',
      record: 'p1',
      params: { max: 2000 },
    });
    const partly = {
      ...records,
      payments: [{ ...pay(1500), id: 'p0', at: '2026-01-09T09:00:00.000Z' }],
    };
    expect(paymentIssue(partly, pay(600))?.params).toEqual({ max: 500 });
  });
});

describe('a merge is asked of the club fold before it is written (C2)', () => {
  it('lets two who never sat together be one person', () => {
    expect(mergeIssue(records, 'petr', 'eva')).toBeUndefined();
  });

  it('refuses two who sat at the same night, naming the member', () => {
    expect(mergeIssue(records, 'milan', 'eva')).toMatchObject({
      code: 'errors:club.mergeSatTogether',
      record: 'milan',
    });
  });

  it('refuses a member merged into himself, and a circle', () => {
    expect(mergeIssue(records, 'eva', 'eva')?.code).toBe('errors:club.mergeCycle');
    const merged = {
      ...records,
      members: records.members.map((m) => (m.id === 'petr' ? { ...m, mergedInto: 'eva' } : m)),
    };
    expect(mergeIssue(merged, 'eva', 'petr')?.code).toBe('errors:club.mergeCycle');
    expect(mergeIssue(merged, 'milan', 'petr')?.code).toBe('errors:club.mergeSatTogether');
  });
});
