// Carry-over: what stays unpaid opens the next night with the same players,
// as a 'transfer' entry the ledger fold scores like any other.
import { describe, expect, it } from 'vitest';
import { foldLedger } from '../../../app/engine/ledger/fold';
import type { GameReducer, LedgerEntry, NightInfo } from '../../../app/engine/ledger/types';
import {
  canCarryOver,
  carryOverPayload,
  carryOverTransfers,
  minTransfers,
  paidFlagsFromMarks,
  samePlayers,
  SettlementError,
  unpaidAfter,
  type Payment,
} from '../../../app/engine/settlement';
import { ZeroSumError } from '../../../app/engine/transfers';

const payments: Payment[] = [
  { from: 'c', to: 'a', amount: 30 },
  { from: 'c', to: 'b', amount: 80 },
  { from: 'e', to: 'd', amount: 100 },
];

describe('unpaidAfter', () => {
  it('keeps every balance open while nothing is paid', () => {
    expect(unpaidAfter(payments, [false, false, false])).toEqual({
      a: 30,
      b: 80,
      c: -110,
      d: 100,
      e: -100,
    });
  });

  it('drops what was paid', () => {
    expect(unpaidAfter(payments, [true, false, true])).toEqual({ b: 80, c: -80 });
    expect(unpaidAfter(payments, [true, true, true])).toEqual({});
  });

  it('refuses paid flags that do not match the payments', () => {
    expect(() => unpaidAfter(payments, [true])).toThrow(SettlementError);
  });
});

describe('paidFlagsFromMarks', () => {
  it('matches marks by payer, payee and amount, each mark once', () => {
    const twice: Payment[] = [...payments, { from: 'c', to: 'a', amount: 30 }];
    const marks = [
      { from: 'c', to: 'a', amount: 30 },
      { from: 'e', to: 'd', amount: 99 }, // the night changed after this was paid
    ];
    expect(paidFlagsFromMarks(twice, marks)).toEqual([true, false, false, false]);
  });
});

describe('carryOverTransfers', () => {
  it('turns the open balances into zero-sum opening transfers', () => {
    expect(carryOverTransfers({ b: 80, c: -80, a: 0 })).toEqual({ b: 80, c: -80 });
  });

  it('refuses open balances that do not net out', () => {
    expect(() => carryOverTransfers({ b: 80, c: -79 })).toThrow(ZeroSumError);
  });

  it('builds the payload of the opening entry, or nothing when all is paid', () => {
    expect(carryOverPayload({ b: 80, c: -80 })).toEqual({
      transfers: { b: 80, c: -80 },
      origin: 'carry-over',
    });
    expect(carryOverPayload({})).toBeNull();
  });

  it('opens the next night where the last one left off', () => {
    const first = { a: 30, b: 80, c: -110, d: 100, e: -100 };
    const settled = minTransfers(first, ['a', 'b', 'c', 'd', 'e']);
    const open = unpaidAfter(
      settled,
      settled.map((p) => p.from === 'e'),
    );
    const payload = carryOverPayload(open);
    const next: NightInfo = {
      id: 'n2',
      game: 'marias',
      players: ['e', 'd', 'c', 'b', 'a'],
      currency: 'CZK',
      settings: {},
    };
    expect(canCarryOver(open, next.players)).toBe(true);
    const opening: LedgerEntry = {
      id: 'x1',
      nightId: 'n2',
      seq: 1,
      kind: 'transfer',
      payload,
      createdAt: 1,
    };
    const noGame: GameReducer<null> = {
      game: 'marias',
      init: () => null,
      step: () => ({ state: null, transfers: {} }),
    };
    const { balances } = foldLedger(next, [opening], noGame);
    expect(balances).toEqual({ a: 30, b: 80, c: -110, d: 0, e: 0 });
  });
});

describe('samePlayers', () => {
  it.each([
    { a: ['x', 'y', 'z'], b: ['z', 'x', 'y'], same: true },
    { a: ['x', 'y'], b: ['x', 'y', 'z'], same: false },
    { a: ['x', 'y', 'z'], b: ['x', 'y', 'w'], same: false },
    { a: ['x', 'x', 'y'], b: ['y', 'x'], same: true },
    { a: [], b: [], same: true },
  ])('$a vs $b → $same', ({ a, b, same }) => {
    expect(samePlayers(a, b)).toBe(same);
    expect(samePlayers(b, a)).toBe(same);
  });

  it('lets a debt carry only to a night where its players sit', () => {
    expect(canCarryOver({ a: 10, b: -10 }, ['a', 'c'])).toBe(false);
    expect(canCarryOver({ a: 0 }, [])).toBe(true);
  });
});
