// An entry from another phone that this phone cannot accept (issue 26, item 4):
// a seq no save could ever follow (2,000,000,000 > LEDGER_MAX_SEQ), another
// night's id, a kind no game knows. Before, the first one was stored and from
// then on every save, void and reload of the night failed with "The entry's
// number is outside the possible range". Now it is not stored (it stays in
// the shared document, counted as "could not be stored"), an unknown kind is
// stored and shown as "cannot be counted", and the night goes on.
import { describe, expect, it } from 'vitest';
import { foldLedger, LEDGER_MAX_SEQ } from '../../app/engine';
import { appendEntry, entriesOfNight, voidEntry } from '../../app/storage';
import { storeRemoteEntries } from '../../app/storage/shared-night';
import { countingReducer } from '../engine/ledger/test-reducer';
import { freshDb, nightWithPlayers } from '../storage/helpers';

describe('an entry this phone cannot accept', () => {
  it('is kept out of the store or shown as not counted; saving, voiding and reloading go on', async () => {
    const db = freshDb();
    const { night, players } = await nightWithPlayers(db);
    const [a, b] = [players[0]!.id, players[1]!.id];
    const transfer = (amount: number) =>
      appendEntry(db, {
        nightId: night.id,
        kind: 'transfer',
        payload: { transfers: { [a]: amount, [b]: -amount } },
      });
    await transfer(100);
    const remote = (fields: Record<string, unknown>) => ({
      nightId: night.id,
      kind: 'transfer',
      payload: { transfers: { [a]: 1000_00, [b]: -1000_00 } },
      createdAt: 1_700_000_000_000,
      device: 'other-phone',
      ...fields,
    });
    const result = await storeRemoteEntries(db, night.id, [
      remote({ id: 'far', seq: 2_000_000_000 }),
      remote({ id: 'edge', seq: LEDGER_MAX_SEQ + 1 }),
      remote({ id: 'elsewhere', seq: 2, nightId: 'another-night' }),
      remote({ id: 'odd', seq: 2, kind: 'teleport' }),
    ]);
    expect(result.refused).toEqual(['far', 'edge', 'elsewhere']);
    expect(result.added).toBe(1);

    const second = await transfer(200);
    expect(second.seq).toBe(3);
    const undo = await voidEntry(db, night.id, second.id, 'undo');
    expect(undo.seq).toBe(4);

    const info = {
      id: night.id,
      game: 'marias' as const,
      players: night.playerIds,
      currency: 'CZK' as const,
      settings: {},
    };
    const entries = await entriesOfNight(db, night.id);
    expect(entries.map((e) => e.id)).not.toContain('far');
    const fold = foldLedger(info, entries, countingReducer);
    expect(fold.unscorable.map((u) => u.entryId)).toContain('odd');
    // Only the first transfer counts: the unknown kind counts nothing, the second is voided.
    expect(fold.balances).toEqual({ [a]: 100, [b]: -100, [players[2]!.id]: 0 });
  });
});
