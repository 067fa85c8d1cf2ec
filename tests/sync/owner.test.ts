// The sharing phone's owner key (issue 26, item 3): a new share's id derives
// from it, only a row that holds it offers the proof to create the night, and
// a revocation it makes is remembered as a hash to keep refused after the
// server lost its data. Derivation checked against Python's hashlib.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getShare, putShare, type ShareRole, type ShareRow } from '../../app/storage';
import { shareIdOf } from '../../app/sync/owner';
import {
  MAX_REVOKED_IN_TOKEN,
  Rotation,
  rotatedRow,
  saveRotated,
  tokenOfShare,
} from '../../app/sync/rotation';
import { createShare } from '../../app/sync/sessions';
import { freshDb, nightWithPlayers } from '../storage/helpers';
import { shareRow } from './share-row';

const hex = (text: string) => createHash('sha256').update(text).digest('hex');
const key = 'k'.repeat(43);
const links = { scorer: 'S'.repeat(22), viewer: 'V'.repeat(22) };

describe('the owner key', () => {
  it('derives the share id: 22 characters of base64url SHA-256 of the context and the key', async () => {
    // python3: base64.urlsafe_b64encode(sha256(b'renonc-share-id\0' + b'A'*43).digest())[:22]
    expect(await shareIdOf('A'.repeat(43))).toBe('SnkVlpMj2Oa2mF7ADDz7w6');
    expect(await shareIdOf('B'.repeat(43))).not.toBe(await shareIdOf('A'.repeat(43)));
  });

  it('a new share keeps a 256-bit key, and its share id is derived from it', async () => {
    const db = freshDb();
    const { night } = await nightWithPlayers(db);
    const row = await createShare(db, night.id, 'http://localhost', 'Jana', 1);
    expect(row.ownerKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row.shareId).toBe(await shareIdOf(row.ownerKey!));
    expect(await getShare(db, night.id)).toEqual(row);
  });

  it('only the row with the key offers the proof to create', async () => {
    const sharer = shareRow('n1', { ownerKey: key, links, secret: links.scorer });
    expect(JSON.parse(await tokenOfShare(sharer))).toEqual({
      v: 1,
      secret: links.scorer,
      create: { owner: key, scorer: hex(links.scorer), viewer: hex(links.viewer) },
    });
    // Shared before owner keys, a joined scorer, a viewer: the secret alone.
    for (const row of [
      shareRow('n1', { links, secret: links.scorer }),
      shareRow('n1', { links: { scorer: links.scorer }, secret: links.scorer }),
      shareRow('n1', { role: 'viewer', links, ownerKey: key, secret: links.viewer }),
    ]) {
      expect(JSON.parse(await tokenOfShare(row))).toEqual({ v: 1, secret: row.secret });
    }
  });

  it('carries the newest revoked hashes, at most 64', async () => {
    const revoked = Array.from({ length: 70 }, (_, i) => hex(String(i)));
    const row = shareRow('n1', { ownerKey: key, links, secret: links.scorer, revoked });
    const token = JSON.parse(await tokenOfShare(row)) as { create: { revoked: string[] } };
    expect(token.create.revoked).toEqual(revoked.slice(-MAX_REVOKED_IN_TOKEN));
  });

  it('a revocation the server confirmed keeps the old secret as a revoked hash', async () => {
    const db = freshDb();
    const { night } = await nightWithPlayers(db);
    const row = await createShare(db, night.id, 'http://localhost', 'Jana', 1);
    const rotation = new Rotation<ShareRole>();
    const read = () => getShare(db, night.id);
    const write = (share: ShareRow) => putShare(db, share);
    await rotation.request('viewer');
    const answer = rotation.answer({ type: 'rotated', role: 'viewer' });
    expect(answer?.rotated).toBe(true);
    if (!answer?.rotated) return;
    const after = await saveRotated(row, answer, read, write);
    expect(after.revoked).toEqual([hex(row.links.viewer!)]);
    expect(after.links.viewer).toBe(answer.secret);
    expect(after.links.viewer).not.toBe(row.links.viewer);
    expect(await read()).toEqual(after);
    // A refusal says so and leaves the pending secret nowhere.
    await rotation.request('scorer');
    expect(rotation.answer({ type: 'rotate-refused', role: 'scorer' })).toEqual({
      rotated: false,
      role: 'scorer',
    });
    expect(rotation.answer({ type: 'rotated', role: 'scorer' })).toBeUndefined();
    expect(await read()).toEqual(after);
  });

  it('replacing the phone’s own role changes its secret too', async () => {
    const row = shareRow('n1', { ownerKey: key, links, secret: links.scorer });
    const after = await rotatedRow<ShareRole, ShareRow>(row, 'scorer', 'N'.repeat(22));
    expect(after).toMatchObject({ secret: 'N'.repeat(22), revoked: [hex(links.scorer)] });
  });
});
