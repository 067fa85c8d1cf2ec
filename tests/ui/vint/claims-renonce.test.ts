// The void dialog offers "there was no renonc" for entries the game says claim
// one (GameUi.claimsRenonc): a vint deal carrying a renonce (in payload.deal,
// where the old check in void-dialog.tsx never looked), nothing else.
import { describe, expect, it } from 'vitest';
import { vintClaimsRenonce } from '../../../app/ui/games/vint/describe';

const deal = (extra: Record<string, unknown>) => ({
  kind: 'vint.deal',
  payload: { deal: { declarer: 'n', level: 2, denomination: 'hearts', tricks: 8, ...extra } },
});

describe('vintClaimsRenonce', () => {
  it('is true for a deal with a renonce', () => {
    expect(vintClaimsRenonce(deal({ renonces: [{ offender: 'e' }] }))).toBe(true);
  });
  it('is false for a deal without one, an empty list, or another kind', () => {
    expect(vintClaimsRenonce(deal({}))).toBe(false);
    expect(vintClaimsRenonce(deal({ renonces: [] }))).toBe(false);
    expect(vintClaimsRenonce({ kind: 'transfer', payload: { renonces: [1] } })).toBe(false);
    expect(vintClaimsRenonce({ kind: 'vint.deal', payload: null })).toBe(false);
  });
});
