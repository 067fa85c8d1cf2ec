// Renonc fines (rules section 9): tiers 1 and 2 at fixed amounts, 3A/3B at
// the value V of the announced and flecked game, and their validation.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MARIAS_SETTINGS,
  MariasValidationError,
  RENONC_REASONS,
  RENONC_TIERS,
  renoncReasonsFor,
  renoncValue,
  settleMariasRenonc,
  validateMariasRenonc,
  type MariasContract,
  type MariasRenonc,
  type MariasSeating,
  type MariasSettings,
} from '../../../app/engine/games/marias';

const seating: MariasSeating = { players: ['A', 'B', 'C'], dealer: 'C' };
const seating4: MariasSeating = { players: ['A', 'B', 'C'], dealer: 'D', sitter: 'D' };
const base = DEFAULT_MARIAS_SETTINGS;
const individual: MariasSettings = { ...base, flekScope: 'individual' };
const money = (r: MariasRenonc, settings = base, s = seating) =>
  settleMariasRenonc(settings, s, r).transfers;
const fields = (r: MariasRenonc, settings = base, s = seating) =>
  validateMariasRenonc(settings, s, r).map((i) => [i.code.replace('marias:errors.', ''), i.field]);

const sedma: MariasContract = {
  declarer: 'A',
  game: 'sedma',
  hearts: true,
  flek: { game: 2, sedma: 1 },
};
const t3 = (tier: '3A' | '3B', offender: string, contract: MariasContract): MariasRenonc => ({
  tier,
  claimant: offender === 'C' ? 'B' : 'C',
  offender,
  reason: 'notFollowingSuit',
  contract,
});

describe('tier 1 and 2 fines', () => {
  it('a sitter who offends pays the three active players; the sitter never receives', () => {
    const misdeal: MariasRenonc = {
      tier: 1,
      claimant: 'A',
      offender: 'D',
      reason: 'secondMisdeal',
    };
    expect(money(misdeal, base, seating4)).toEqual({ A: 200, B: 200, C: 200, D: -600 });
    const signals: MariasRenonc = { tier: 2, claimant: 'A', offender: 'B', reason: 'signals' };
    expect(money(signals, base, seating4)).toEqual({ A: 2000, B: -4000, C: 2000, D: 0 });
  });

  it('renoncFines changes the amounts, unitPrice does not', () => {
    const settings = { ...base, unitPrice: 10, renoncFines: { tier1: 500, tier2: 5000 } };
    const r: MariasRenonc = { tier: 1, claimant: 'A', offender: 'B', reason: 'wrongCut' };
    expect(money(r, settings)).toEqual({ A: 500, B: -1000, C: 500 });
    expect(money({ ...r, tier: 2, reason: 'trumpDiscarded' }, settings)).toEqual({
      A: 5000,
      B: -10000,
      C: 5000,
    });
  });
});

describe('tier 3: V', () => {
  it('kilo proti replaces hra in V, at one step, ×2 in hearts', () => {
    const c: MariasContract = {
      declarer: 'A',
      game: 'hra',
      hearts: true,
      kiloProti: true,
      flek: { kiloProti: 1 },
    };
    expect(renoncValue(base, c)).toBe(4 * 2 * 2);
  });

  it('107 together: the game flek flecks the sedma too', () => {
    const c: MariasContract = { declarer: 'A', game: '107', flek: { game: 1 } };
    expect(renoncValue({ ...base, sto107: 'together' }, c)).toBe(4 * 2 + 2 * 2);
    expect(renoncValue(base, c)).toBe(4 * 2 + 2);
  });

  it('betl and durch at their tariff', () => {
    expect(
      renoncValue({ ...base, tariff: 'csm' }, { declarer: 'A', game: 'durch', flek: { game: 1 } }),
    ).toBe(60);
  });

  it('3A with individual flek: the declarer pays V(d) to each defender', () => {
    const c: MariasContract = { declarer: 'A', game: 'betl', flekBy: { B: { game: 2 } } };
    expect(money(t3('3A', 'A', c), individual)).toEqual({ A: -2500, B: 2000, C: 500 });
  });

  it('3B with individual flek: V(p) to the partner, V(d) + V(p) to the declarer', () => {
    const c: MariasContract = { declarer: 'A', game: 'betl', flekBy: { B: { game: 2 } } };
    expect(money(t3('3B', 'C', c), individual)).toEqual({ A: 2500, B: 2000, C: -4500 });
    expect(money(t3('3B', 'B', c), individual)).toEqual({ A: 2500, B: -3000, C: 500 });
  });

  it('each V(d) is clamped to the limit', () => {
    const csm = { ...base, limit: 'csm' as const };
    const c: MariasContract = { declarer: 'A', game: 'durch', flek: { game: 6 }, raisedBy: ['B'] };
    expect(renoncValue(csm, c)).toBe(640);
    expect(renoncValue(csm, c, 'B')).toBe(500);
    expect(money(t3('3A', 'A', c), csm)).toEqual({ A: -100000, B: 50000, C: 50000 });
    expect(money(t3('3B', 'C', c), csm)).toEqual({ A: 100000, B: 50000, C: -150000 });
    // individual: B raised up to kajzr, C flecked once: 750 for both
    const ind = { ...csm, flekScope: 'individual' as const };
    const c2: MariasContract = {
      declarer: 'A',
      game: 'durch',
      flekBy: { B: { game: 6 }, C: { game: 1 } },
    };
    expect(money(t3('3A', 'A', c2), ind)).toEqual({ A: -66000, B: 64000, C: 2000 });
    expect(renoncValue(ind, { ...c2, flekBy: { B: { game: 6 } } }, 'B')).toBe(500);
  });

  it('four at the table: the sitter takes no part in a tier-3 renonc', () => {
    const settings = { ...base, sitterPays: true };
    expect(money(t3('3A', 'A', sedma), settings, seating4)).toEqual({
      A: -3200,
      B: 1600,
      C: 1600,
      D: 0,
    });
  });
});

