// The new-night table as plain data (app/ui/screens/seating.ts) and who may
// write on the night screen (night-writes.ts): worked examples with the games'
// own numbers (vint: four players at N, E, S, W, RUB; mariáš: 3–4, CZK).
import { describe, expect, it } from 'vitest';
import type { GameKind } from '../../../app/engine';
import { isReadOnly } from '../../../app/ui/screens/night-writes';
import {
  moveSeat,
  playersOf,
  seatOf,
  toggleSeat,
  usualCurrency,
} from '../../../app/ui/screens/seating';

const marias: GameKind = 'marias';
const vint: GameKind = 'vint';
const preferans: GameKind = 'preferans';

describe('seating a new night', () => {
  it('seats a tapped player last and takes a seated one off', () => {
    expect(toggleSeat([], 'a')).toEqual(['a']);
    expect(toggleSeat(['a', 'b'], 'c')).toEqual(['a', 'b', 'c']);
    expect(toggleSeat(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });

  it('moves one player a seat up or down, the others keep their order', () => {
    expect(moveSeat(['a', 'b', 'c', 'd'], 2, -1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveSeat(['a', 'b', 'c', 'd'], 0, 1)).toEqual(['b', 'a', 'c', 'd']);
    expect(moveSeat(['a', 'b', 'c', 'd'], 3, -1)).toEqual(['a', 'b', 'd', 'c']);
  });

  it('moves nobody off the ends of the table', () => {
    expect(moveSeat(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveSeat(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
    expect(moveSeat([], 0, 1)).toEqual([]);
  });

  it('does not change the seating it was given', () => {
    const seated = ['a', 'b', 'c'] as const;
    moveSeat(seated, 0, 1);
    toggleSeat(seated, 'a');
    expect(seated).toEqual(['a', 'b', 'c']);
  });

  it('names the seats where the game has them, else leaves the number', () => {
    expect([0, 1, 2, 3].map((i) => seatOf(vint, i))).toEqual(['N', 'E', 'S', 'W']);
    expect(seatOf(vint, 4)).toBeUndefined();
    expect(seatOf(marias, 0)).toBeUndefined();
  });

  it('knows how many each game seats', () => {
    expect(playersOf(vint)).toEqual({ min: 4, max: 4 });
    expect(playersOf(marias)).toEqual({ min: 3, max: 4 });
    expect(playersOf(preferans)).toEqual({ min: 3, max: 4 });
  });
});

describe('the currency offered on a change of game', () => {
  it("follows the game while the scorer kept the game's own", () => {
    expect(usualCurrency(marias, vint, 'CZK')).toBe('RUB');
    expect(usualCurrency(vint, marias, 'RUB')).toBe('CZK');
    expect(usualCurrency(vint, preferans, 'RUB')).toBe('RUB');
  });

  it('keeps a currency chosen by hand', () => {
    expect(usualCurrency(marias, vint, 'EUR')).toBe('EUR');
    expect(usualCurrency(vint, marias, 'CZK')).toBe('CZK');
  });
});

describe('who may write on a night', () => {
  it('a night of this phone only, or shared as a scorer, takes entries', () => {
    expect(isReadOnly(null)).toBe(false);
    expect(isReadOnly(undefined)).toBe(false);
    expect(isReadOnly({ role: 'scorer', state: 'active' })).toBe(false);
  });

  it('a viewer, or a phone whose link was revoked, only watches', () => {
    expect(isReadOnly({ role: 'viewer', state: 'active' })).toBe(true);
    expect(isReadOnly({ role: 'scorer', state: 'revoked' })).toBe(true);
  });
});
