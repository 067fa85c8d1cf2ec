// The mariáš reducer: dealer rotation, sitter, forhont, hands and rounds,
// misdeal fines, tier-3 renoncs ending the hand, settings changes.
import { describe, expect, it } from 'vitest';
import { foldLedger } from '../../../app/engine/ledger/fold';
import {
  LedgerEntryError,
  type LedgerEntry,
  type NightInfo,
} from '../../../app/engine/ledger/types';
import {
  DEFAULT_MARIAS_SETTINGS,
  mariasReducer,
  mariasTableStatus,
  type MariasHand,
  type MariasRenonc,
  type MariasSettings,
  type MariasState,
} from '../../../app/engine/games/marias';

const night = (players: string[], settings: Partial<MariasSettings> = {}): NightInfo => ({
  id: 'n1',
  game: 'marias',
  players,
  currency: 'CZK',
  settings: { ...DEFAULT_MARIAS_SETTINGS, ...settings },
});

let seq = 0;
const entry = (kind: string, payload: unknown, extra: Partial<LedgerEntry> = {}): LedgerEntry => {
  seq++;
  return { id: `e${seq}`, nightId: 'n1', seq, kind, payload, createdAt: seq, ...extra };
};
const hra = (dealer: string, declarer: string, won = true): MariasHand => ({
  dealer,
  declarer,
  game: 'hra',
  won,
});

/** Runs entries one by one; returns the final state and every step's transfers. */
function run(n: NightInfo, entries: LedgerEntry[]) {
  let state = mariasReducer.init(n);
  const transfers = [];
  for (const e of entries) {
    const result = mariasReducer.step(state, e, n);
    state = result.state;
    transfers.push(result.transfers);
  }
  return { state, transfers };
}
const where = (s: MariasState) => [s.handNumber, s.round, s.nextDealer, s.sitter, s.forhont];

describe('three players', () => {
  const n = night(['A', 'B', 'C']);

  it('starts with players[0] dealing, the next player as forhont', () => {
    expect(where(mariasReducer.init(n))).toEqual([1, 1, 'A', null, 'B']);
  });

  it('rotates clockwise; each player deals once per round', () => {
    const { state } = run(n, [
      entry('marias.hand', hra('A', 'B')),
      entry('marias.hand', hra('B', 'C')),
    ]);
    expect(where(state)).toEqual([3, 1, 'C', null, 'A']);
    const after = run(n, [
      entry('marias.hand', hra('A', 'B')),
      entry('marias.hand', hra('B', 'C')),
      entry('marias.hand', hra('C', 'A')),
    ]).state;
    expect(where(after)).toEqual([4, 2, 'A', null, 'B']);
  });

  it('the next dealer follows whoever actually dealt', () => {
    const { state } = run(n, [entry('marias.hand', hra('C', 'A'))]);
    expect(state.nextDealer).toBe('A');
  });

  it('settings.firstDealer chooses who deals first', () => {
    expect(where(mariasReducer.init(night(['A', 'B', 'C'], { firstDealer: 'C' })))).toEqual([
      1,
      1,
      'C',
      null,
      'A',
    ]);
  });

  it('a settings entry may still choose the first dealer before anything is dealt', () => {
    const { state } = run(n, [entry('settings', { settings: { firstDealer: 'B' } })]);
    expect(state.nextDealer).toBe('B');
    const later = run(n, [
      entry('marias.hand', hra('A', 'B')),
      entry('settings', { settings: { firstDealer: 'C' } }),
    ]);
    expect(later.state.nextDealer).toBe('B');
  });
});

