// Checks inside the write: two tabs on one database, each with its own
// in-memory ledger. Whatever the interleaving, the stored ledger is one a
// live save could build (ledgerProblem finds nothing, nothing is left
// uncounted), and the tab that lost the race is told the night changed.
import { describe, expect, it } from 'vitest';
import {
  foldLedger,
  IncrementalLedger,
  ledgerProblem,
  type LedgerEntry,
  type NightInfo,
} from '../../app/engine';
import { vintReducer } from '../../app/engine/games/vint';
import {
  appendEntry,
  entriesAfter,
  entriesOfNight,
  voidEntry,
  type RenoncDb,
} from '../../app/storage';
import { NightChangedError, recordEntry, voidRecorded } from '../../app/ui/night/commands';
import { deal, PLAYERS, revoke } from '../engine/vint/helpers';
import { freshDb } from './helpers';

const night: NightInfo = {
  id: 'race',
  game: 'vint',
  players: PLAYERS,
  currency: 'RUB',
  settings: { honours: 'off' },
};

async function vintNight(db: RenoncDb): Promise<void> {
  await db.nights.add({
    id: night.id,
    game: 'vint',
    playerIds: [...PLAYERS],
    currency: 'RUB',
    settings: night.settings,
    createdAt: 0,
  });
}

/** One open tab: its ledger and the catch-up its night screen would do. */
function tab(db: RenoncDb) {
  const ledger = new IncrementalLedger(night, vintReducer);
  const catchUp = async () => {
    for (const e of await entriesAfter(db, night.id, ledger.lastSeqSeen)) ledger.append(e);
  };
  return { ledger, current: () => ledger, catchUp };
}

let ids = 0;
const idsNow = () => ({ id: `id${++ids}`, now: ids });
const dealDraft = (over: Parameters<typeof deal>[0]) => ({
  kind: 'vint.deal',
  payload: { deal: deal(over) },
});

async function expectFolds(db: RenoncDb): Promise<LedgerEntry[]> {
  const stored = await entriesOfNight(db, night.id);
  expect(ledgerProblem(night.id, stored)).toBeUndefined();
  expect(foldLedger(night, stored, vintReducer).unscorable).toEqual([]);
  return stored;
}

describe('two tabs writing one night', () => {
  it('a revoke claim racing the next deal: the ledger folds and the late tab is told', async () => {
    const db = freshDb();
    await vintNight(db);
    const a = tab(db);
    const b = tab(db);
    const d1 = await recordEntry(db, a, night.id, dealDraft({ level: 2, tricks: 8 }), idsNow());
    await a.catchUp();
    await b.catchUp();
    // Tab A enters the next deal; tab B, still at d1, claims a revoke on d1.
    await recordEntry(db, a, night.id, dealDraft({ level: 3, tricks: 9 }), idsNow());
    const claim = {
      kind: 'vint.deal',
      payload: { deal: deal({ level: 2, tricks: 8, renonces: [revoke('B')] }) },
      replaces: d1.id,
      reason: 'revoke',
    };
    await expect(recordEntry(db, b, night.id, claim, idsNow())).rejects.toBeInstanceOf(
      NightChangedError,
    );
    const stored = await expectFolds(db);
    expect(stored.map((e) => e.seq)).toEqual([1, 2]);
  });

  it('a save that still holds after the other tab wrote is stored after it', async () => {
    const db = freshDb();
    await vintNight(db);
    const a = tab(db);
    const b = tab(db);
    await recordEntry(db, a, night.id, dealDraft({ level: 2, tricks: 8 }), idsNow());
    await recordEntry(db, b, night.id, dealDraft({ level: 3, tricks: 9 }), idsNow());
    const stored = await expectFolds(db);
    expect(stored.map((e) => e.seq)).toEqual([1, 2]);
    expect(b.ledger.lastSeqSeen).toBe(1); // B caught up before its save was stored
  });

  it('two tabs correcting the same deal: the second is refused, correct the latest version', async () => {
    const db = freshDb();
    await vintNight(db);
    const a = tab(db);
    const d1 = await recordEntry(db, a, night.id, dealDraft({ level: 2, tricks: 8 }), idsNow());
    const b = tab(db);
    await a.catchUp();
    await b.catchUp();
    const fix = (tricks: number) => ({
      ...dealDraft({ level: 2, tricks }),
      replaces: d1.id,
      reason: 'typo',
    });
    await recordEntry(db, a, night.id, fix(9), idsNow());
    const error = await recordEntry(db, b, night.id, fix(10), idsNow()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NightChangedError);
    expect((error as Error).cause).toMatchObject({ code: 'errors:ledger.targetReplaced' });
    await expectFolds(db);
  });

  it('voiding from two tabs at once: one void is stored', async () => {
    const db = freshDb();
    await vintNight(db);
    const a = tab(db);
    const d1 = await recordEntry(db, a, night.id, dealDraft({ level: 2, tricks: 8 }), idsNow());
    const b = tab(db);
    await a.catchUp();
    await b.catchUp();
    const results = await Promise.allSettled([
      voidRecorded(db, a, night.id, d1.id, 'undo', idsNow()),
      voidRecorded(db, b, night.id, d1.id, 'undo', idsNow()),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const stored = await expectFolds(db);
    expect(stored.filter((e) => e.kind === 'void')).toHaveLength(1);
  });

  it('storage refuses a write whose check used an old head, and any rule a live save keeps', async () => {
    const db = freshDb();
    await vintNight(db);
    const payload = { deal: deal({ level: 2, tricks: 8 }) };
    const d1 = await appendEntry(db, { nightId: night.id, kind: 'vint.deal', payload });
    await expect(
      appendEntry(db, { nightId: night.id, kind: 'vint.deal', payload, expectedHead: 0 }),
    ).rejects.toMatchObject({ kind: 'stale', code: 'errors:storage.stale' });
    const r1 = await appendEntry(db, {
      nightId: night.id,
      kind: 'vint.deal',
      payload,
      replaces: d1.id,
      reason: 'typo',
    });
    // A second correction of the same entry.
    await expect(
      appendEntry(db, {
        nightId: night.id,
        kind: 'vint.deal',
        payload,
        replaces: d1.id,
        reason: 'x',
      }),
    ).rejects.toMatchObject({ kind: 'conflict', code: 'errors:ledger.targetReplaced' });
    // Voiding the middle of a chain: void the latest version instead.
    await expect(voidEntry(db, night.id, d1.id, 'x')).rejects.toMatchObject({
      code: 'errors:ledger.targetReplaced',
    });
    const v = await voidEntry(db, night.id, r1.id, 'undo');
    // A void cannot be corrected; an unknown entry cannot be voided.
    await expect(
      appendEntry(db, {
        nightId: night.id,
        kind: 'vint.deal',
        payload,
        replaces: v.id,
        reason: 'x',
      }),
    ).rejects.toMatchObject({ code: 'errors:ledger.replaceVoid' });
    await expect(voidEntry(db, night.id, 'nope', 'x')).rejects.toMatchObject({
      kind: 'notFound',
      code: 'errors:ledger.targetUnknown',
    });
    // Correcting a voided correction is refused; the original is back and can be corrected.
    await expect(
      appendEntry(db, {
        nightId: night.id,
        kind: 'vint.deal',
        payload,
        replaces: r1.id,
        reason: 'x',
      }),
    ).rejects.toMatchObject({ code: 'errors:ledger.targetVoided' });
    await appendEntry(db, {
      nightId: night.id,
      kind: 'vint.deal',
      payload,
      replaces: d1.id,
      reason: 'y',
    });
    await expectFolds(db);
  });
});
