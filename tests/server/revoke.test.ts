// Revoking a link: a scorer rotates a role's secret with a stateless message;
// phones on the old secret are closed with "revoked" and refused from then on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../server/shares';
import { startTestServer, type TestServer } from './support/in-process';
import {
  addEntry,
  PhoneRegistry,
  entry,
  newShare,
  settled,
  tokenFor,
  until,
  type Phone,
} from './support/phones';

const PORT = 4321;
let server: TestServer;
const phones = new PhoneRegistry();

const phone = (name: string, token: string): Phone => phones.connect(server.url, name, token);

const rotate = (p: Phone, role: string, secret: string): void =>
  p.provider.sendStateless(JSON.stringify({ type: 'rotate', role, hash: sha256(secret) }));

beforeAll(async () => {
  server = await startTestServer(PORT);
});

afterAll(async () => {
  phones.destroyAll();
  await server.close();
});

describe('revoking a link', () => {
  it('closes the old viewers, refuses the old secret and lets the new one in', async () => {
    const share = newShare();
    const scorer = phone(share.name, tokenFor(share.scorer, share));
    const before = entry('n1');
    addEntry(scorer, before);
    await until('the scorer is synced', () => settled(scorer));
    const oldViewer = phone(share.name, tokenFor(share.viewer));
    await until('the old viewer has the entry', () => oldViewer.entries().has(before.id as string));
    const fresh = newShare().viewer;
    rotate(scorer, 'viewer', fresh);
    await until('the scorer hears back', () => scorer.stateless.length > 0);
    expect(JSON.parse(scorer.stateless[0]!)).toEqual({ type: 'rotated', role: 'viewer' });
    await until('the old viewer is closed', () => oldViewer.refusals.includes('revoked'));
    const after = entry('n1');
    addEntry(scorer, after);
    const retry = phone(share.name, tokenFor(share.viewer));
    const newViewer = phone(share.name, tokenFor(fresh));
    await until('the new viewer has both', () => newViewer.entries().has(after.id as string));
    await until('the retry is refused', () => retry.refusals.length > 0);
    expect(retry.refusals[0]).toBe('revoked');
    expect(retry.entries().size).toBe(0);
    expect(oldViewer.entries().has(after.id as string)).toBe(false);
    // The scorer that rotated keeps its connection.
    expect(scorer.refusals).toEqual([]);
  });

  it('rotating the scorer secret closes the other scorers on it, not the one who rotated', async () => {
    const share = newShare();
    const petr = phone(share.name, tokenFor(share.scorer, share));
    await until('Petr is synced', () => settled(petr));
    const lost = phone(share.name, tokenFor(share.scorer));
    await until('the lost phone is synced', () => settled(lost));
    const fresh = newShare().scorer;
    rotate(petr, 'scorer', fresh);
    await until('the lost phone is closed', () => lost.refusals.includes('revoked'));
    const mine = entry('n1');
    addEntry(petr, mine);
    const jana = phone(share.name, tokenFor(fresh));
    await until('Jana, on the new secret, sees Petr’s entry', () =>
      jana.entries().has(mine.id as string),
    );
    expect(petr.refusals).toEqual([]);
  });

  it('a viewer cannot rotate, and a rotation to the other role’s secret is refused', async () => {
    const share = newShare();
    const scorer = phone(share.name, tokenFor(share.scorer, share));
    await until('the scorer is synced', () => settled(scorer));
    const viewer = phone(share.name, tokenFor(share.viewer));
    await until('the viewer is synced', () => viewer.provider.isSynced);
    rotate(viewer, 'scorer', newShare().scorer);
    rotate(scorer, 'viewer', share.scorer);
    await until('the scorer hears back', () => scorer.stateless.length > 0);
    expect(JSON.parse(scorer.stateless[0]!).type).toBe('rotate-refused');
    // Viewers send nothing but sync requests: the server drops a viewer's
    // stateless message unread and unanswered (docs/SYNC-PROTOCOL.md).
    expect(viewer.stateless).toEqual([]);
    const again = phone(share.name, tokenFor(share.scorer));
    await until('the old scorer secret still works', () => settled(again));
    expect(again.refusals).toEqual([]);
  });
});