describe('four players', () => {
  const n = night(['A', 'B', 'C', 'D']);

  it('the dealer sits out, the player after him is forhont', () => {
    expect(where(mariasReducer.init(n))).toEqual([1, 1, 'A', 'A', 'B']);
    expect(mariasTableStatus(mariasReducer.init(n), n)).toEqual({
      handNumber: 1,
      round: 1,
      dealer: 'A',
      sitter: 'A',
      forhont: 'B',
      players: ['B', 'C', 'D'],
      misdealsThisRound: 0,
      nextMisdealFined: false,
    });
  });

  it('a round is four deals', () => {
    const { state } = run(n, [
      entry('marias.hand', hra('A', 'B')),
      entry('marias.hand', hra('B', 'C')),
      entry('marias.hand', hra('C', 'D')),
    ]);
    expect(where(state)).toEqual([4, 1, 'D', 'D', 'A']);
    const next = mariasReducer.step(state, entry('marias.hand', hra('D', 'A')), n).state;
    expect(where(next)).toEqual([5, 2, 'A', 'A', 'B']);
  });

  it('the sitter cannot declare, and gets nothing', () => {
    expect(() => run(n, [entry('marias.hand', hra('A', 'A'))])).toThrow(LedgerEntryError);
    expect(run(n, [entry('marias.hand', hra('A', 'B'))]).transfers[0]).toEqual({
      A: 0,
      B: 200,
      C: -100,
      D: -100,
    });
  });

  it('a misdealing sitter pays the three active players from the second misdeal on', () => {
    const { transfers } = run(n, [
      entry('marias.misdeal', { dealer: 'A' }),
      entry('marias.misdeal', { dealer: 'A' }),
    ]);
    expect(transfers).toEqual([{}, { A: -600, B: 200, C: 200, D: 200 }]);
  });
});

describe('misdeals', () => {
  const n = night(['A', 'B', 'C']);

  it('R1: the first misdeal in a round is free, the second and later are tier 1', () => {
    const { state, transfers } = run(n, [
      entry('marias.misdeal', { dealer: 'A' }),
      entry('marias.hand', hra('A', 'B')),
      entry('marias.misdeal', { dealer: 'B' }),
      entry('marias.misdeal', { dealer: 'B' }),
    ]);
    expect(transfers).toEqual([
      {},
      { A: -100, B: 200, C: -100 },
      { A: 200, B: -400, C: 200 },
      { A: 200, B: -400, C: 200 },
    ]);
    expect(state.misdealsThisRound).toBe(3);
    expect(state.nextDealer).toBe('B'); // a redeal is not a new deal
    expect(mariasTableStatus(state, n).nextMisdealFined).toBe(true);
  });

  it('the next round starts free again', () => {
    const { state, transfers } = run(n, [
      entry('marias.misdeal', { dealer: 'A' }),
      entry('marias.hand', hra('A', 'B')),
      entry('marias.hand', hra('B', 'C')),
      entry('marias.hand', hra('C', 'A')),
      entry('marias.misdeal', { dealer: 'A' }),
    ]);
    expect(transfers[4]).toEqual({});
    expect(state.round).toBe(2);
    expect(state.misdealsThisRound).toBe(1);
  });

  it('a misdeal by someone not at the table is refused', () => {
    expect(() => run(n, [entry('marias.misdeal', { dealer: 'Z' })])).toThrow(LedgerEntryError);
  });
});

