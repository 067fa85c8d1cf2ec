// The deal form's logic without a browser: what a half-entered deal still
// needs, what it becomes when complete (worked examples of rules section 8),
// and that a stored draft is read defensively.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VINT_SETTINGS,
  START_POSITION,
  type SheetPosition,
  type VintDeal,
  type VintSettings,
} from '../../../app/engine/games/vint';
import {
  draftFromStored,
  draftOfDeal,
  EMPTY_DRAFT,
  evaluateDraft,
  mayAddClaims,
  trickOutcome,
  withContract,
  type DealDraft,
} from '../../../app/ui/games/vint/draft';

// Seats N, E, S, W: N and S are side A.
const PLAYERS = ['n', 'e', 's', 'w'];
const HONOURS_OFF: VintSettings = { ...DEFAULT_VINT_SETTINGS, honours: 'off' };
const at = (a: number, b: number): SheetPosition => ({ ...START_POSITION, below: { A: a, B: b } });
const ctx = (settings: VintSettings = DEFAULT_VINT_SETTINGS, position = START_POSITION) => ({
  settings,
  position,
});

describe('evaluateDraft', () => {
  it('names every choice still missing on an empty form', () => {
    const e = evaluateDraft(EMPTY_DRAFT, PLAYERS, ctx());
    expect(e.missing).toEqual(['declarer', 'contract', 'tricks', 'honours']);
    expect(e.deal).toBeNull();
    expect(evaluateDraft(EMPTY_DRAFT, PLAYERS, ctx(HONOURS_OFF)).missing).toEqual([
      'declarer',
      'contract',
      'tricks',
    ]);
  });

  it('lets the tricks follow the contract until the scorer taps a count', () => {
    const d = withContract(EMPTY_DRAFT, 3, 'clubs');
    expect(d.tricks).toBe(9);
    expect(withContract(d, 4, 'spades').tricks).toBe(10);
    const tapped = { ...d, tricks: 7, tricksTouched: true };
    expect(withContract(tapped, 5, 'hearts').tricks).toBe(7);
  });

  it('E3: 3 NT with three aces from 380 is game, and asks no trump honours', () => {
    const draft: DealDraft = {
      ...withContract({ ...EMPTY_DRAFT, declarer: 'n' }, 3, 'noTrumps'),
      aces: 3,
    };
    const e = evaluateDraft(draft, PLAYERS, ctx(DEFAULT_VINT_SETTINGS, at(380, 0)));
    expect(e.missing).toEqual([]);
    expect(e.deal).toEqual({
      declaringSide: 'A',
      declarer: 'n',
      level: 3,
      denomination: 'noTrumps',
      tricks: 9,
      honours: { trumps: 0, aces: 3 },
    });
    expect(e.score?.below.A.points).toBe(270);
    expect(e.score?.below.B.points).toBe(120);
    expect(e.score?.above.map((l) => [l.side, l.reason, l.points])).toEqual([
      ['A', 'aces', 2250],
      ['A', 'game', 1000],
    ]);
  });

  it('R2: a revoke needs its offender, whose seat gives the offending side', () => {
    const base: DealDraft = {
      ...withContract({ ...EMPTY_DRAFT, declarer: 's' }, 5, 'diamonds'),
      tricks: 11,
      tricksTouched: true,
      renonces: [{ liable: 'both', corrected: false }],
    };
    expect(evaluateDraft(base, PLAYERS, ctx(HONOURS_OFF)).missing).toEqual(['offender']);
    const e = evaluateDraft(
      { ...base, renonces: [{ offender: 'w', liable: 'both', corrected: false }] },
      PLAYERS,
      ctx(HONOURS_OFF),
    );
    expect(e.deal?.renonces).toEqual([
      { side: 'B', offender: 'w', liable: 'both', corrected: false },
    ]);
    expect(e.score?.below.A.points).toBe(650);
    expect(e.score?.above.map((l) => [l.side, l.reason, l.points])).toEqual([
      ['A', 'renonceMissingTricks', 5000],
      ['A', 'grandSlam', 2000],
      ['A', 'game', 1000],
    ]);
  });

  it('passes on the engine’s objection to impossible honours', () => {
    const draft: DealDraft = {
      ...withContract({ ...EMPTY_DRAFT, declarer: 'e' }, 4, 'spades'),
      trumps: 5,
      aces: 0,
    };
    const e = evaluateDraft(draft, PLAYERS, ctx());
    expect(e.deal).toBeNull();
    expect(e.issues.map((i) => i.code)).toEqual(['vint:errors.trumpAceNotCounted']);
  });

  it('asks who reached 500 first only when both sides do', () => {
    const draft: DealDraft = {
      ...withContract({ ...EMPTY_DRAFT, declarer: 'n' }, 7, 'spades'),
      tricks: 7,
      tricksTouched: true,
    };
    const both = ctx(HONOURS_OFF, at(450, 450));
    const asked = evaluateDraft(draft, PLAYERS, both);
    expect(asked.needsBothFirst).toBe(true);
    expect(asked.missing).toEqual(['bothFirst']);
    const answered = evaluateDraft({ ...draft, bothFirst: 'B' }, PLAYERS, both);
    expect(answered.deal?.bothFirst).toBe('B');
    expect(answered.score?.gameWonBy).toBe('B');
    // Not asked (and not stored) when only one side crosses.
    const one = evaluateDraft({ ...draft, bothFirst: 'B' }, PLAYERS, ctx(HONOURS_OFF, at(450, 0)));
    expect(one.needsBothFirst).toBe(false);
    expect(one.deal?.bothFirst).toBeUndefined();
  });

  it('keeps the entry that first recorded a claim when a deal is corrected', () => {
    const deal: VintDeal = {
      declaringSide: 'B',
      declarer: 'e',
      level: 2,
      denomination: 'hearts',
      tricks: 8,
      renonces: [{ side: 'A', offender: 'n', liable: 'alone', corrected: false, claimedIn: 'x1' }],
    };
    const e = evaluateDraft(draftOfDeal(deal), PLAYERS, ctx(HONOURS_OFF));
    expect(e.deal).toEqual(deal);
  });
});

