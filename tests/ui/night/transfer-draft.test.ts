// The manual transfer's draft (app/ui/night/transfer-draft.ts): "A pays B
// 20 Kč" becomes +2000 / −2000 haléře; two players and a positive amount or
// one clear reason, nothing saved.
import { describe, expect, it } from 'vitest';
import { transferOf } from '../../../app/ui/night/transfer-draft';

describe('a manual transfer', () => {
  it('A pays B 20 Kč: B +2000, A −2000 haléře, note trimmed', () => {
    expect(transferOf({ from: 'a', to: 'b', amount: '20', note: '  beer ' }, 'CZK')).toEqual({
      ok: true,
      payload: { transfers: { a: -2000, b: 2000 }, origin: 'manual', note: 'beer' },
    });
  });

  it('takes a decimal comma and leaves out an empty note', () => {
    expect(transferOf({ from: 'b', to: 'c', amount: '12,50', note: '   ' }, 'RUB')).toEqual({
      ok: true,
      payload: { transfers: { b: -1250, c: 1250 }, origin: 'manual' },
    });
  });

  it('keeps at most 200 characters of a note', () => {
    const checked = transferOf({ from: 'a', to: 'b', amount: '1', note: 'x'.repeat(250) }, 'EUR');
    expect(checked.ok && checked.payload.note?.length).toBe(200);
  });

  it('refuses a missing or the same player before looking at the amount', () => {
    const error = { ok: false, error: 'errors:transfer.players' };
    expect(transferOf({ to: 'b', amount: '20', note: '' }, 'CZK')).toEqual(error);
    expect(transferOf({ from: 'a', to: 'a', amount: 'x', note: '' }, 'CZK')).toEqual(error);
  });

  it('refuses an amount that is not a positive sum of money', () => {
    const error = { ok: false, error: 'errors:transfer.amount' };
    for (const amount of ['', '0', '-5', 'abc']) {
      expect(transferOf({ from: 'a', to: 'b', amount, note: '' }, 'CZK')).toEqual(error);
    }
  });
});
