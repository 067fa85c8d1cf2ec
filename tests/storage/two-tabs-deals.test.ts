// Two tabs saving the next deal at the same moment (issue 27): each form
// built its deal for the place it showed (the next hand, its dealer). The
// second save finds the night moved under it; stored there, its deal would be
// the same deal twice with a dealer whose turn has passed. It is refused, says
// where it would land, and nothing is written; saved again from the form as
// it now shows, it lands at the next place with the next dealer.
import { describe, expect, it } from 'vitest';
import {
  IncrementalLedger,
  type GameKind,
  type GameReducer,
  type NightInfo,
} from '../../app/engine';
import { mariasEngine } from '../../app/engine/games/marias/engine';
import { preferansEngine } from '../../app/engine/games/preferans/engine';
import type { MariasState } from '../../app/engine/games/marias';
import type { PreferansState } from '../../app/engine/games/preferans';
import { entriesAfter, entriesOfNight, type RenoncDb } from '../../app/storage';
import type { DealPlace } from '../../app/ui/games/types';
import { mariasNextDeal } from '../../app/ui/games/marias/logic/model';
import { preferansNextDeal } from '../../app/ui/games/preferans/model';
import { recordEntry, type EntryDraft } from '../../app/ui/night/commands';
import { DealMovedError } from '../../app/ui/night/recheck';
import { contract } from '../engine/preferans/helpers';
import { freshDb } from './helpers';

const PLAYERS = ['A', 'B', 'C'];

async function addNight(db: RenoncDb, night: NightInfo<unknown, GameKind>): Promise<void> {
  await db.nights.add({
    id: night.id,
    game: night.game,
    playerIds: [...PLAYERS],
    currency: night.currency,
    settings: night.settings,
    createdAt: 0,
  });
}

/** One open tab: its ledger and the catch-up its night screen does. */
function tab<S>(db: RenoncDb, night: NightInfo, reducer: GameReducer<S>) {
  const ledger = new IncrementalLedger(night, reducer);
  const catchUp = async () => {
    for (const e of await entriesAfter(db, night.id, ledger.lastSeqSeen)) ledger.append(e);
  };
  return { ledger, current: () => ledger as IncrementalLedger<unknown>, catchUp };
}

let ids = 0;
const idsNow = () => ({ id: `id${++ids}`, now: ids });

/** The save the night screen makes of a new deal: with the place its form showed. */
function dealSave<S>(
  kind: string,
  payload: unknown,
  shown: S,
  nextDeal: (state: S) => DealPlace,
): EntryDraft {
  return {
    kind,
    payload,
    place: {
      seen: nextDeal(shown),
      placeIn: (ledger) => nextDeal(ledger.state as S),
      nameOf: (id) => `player ${id}`,
    },
  };
}

const marias: NightInfo<unknown, GameKind> = {
  id: 'two-tabs-marias',
  game: 'marias',
  players: PLAYERS,
  currency: 'CZK',
  settings: mariasEngine.defaultSettings,
};
const hra = (dealer: string) => ({ dealer, declarer: PLAYERS[1], game: 'hra', won: true });

async function mariasTabs() {
  const db = freshDb();
  await addNight(db, marias);
  const a = tab(db, marias, mariasEngine.reducer);
  const b = tab(db, marias, mariasEngine.reducer);
  return { db, a, b };
}

/** Tab `t` saves the hand its form shows: dealt by the state's next dealer. */
function handOf(t: { ledger: IncrementalLedger<MariasState> }) {
  const shown = t.ledger.state;
  return dealSave('marias.hand', hra(shown.nextDealer), shown, mariasNextDeal);
}

