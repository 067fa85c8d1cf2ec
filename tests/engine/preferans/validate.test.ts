// Refused deals (issue 14, Validation): each names what is wrong as a
// 'preferans:errors.*' key with the field, and nothing is scored.
import { describe, expect, it } from 'vitest';
import {
  addDeal,
  newPulka,
  resolvePreferansSettings,
  SOCHI,
  validatePreferansDeal,
  type PreferansSettings,
} from '../../../app/engine/games/preferans';
import { contract, P3, P4, settings } from './helpers';

const codes = (
  deal: unknown,
  s: PreferansSettings = SOCHI,
  players: readonly string[] = P3,
  series = 0,
) =>
  validatePreferansDeal(deal, { players, settings: s, series }).map((i) =>
    i.code.replace('preferans:errors.', ''),
  );

describe('validatePreferansDeal', () => {
  it('accepts the worked examples’ deals', () => {
    expect(codes(contract(6, 'pass', 'whist', [6, 1, 3]))).toEqual([]);
    expect(codes(contract(6, 'pass', 'half'))).toEqual([]);
    expect(codes({ type: 'misere', dealer: 'C', declarer: 'A', declarerTricks: 2 })).toEqual([]);
  });

  it('refuses tricks that do not sum to 10 over the active players', () => {
    expect(codes(contract(6, 'pass', 'whist', [6, 1, 2]))).toEqual(['tricksNotTen']);
    expect(codes({ type: 'allPass', dealer: 'C', tricks: { A: 5, B: 5, C: 1 } })).toEqual([
      'tricksNotTen',
    ]);
    expect(codes(contract(6, 'pass', 'whist', [6, 1, -3]))).toEqual(['tricksOutOfRange']);
    expect(codes(contract(6, 'pass', 'whist'))).toEqual(['tricksRequired']);
    expect(codes(contract(6, 'pass', 'pass', [6, 2, 2]))).toEqual(['tricksNotPlayed']);
    expect(
      codes({ ...contract(6, 'pass', 'whist', [6, 1, 3]), tricks: { A: 6, B: 1, C: 3, Z: 0 } }),
    ).toEqual(['tricksUnknownPlayer']);
  });

  it('refuses an active player’s tricks left out, even when the rest add up to 10 (#28)', () => {
    const leftOut = { ...contract(6, 'pass', 'whist', [6, 0, 4]), tricks: { A: 6, C: 4 } };
    expect(codes(leftOut)).toEqual(['tricksMissing']);
    expect(
      validatePreferansDeal(leftOut, { players: P3, settings: SOCHI, series: 0 })[0]!.field,
    ).toBe('tricks.B');
    expect(codes({ type: 'allPass', dealer: 'C', tricks: { A: 5, B: 5 } })).toEqual([
      'tricksMissing',
    ]);
    // The sitter may be left out (or written with 0): he plays no trick.
    const four = contract(6, 'pass', 'whist', [6, 0, 4], { dealer: 'D' });
    expect(codes(four, SOCHI, P4)).toEqual([]);
  });

  it('refuses an all-pass that carries a declarer, a contract or calls (#28)', () => {
    const allPass = { type: 'allPass', dealer: 'C', tricks: { A: 2, B: 5, C: 3 } };
    expect(codes({ ...allPass, declarer: 'A' })).toEqual(['allPassDeclarer']);
    expect(codes({ ...allPass, firstCall: 'whist', secondCall: 'pass' })).toEqual([
      'allPassCalls',
      'allPassCalls',
    ]);
    expect(codes({ ...allPass, level: 6, suit: 'spades' })).toEqual([
      'allPassContract',
      'allPassContract',
    ]);
  });

  it('refuses a half-whist where it is not allowed', () => {
    expect(codes(contract(8, 'pass', 'half'))).toEqual(['halfWhistLevel']);
    expect(codes(contract(6, 'whist', 'half'))).toEqual(['halfWhistAfterWhist']);
    expect(codes(contract(6, 'pass', 'half'), settings({ halfWhist: 'off' }))).toEqual([
      'halfWhistOff',
    ]);
  });

  it('refuses a call sequence that cannot happen', () => {
    expect(codes({ ...contract(6, 'pass', 'pass'), firstCall: 'half' })).toEqual(['unknownCall']);
    expect(codes(contract(6, 'pass', 'pass'), settings({ stalingrad: true }))).toEqual([
      'stalingradMustBeWhisted',
    ]);
    expect(
      codes(contract(10, 'pass', 'whist', [10, 0, 0]), settings({ tenChecked: true })),
    ).toEqual(['tenMustBeWhisted']);
    expect(codes(contract(11, 'pass', 'pass'))).toEqual(['levelOutOfRange']);
    expect(codes({ ...contract(6, 'pass', 'pass'), suit: 'stars' })).toEqual(['unknownSuit']);
  });

  it('refuses a misère with whists', () => {
    expect(
      codes({ type: 'misere', dealer: 'C', declarer: 'A', declarerTricks: 0, firstCall: 'whist' }),
    ).toEqual(['misereWithWhists']);
    expect(codes({ type: 'misere', dealer: 'C', declarer: 'A', declarerTricks: 11 })).toEqual([
      'tricksOutOfRange',
    ]);
  });

  it('refuses a dealer who plays in a four-player pulka', () => {
    expect(
      codes(contract(6, 'pass', 'pass', undefined, { dealer: 'D', declarer: 'D' }), SOCHI, P4),
    ).toEqual(['dealerPlays']);
    const tricks = { A: 6, B: 1, C: 2, D: 1 };
    expect(
      codes({ ...contract(6, 'pass', 'whist', [6, 1, 3], { dealer: 'D' }), tricks }, SOCHI, P4),
    ).toEqual(['tricksForSitter']);
    expect(codes(contract(6, 'pass', 'pass', undefined, { dealer: 'X' }))).toEqual([
      'dealerNotAtTable',
    ]);
    expect(codes(contract(6, 'pass', 'pass', undefined, { declarer: 'X' }))).toEqual([
      'declarerNotAtTable',
    ]);
  });

  it('checks the exit after an all-pass', () => {
    const seven = settings({ passExit: 'sevenPlus' });
    expect(codes(contract(6, 'pass', 'pass'), seven, P3, 1)).toEqual(['exitTooLow']);
    expect(codes(contract(7, 'pass', 'pass'), seven, P3, 1)).toEqual([]);
    expect(codes(contract(6, 'pass', 'pass'), seven, P3, 0)).toEqual([]);
    const stepwise = settings({ passExit: 'sixThenSeven' });
    expect(codes(contract(6, 'pass', 'pass'), stepwise, P3, 1)).toEqual([]);
    expect(codes(contract(6, 'pass', 'pass'), stepwise, P3, 2)).toEqual(['exitTooLow']);
  });

  it('refuses garbage from storage', () => {
    expect(codes(null)).toEqual(['invalidPayload']);
    expect(codes({ type: 'bid' })).toEqual(['unknownDealType']);
    expect(codes({ ...contract(6, 'pass', 'pass'), helpOrder: ['A', 'A'] })).toEqual([
      'invalidHelpOrder',
    ]);
  });

  it('changes nothing when a deal is refused', () => {
    const pulka = newPulka(P3);
    const step = addDeal(pulka, contract(6, 'pass', 'whist', [6, 1, 2]), P3, SOCHI);
    expect(step.ok).toBe(false);
    expect(pulka.records).toEqual([]);
  });
});

describe('resolvePreferansSettings', () => {
  it('merges over a base and names bad values', () => {
    const r = resolvePreferansSettings({ whistFactor: 2, pulyaSize: 10 });
    expect(r.issues).toEqual([]);
    expect(r.settings).toMatchObject({ whistFactor: 2, pulyaSize: 10, remizFactor: 1 });
    const bad = resolvePreferansSettings({ whistFactor: 3, pulyaSize: 0, progression: [] });
    expect(bad.issues.map((i) => i.code)).toEqual([
      'preferans:errors.invalidPulyaSize',
      'preferans:errors.invalidProgression',
      'preferans:errors.invalidSetting',
    ]);
    expect(resolvePreferansSettings('x').issues[0]!.code).toBe('preferans:errors.invalidSettings');
  });
});