describe('draftFromStored', () => {
  it('keeps what is valid and drops the rest', () => {
    const stored = {
      declarer: 'n',
      level: 9,
      denomination: 'clubs',
      tricks: 10,
      tricksTouched: true,
      trumps: 'three',
      aces: 2,
      renonces: [{ offender: 'nobody', liable: 'alone', corrected: true }, 'junk'],
      bothFirst: 'C',
      coronets: { A: 50, B: -1 },
    };
    expect(draftFromStored(stored, PLAYERS)).toEqual({
      declarer: 'n',
      denomination: 'clubs',
      tricks: 10,
      tricksTouched: true,
      aces: 2,
      renonces: [{ liable: 'alone', corrected: true }],
      coronets: { A: 50, B: 0 },
    });
    expect(draftFromStored(null, PLAYERS)).toBeUndefined();
    expect(draftFromStored([1, 2], PLAYERS)).toBeUndefined();
  });
});

describe('trickOutcome', () => {
  it('compares the tricks taken with 6 + level (rules §4)', () => {
    expect(trickOutcome(2, 8)).toEqual({ kind: 'made' });
    expect(trickOutcome(2, 7)).toEqual({ kind: 'down', count: 1 });
    expect(trickOutcome(1, 0)).toEqual({ kind: 'down', count: 7 });
    expect(trickOutcome(4, 12)).toEqual({ kind: 'over', count: 2 });
    expect(trickOutcome(7, 13)).toEqual({ kind: 'made' });
  });

  it('says nothing until both the contract and the tricks are known', () => {
    expect(trickOutcome(undefined, 8)).toBeUndefined();
    expect(trickOutcome(3, undefined)).toBeUndefined();
  });
});

describe('mayAddClaims', () => {
  const recorded = { offender: 'e', liable: 'both', corrected: false, claimedIn: 'x1' } as const;
  const fresh = { offender: 'w', liable: 'both', corrected: false } as const;
  it('lets a correction change the claims the deal already had, after the next deal too', () => {
    expect(mayAddClaims({ ...EMPTY_DRAFT, renonces: [recorded] }, false)).toBe(true);
    expect(mayAddClaims({ ...EMPTY_DRAFT, renonces: [] }, false)).toBe(true);
  });

  it('adds a new claim only while no later deal exists (the cards were cut)', () => {
    expect(mayAddClaims({ ...EMPTY_DRAFT, renonces: [recorded, fresh] }, true)).toBe(true);
    expect(mayAddClaims({ ...EMPTY_DRAFT, renonces: [recorded, fresh] }, false)).toBe(false);
  });
});