describe('two tabs saving the next mariáš hand at once', () => {
  it('stores one hand; the other tab is told where its hand would land, nothing written', async () => {
    const { db, a, b } = await mariasTabs();
    const results = await Promise.allSettled([
      recordEntry(db, a, marias.id, handOf(a), idsNow()),
      recordEntry(db, b, marias.id, handOf(b), idsNow()),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(DealMovedError);
    expect(refused.reason).toMatchObject({
      code: 'errors:storage.dealMovedDealer',
      params: { seen: 1, now: 2, seenDealer: 'player A', dealer: 'player B' },
    });
    const stored = await entriesOfNight(db, marias.id);
    expect(stored.map((e) => (e.payload as { dealer: string }).dealer)).toEqual(['A']);
  });

  it('saved again from the form as it now shows, the hand is the next one, the next dealer', async () => {
    const { db, a, b } = await mariasTabs();
    await recordEntry(db, a, marias.id, handOf(a), idsNow());
    await expect(recordEntry(db, b, marias.id, handOf(b), idsNow())).rejects.toBeInstanceOf(
      DealMovedError,
    );
    // Tab B caught up while refusing: its form now shows hand 2, dealt by B.
    await recordEntry(db, b, marias.id, handOf(b), idsNow());
    const stored = await entriesOfNight(db, marias.id);
    expect(stored.map((e) => (e.payload as { dealer: string }).dealer)).toEqual(['A', 'B']);
  });

  it('an adjustment saved in between leaves the hand where it was: it is stored', async () => {
    const { db, a, b } = await mariasTabs();
    const beer = { transfers: { A: -500, B: 500 }, origin: 'manual' };
    const shownByB = handOf(b);
    await recordEntry(db, a, marias.id, { kind: 'transfer', payload: beer }, idsNow());
    await recordEntry(db, b, marias.id, shownByB, idsNow());
    const stored = await entriesOfNight(db, marias.id);
    expect(stored.map((e) => e.kind)).toEqual(['transfer', 'marias.hand']);
  });

  it('a misdeal saved in between: the hand would be a deal of its own now, so it is refused', async () => {
    const { db, a, b } = await mariasTabs();
    const shownByB = handOf(b);
    await recordEntry(
      db,
      a,
      marias.id,
      { kind: 'marias.misdeal', payload: { dealer: 'A' } },
      idsNow(),
    );
    await expect(recordEntry(db, b, marias.id, shownByB, idsNow())).rejects.toBeInstanceOf(
      DealMovedError,
    );
    expect((await entriesOfNight(db, marias.id)).map((e) => e.kind)).toEqual(['marias.misdeal']);
  });

  it('a form drawn before its own tab caught up is refused on the first try too', async () => {
    const { db, a, b } = await mariasTabs();
    const shownByB = handOf(b);
    await recordEntry(db, a, marias.id, handOf(a), idsNow());
    await b.catchUp(); // the ledger moved on, the form was not drawn again yet
    await expect(recordEntry(db, b, marias.id, shownByB, idsNow())).rejects.toBeInstanceOf(
      DealMovedError,
    );
  });

  it('without the place (the old save), both hands were stored with the same dealer', async () => {
    // What the issue saw: the check holds again after the stale refusal, so the
    // same deal is stored twice and the rotation stays shifted.
    const { db, a, b } = await mariasTabs();
    const bare = (t: typeof a) => {
      const { place: _place, ...rest } = handOf(t);
      return rest;
    };
    await Promise.all([
      recordEntry(db, a, marias.id, bare(a), idsNow()),
      recordEntry(db, b, marias.id, bare(b), idsNow()),
    ]);
    const stored = await entriesOfNight(db, marias.id);
    expect(stored.map((e) => (e.payload as { dealer: string }).dealer)).toEqual(['A', 'A']);
  });
});

const preferans: NightInfo<unknown, GameKind> = {
  id: 'two-tabs-preferans',
  game: 'preferans',
  players: PLAYERS,
  currency: 'RUB',
  settings: preferansEngine.defaultSettings,
};

function prefDealOf(t: { ledger: IncrementalLedger<PreferansState> }) {
  const shown = t.ledger.state;
  const place = preferansNextDeal(shown);
  const dealer = place.dealer!;
  const declarer = PLAYERS.find((p) => p !== dealer)!;
  const deal = contract(6, 'whist', 'pass', [6, 2, 2], { dealer, declarer });
  return dealSave('preferans.deal', { deal }, shown, preferansNextDeal);
}

describe('two tabs saving the next preferans deal at once', () => {
  it('stores one deal; the other is refused with the deal and dealer it would now have', async () => {
    const db = freshDb();
    await addNight(db, preferans);
    const a = tab(db, preferans, preferansEngine.reducer);
    const b = tab(db, preferans, preferansEngine.reducer);
    const results = await Promise.allSettled([
      recordEntry(db, a, preferans.id, prefDealOf(a), idsNow()),
      recordEntry(db, b, preferans.id, prefDealOf(b), idsNow()),
    ]);
    const refused = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(refused).toHaveLength(1);
    expect(refused[0]!.reason).toMatchObject({ params: { seen: 1, now: 2 } });
    await recordEntry(db, b, preferans.id, prefDealOf(b), idsNow());
    const stored = await entriesOfNight(db, preferans.id);
    const dealers = stored.map((e) => (e.payload as { deal: { dealer: string } }).deal.dealer);
    expect(dealers).toEqual(['A', 'B']);
  });
});
