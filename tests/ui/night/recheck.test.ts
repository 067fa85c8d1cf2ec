// What a new deal means, checked again at the write (app/ui/night/recheck.ts)
// and where each game's next deal lands (GameUi.nextDeal), from states the
// real reducers fold: another tab's hand, misdeal or void moves the place,
// an adjustment does not. And which hand a mariáš renonc claim names when
// "the last hand" changes under its open form (logic/renonc-target.ts).
import { describe, expect, it } from 'vitest';
import { foldLedger, type LedgerEntry, type NightInfo } from '../../../app/engine';
import { mariasEngine } from '../../../app/engine/games/marias/engine';
import type { MariasState } from '../../../app/engine/games/marias';
import { preferansEngine } from '../../../app/engine/games/preferans/engine';
import type { PreferansState } from '../../../app/engine/games/preferans';
import { mariasNextDeal } from '../../../app/ui/games/marias/logic/model';
import { claimTarget } from '../../../app/ui/games/marias/logic/renonc-target';
import { preferansNextDeal } from '../../../app/ui/games/preferans/model';
import {
  assertSamePlace,
  DealMovedError,
  movedWords,
  placeMoved,
} from '../../../app/ui/night/recheck';
import { contract } from '../../engine/preferans/helpers';

const PLAYERS = ['A', 'B', 'C'];
const names = (id: string) => ({ A: 'Jana', B: 'Karel', C: 'Petr' })[id] ?? '?';

const marias: NightInfo = {
  id: 'n',
  game: 'marias',
  players: PLAYERS,
  currency: 'CZK',
  settings: mariasEngine.defaultSettings,
};

let seq = 0;
const entry = (kind: string, payload: unknown, over: Partial<LedgerEntry> = {}): LedgerEntry => {
  seq++;
  return { id: `e${seq}`, nightId: 'n', seq, kind, payload, createdAt: seq, ...over };
};
const hand = (dealer: string) =>
  entry('marias.hand', { dealer, declarer: 'B', game: 'hra', won: true });

const mariasAfter = (entries: LedgerEntry[]) =>
  foldLedger(marias, entries, mariasEngine.reducer).state as MariasState;

describe('where the next mariáš hand lands', () => {
  const empty = mariasAfter([]);

  it('hand 1 dealt by the first player; after one hand, hand 2 dealt by the next', () => {
    expect(mariasNextDeal(empty)).toMatchObject({ number: 1, dealer: 'A' });
    expect(mariasNextDeal(mariasAfter([hand('A')]))).toMatchObject({ number: 2, dealer: 'B' });
  });

  it('an adjustment leaves the place as it was', () => {
    const beer = entry('transfer', { transfers: { A: -500, B: 500 }, origin: 'manual' });
    expect(placeMoved(mariasNextDeal(empty), mariasNextDeal(mariasAfter([beer])))).toBeUndefined();
  });

  it('a misdeal moves it (the cards were dealt again), a voided hand moves it back', () => {
    const misdeal = entry('marias.misdeal', { dealer: 'A' });
    expect(placeMoved(mariasNextDeal(empty), mariasNextDeal(mariasAfter([misdeal])))).toBeDefined();
    const h = hand('A');
    const undone = entry('void', {}, { voids: h.id, reason: 'undo' });
    const afterHand = mariasNextDeal(mariasAfter([h]));
    const afterVoid = mariasNextDeal(mariasAfter([h, undone]));
    expect(placeMoved(afterHand, afterVoid)).toMatchObject({ number: 1, dealer: 'A' });
  });
});

describe('where the next preferans deal lands', () => {
  const night: NightInfo = {
    ...marias,
    game: 'preferans',
    settings: preferansEngine.defaultSettings,
  };
  const fold = (entries: LedgerEntry[]) =>
    foldLedger(night, entries, preferansEngine.reducer).state as PreferansState;

  it('deal 1 dealt by A, then deal 2 dealt by B', () => {
    const deal = contract(6, 'whist', 'pass', [6, 2, 2], { dealer: 'A', declarer: 'B' });
    expect(preferansNextDeal(fold([]))).toMatchObject({ number: 1, dealer: 'A' });
    expect(preferansNextDeal(fold([entry('preferans.deal', { deal })]))).toMatchObject({
      number: 2,
      dealer: 'B',
    });
  });
});

describe('a deal checked again at the write', () => {
  const seen = { key: '1/A', number: 1, dealer: 'A' };
  const moved = { key: '2/B', number: 2, dealer: 'B' };

  it('says the deal and the dealer it would have now, in words with names', () => {
    expect(movedWords(seen, moved, names)).toEqual({
      code: 'errors:storage.dealMovedDealer',
      params: { seen: 1, now: 2, seenDealer: 'Jana', dealer: 'Karel' },
    });
  });

  it('without a dealer, only the numbers', () => {
    expect(movedWords({ key: '1', number: 1 }, { key: '2', number: 2 }, names)).toEqual({
      code: 'errors:storage.dealMoved',
      params: { seen: 1, now: 2 },
    });
  });

  it('refuses a moved deal as a stale write, passes one in place, and no place at all', () => {
    const place = (now: typeof seen) => ({ seen, placeIn: () => now, nameOf: names });
    expect(() => assertSamePlace(place(moved), null)).toThrow(DealMovedError);
    expect(() => assertSamePlace(place(moved), null)).toThrow(
      expect.objectContaining({ kind: 'stale' }),
    );
    expect(() => assertSamePlace(place({ ...seen }), null)).not.toThrow();
    expect(() => assertSamePlace(undefined, null)).not.toThrow();
  });
});

describe('the hand a renonc claim names', () => {
  const h1 = { id: 'h1', number: 1 };
  const h2 = { id: 'h2', number: 2 };

  it('for the hand in progress: no saved hand', () => {
    expect(claimTarget('current', h1, h1)).toEqual({ saved: null, newer: null });
  });

  it('the last hand chosen stays named when another tab saves a newer one, which is told', () => {
    expect(claimTarget('last', h1, h1)).toEqual({ saved: h1, newer: null });
    expect(claimTarget('last', h1, h2)).toEqual({ saved: h1, newer: h2 });
  });

  it('the last hand voided elsewhere (no last hand now): still the chosen one, the save decides', () => {
    expect(claimTarget('last', h1, null)).toEqual({ saved: h1, newer: null });
  });
});
