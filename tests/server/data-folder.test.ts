// Issue 26, item 6: a data folder deleted while the server runs is noticed at
// once, before the next acknowledgement and by the periodic look: updates are
// refused `unavailable`, scorer connections closed with it, new links refused
// with it, /healthz says 503, it is logged once, and a folder made again does
// not bring it back (the open file is not the one at the path: a restart is
// needed). Health's own rules: a read-only spell recovers, a lost file does not.
import { mkdirSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Health, WRITE_RETRY_MS } from '../../server/health';
import { openSession } from './support/hocuspocus-session';
import { honestNight, updateFrom } from './support/hostile';
import { startTestServer, type TestServer } from './support/in-process';
import { entry, PhoneRegistry, tokenFor, until } from './support/phones';

const PORT = 4520;
const phones = new PhoneRegistry();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(PORT);
});

afterAll(async () => {
  phones.destroyAll();
  await server.close();
});

describe('a data folder deleted under the running server', () => {
  it('refuses, closes, answers 503 and logs once; a new folder needs a restart', async () => {
    const night = await honestNight(phones, server.url, server.dataDir);
    const raw = await openSession(PORT, night.share.name, tokenFor(night.share.scorer));
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const errors = vi.spyOn(console, 'error');
    rmSync(server.dataDir, { recursive: true, force: true });
    // At once, before the periodic look: the check before acknowledging sees it.
    const value = entry(night.id);
    const update = updateFrom(night.honest.doc, (doc) =>
      doc.getMap('entries').set(value.id as string, value),
    );
    expect(await raw.send(update)).toBe('unavailable');
    await until('the honest scorer is closed with the reason', () =>
      night.honest.refusals.includes('unavailable'),
    );
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ ok: false, problem: 'store-gone', needsRestart: true });
    const late = await openSession(PORT, night.share.name, tokenFor(night.share.scorer));
    expect(late.heard()[0]).toEqual({ type: 'auth', denied: 'unavailable' });
    mkdirSync(server.dataDir, { recursive: true });
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect((await fetch(`${server.url}/healthz`)).status).toBe(503);
    const logged = errors.mock.calls.filter(([line]) => String(line).includes('cannot store'));
    expect(logged).toHaveLength(1);
    errors.mockRestore();
    raw.close();
    late.close();
  });
});

describe('Health', () => {
  it('a read-only spell recovers; a lost store stays lost; each change is logged once', () => {
    const lines: string[] = [];
    const health = new Health((line) => lines.push(line));
    health.fail('not-writable', 'read-only', false);
    health.fail('not-writable', 'read-only', false);
    expect(health.current()).toEqual({ ok: false, problem: 'not-writable' });
    health.recover();
    expect(health.ok).toBe(true);
    health.fail('store-gone', 'gone', true);
    health.fail('not-writable', 'read-only', false);
    health.recover();
    expect(health.current()).toEqual({ ok: false, problem: 'store-gone', needsRestart: true });
    expect(lines).toHaveLength(3);
  });

  it('a failed write is trusted again only after a while, so a failing store does not flap', () => {
    let now = 0;
    const lines: string[] = [];
    const health = new Health(
      (line) => lines.push(line),
      () => now,
    );
    health.fail('write-failed', 'SQLITE_FULL', false);
    now = WRITE_RETRY_MS - 1;
    health.recover();
    expect(health.ok).toBe(false);
    now = WRITE_RETRY_MS;
    health.recover();
    expect(health.ok).toBe(true);
    expect(lines).toHaveLength(2);
  });
});
