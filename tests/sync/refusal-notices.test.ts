// What the status line says about refusals (issue 26, items 5 and 6): a
// refusal notice can be hidden and stays hidden after a reload until a new
// refusal comes; a server that cannot store is said so and the line is never
// "up to date" then; the sharing phone of a night shared before owner keys is
// told to share it again when the server lost it.
import { describe, expect, it } from 'vitest';
import { getShare, putShare } from '../../app/storage';
import { Dismissed } from '../../app/sync/dismissed';
import { isUpdateRefusal } from '../../app/sync/protocol';
import type { SyncStatus } from '../../app/sync/sync-status';
import { statusText } from '../../app/ui/sync/status-line';
import { freshDb, nightWithPlayers } from '../storage/helpers';
import { shareRow } from './share-row';

const t = ((key: string, options?: { count?: number }) =>
  options?.count === undefined ? key : `${key}:${options.count}`) as Parameters<
  typeof statusText
>[0];

const status = (fields: Partial<SyncStatus>): SyncStatus => ({
  state: 'online',
  phones: 2,
  toSend: 0,
  refused: 0,
  unsent: 0,
  unavailable: false,
  role: 'scorer',
  ...fields,
});

describe('refusal notices', () => {
  it('a hidden refusal stays hidden after a reload; a new one shows', async () => {
    const db = freshDb();
    const { night } = await nightWithPlayers(db);
    await putShare(db, shareRow(night.id));
    const first = new Dismissed((await getShare(db, night.id))!);
    expect(first.shown(['a', 'b'])).toEqual(['a', 'b']);
    await first.hide(db, night.id, ['a', 'b']);
    expect(first.shown(['a', 'b'])).toEqual([]);
    // The night opened again: a new session reads the row.
    const again = new Dismissed((await getShare(db, night.id))!);
    expect(again.shown(['a', 'b', 'c'])).toEqual(['c']);
  });

  it('a server that cannot store: said so, entries to send, never up to date', () => {
    expect(isUpdateRefusal('unavailable')).toBe(true);
    const share = shareRow('n1');
    expect(statusText(t, status({ unavailable: true, toSend: 3 }), share)).toBe(
      'sync:status.phones:2 · sync:status.unavailable · sync:status.toSend:3',
    );
    expect(statusText(t, status({ unavailable: true }), share)).toBe(
      'sync:status.phones:2 · sync:status.unavailable',
    );
    expect(statusText(t, status({}), share)).toBe('sync:status.phones:2 · sync:status.upToDate');
  });

  it('a lost night: the sharer of an old share is told to share again, the others to wait', () => {
    const links = { scorer: 'S'.repeat(22), viewer: 'V'.repeat(22) };
    const lost = status({ state: 'lost' });
    expect(statusText(t, lost, shareRow('n1', { links }))).toBe('sync:status.lostShareAgain');
    expect(statusText(t, lost, shareRow('n1', { links, ownerKey: 'k'.repeat(43) }))).toBe(
      'sync:status.lost',
    );
    expect(statusText(t, lost, shareRow('n1', { links: { scorer: links.scorer } }))).toBe(
      'sync:status.lost',
    );
  });
});