describe('renonc entries', () => {
  const n = night(['A', 'B', 'C']);
  const contract = { declarer: 'B', game: 'hra', flek: { game: 1 } } as const;

  it('tier 1 and 2 stand beside the hand: the deal does not move', () => {
    const r: MariasRenonc = { tier: 2, claimant: 'B', offender: 'C', reason: 'signals' };
    const { state, transfers } = run(n, [entry('marias.renonc', r)]);
    expect(transfers[0]).toEqual({ A: 2000, B: 2000, C: -4000 });
    expect(where(state)).toEqual([1, 1, 'A', null, 'B']);
  });

  it('a tier-3 renonc ends the hand: the deal moves on', () => {
    const r: MariasRenonc = {
      tier: '3A',
      claimant: 'C',
      offender: 'B',
      reason: 'outOfTurn',
      contract,
    };
    const { state, transfers } = run(n, [entry('marias.renonc', r)]);
    expect(transfers[0]).toEqual({ A: 200, B: -400, C: 200 });
    expect(where(state)).toEqual([2, 1, 'B', null, 'C']);
  });

  it('entered for a saved hand, it must replace that hand, never stand beside it', () => {
    const h = entry('marias.hand', hra('A', 'B'));
    const r: MariasRenonc = {
      tier: '3B',
      claimant: 'B',
      offender: 'C',
      reason: 'notFollowingSuit',
      contract,
      handEntryId: h.id,
    };
    expect(() => run(n, [h, entry('marias.renonc', r)])).toThrow(
      expect.objectContaining({ code: 'marias:errors.renoncHandStillCounted' }),
    );
    const replacing = entry('marias.renonc', r, { replaces: h.id });
    const folded = foldLedger(n, [h, replacing], mariasReducer);
    expect(folded.balances).toEqual({ A: 200, B: 400, C: -600 });
    expect(folded.state.handNumber).toBe(2);
  });
});

describe('settings entries', () => {
  it('apply from then on', () => {
    const n = night(['A', 'B', 'C']);
    const { transfers, state } = run(n, [
      entry('marias.hand', hra('A', 'B')),
      entry('settings', { settings: { unitPrice: 50, tariff: 'csm' } }),
      entry('marias.hand', { dealer: 'B', declarer: 'C', game: 'betl', won: true }),
    ]);
    expect(transfers).toEqual([{ A: -100, B: 200, C: -100 }, {}, { A: -750, B: -750, C: 1500 }]);
    expect(state.settings.tariff).toBe('csm');
  });

  it('no money under a night whose settings do not hold; a settings entry mends them', () => {
    const n = night(['A', 'B', 'C'], { tariff: 'custom' });
    expect(() => run(n, [entry('marias.hand', hra('A', 'B'))])).toThrow(
      expect.objectContaining({ code: 'marias:errors.settingInvalid' }),
    );
    const customRates = {
      hra: 2,
      sedma: 2,
      tichaSedma: 1,
      kilo: 4,
      ticheKilo: 2,
      betl: 5,
      durch: 10,
    };
    const mended = run(n, [
      entry('settings', { settings: { customRates } }),
      entry('marias.hand', hra('A', 'B')),
    ]);
    expect(mended.transfers[1]).toEqual({ A: -200, B: 400, C: -200 });
  });

  it('an invalid settings entry is refused', () => {
    const n = night(['A', 'B', 'C']);
    expect(() => run(n, [entry('settings', { settings: { maxFlek: 9 } })])).toThrow(
      expect.objectContaining({ code: 'marias:errors.settingInvalid' }),
    );
  });
});

describe('invalid entries', () => {
  const n = night(['A', 'B', 'C']);
  it.each([
    [
      'a hand with betl and hearts',
      'marias.hand',
      { dealer: 'A', declarer: 'B', game: 'betl', hearts: true, won: true },
      'marias:errors.heartsWithBetl',
    ],
    [
      'a hand without a dealer',
      'marias.hand',
      { declarer: 'B', game: 'hra', won: true },
      'marias:errors.dealerNotSeated',
    ],
    ['a payload that is not an object', 'marias.hand', 'hra', 'marias:errors.dealerNotSeated'],
    ['an unknown kind', 'marias.bonus', {}, 'marias:errors.entryKindUnknown'],
  ])('%s', (_name, kind, payload, code) => {
    expect(() => run(n, [entry(kind, payload)])).toThrow(expect.objectContaining({ code }));
  });

  it('a table of five is refused', () => {
    const five = night(['A', 'B', 'C', 'D', 'E']);
    expect(() => run(five, [entry('marias.hand', hra('A', 'B'))])).toThrow(
      expect.objectContaining({ code: 'marias:errors.tableSize' }),
    );
  });
});