describe('validateMariasRenonc', () => {
  const r1: MariasRenonc = { tier: 1, claimant: 'A', offender: 'B', reason: 'wrongCut' };
  it.each([
    [
      'a claimant who is not at the table',
      { ...r1, claimant: 'Z' },
      [['claimantNotSeated', 'claimant']],
    ],
    [
      'an offender who is not at the table',
      { ...r1, offender: 'Z' },
      [['offenderNotSeated', 'offender']],
    ],
    [
      'a claimant who is the offender',
      { ...r1, claimant: 'B' },
      [['claimantIsOffender', 'claimant']],
    ],
    ['an unknown tier', { ...r1, tier: 4 as never }, [['renoncTierInvalid', 'tier']]],
    [
      'a reason of another tier',
      { ...r1, reason: 'notFollowingSuit' },
      [['renoncReasonInvalid', 'reason']],
    ],
    ['another dealer than the seating', { ...r1, dealer: 'A' }, [['dealerMismatch', 'dealer']]],
    [
      'tier 3 without the contract',
      { ...t3('3A', 'A', sedma), contract: undefined },
      [['renoncContractMissing', 'contract']],
    ],
    ['3A by a defender', t3('3A', 'B', sedma), [['renoncOffenderNotDeclarer', 'offender']]],
    ['3B by the declarer', t3('3B', 'A', sedma), [['renoncOffenderNotDefender', 'offender']]],
    [
      'an impossible contract',
      t3('3A', 'A', { declarer: 'A', game: 'betl', hearts: true }),
      [['heartsWithBetl', 'contract.hearts']],
    ],
    [
      'a flek above the maximum',
      t3('3A', 'A', { declarer: 'A', game: 'hra', flek: { game: 7 } }),
      [['flekTooHigh', 'contract.flek.game']],
    ],
  ] as [string, MariasRenonc, string[][]][])('%s', (_name, r, expected) => {
    expect(fields(r)).toEqual(expected);
  });

  it('3B by the sitter', () => {
    expect(fields({ ...t3('3B', 'D', sedma), claimant: 'A' }, base, seating4)).toEqual([
      ['renoncOffenderNotDefender', 'offender'],
    ]);
  });

  it('the sitter may claim', () => {
    expect(fields({ ...r1, claimant: 'D' }, base, seating4)).toEqual([]);
  });

  it('under the ČSM limit asks who raised when V exceeds 500', () => {
    const csm = { ...base, limit: 'csm' as const };
    const c: MariasContract = { declarer: 'A', game: 'durch', flek: { game: 6 } };
    expect(fields(t3('3A', 'A', c), csm)).toEqual([['raisedByMissing', 'contract.raisedBy']]);
  });

  it('never produces money for an invalid renonc', () => {
    expect(() => settleMariasRenonc(base, seating, { ...r1, offender: 'Z' })).toThrow(
      MariasValidationError,
    );
  });
});

describe('reasons', () => {
  it('every tier has the seed’s reasons; 3A and 3B share one list', () => {
    expect(RENONC_TIERS.map((t) => renoncReasonsFor(t).length)).toEqual([9, 3, 7, 7]);
    expect(renoncReasonsFor('3A')).toBe(renoncReasonsFor('3B'));
    const all = Object.values(RENONC_REASONS).flat();
    expect(new Set(all).size).toBe(all.length);
  });
});
