// @vitest-environment happy-dom
// The night screen's reads on a start (app/ui/night/use-night-ledger.ts), on
// Dexie over fake-indexeddb: after its first read, the night reads nothing
// more until the page is usable (app/ui/usable.ts), so nothing of Dexie's
// runs while a start's night is drawn; then the live query's first answer
// brings what another tab stored meanwhile, and nothing is lost. With the
// route script's early reads (app/storage/early-read.ts), Dexie is not even
// opened before then.
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Storage from '../../app/storage';

const reads = { after: 0 };
vi.mock('../../app/storage', async (original) => {
  const storage = await original<typeof Storage>();
  return {
    ...storage,
    countAndEntriesAfter: (...args: Parameters<typeof storage.countAndEntriesAfter>) => {
      reads.after += 1;
      return storage.countAndEntriesAfter(...args);
    },
  };
});

const page = { usable: (): void => undefined, whenUsable: Promise.resolve() };
vi.mock('../../app/ui/usable', () => ({
  whenUsable: () => page.whenUsable,
  useUsableMark: () => undefined,
}));

const { appendEntry, entriesOfNight, openRenoncDb, putShare, saveSnapshot } =
  await import('../../app/storage');
const { earlyReadSource } = await import('../../app/storage/early-read');
const { takeSnapshot, OrderedLedger, nightInfoOf } = await import('../../app/engine');
const { loadGame } = await import('../../app/ui/games/registry');
const { startNightEarly } = await import('../../app/ui/night-start');
const { useShare } = await import('../../app/ui/sync/night-sync');
const { ENGINE_VERSION } = await import('../../app/ui/night/snapshot-cache');
const { ServicesContext } = await import('../../app/ui/services');
const { useNightLedger } = await import('../../app/ui/night/use-night-ledger');
const { freshDb, nightWithPlayers } = await import('./helpers');

type Shown = ReturnType<typeof useNightLedger>;
let shown: Shown | undefined;
let shownShare: unknown;
/** The share as each render that drew the ready night had it. */
let sharesWhenReady: unknown[] = [];
function Probe({ nightId }: { nightId: string }) {
  shown = useNightLedger(nightId);
  shownShare = useShare(nightId, shown.earlyShare);
  if (shown.status === 'ready') sharesWhenReady.push(shownShare);
  return h('p', null, shown.status);
}

const transfer = (from: string, to: string, amount: number) => ({
  kind: 'transfer',
  payload: { transfers: { [from]: -amount, [to]: amount } },
});

let root: HTMLElement;
beforeEach(() => {
  shown = undefined;
  shownShare = undefined;
  sharesWhenReady = [];
  reads.after = 0;
  page.whenUsable = new Promise<void>((resolve) => (page.usable = resolve));
  root = document.createElement('div');
});
afterEach(() => render(null, root));

describe('a night opened at a start', () => {
  it('reads nothing after its first read until the page is usable, then what came meanwhile', async () => {
    const db = freshDb();
    const { night, players } = await nightWithPlayers(db);
    const [a, b] = players;
    for (const amount of [100, 200, 300])
      await appendEntry(db, { nightId: night.id, ...transfer(a!.id, b!.id, amount) });
    const services = { db, now: () => Date.now(), newId: () => crypto.randomUUID() };
    await act(() =>
      render(
        h(ServicesContext.Provider, { value: services }, h(Probe, { nightId: night.id })),
        root,
      ),
    );
    await vi.waitFor(() => expect(shown?.status).toBe('ready'));
    expect(shown?.entries).toHaveLength(3);

    // Another tab saves while this one is still starting.
    await appendEntry(db, { nightId: night.id, ...transfer(b!.id, a!.id, 50) });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(reads.after).toBe(0);
    expect(shown?.entries).toHaveLength(3);

    await act(async () => page.usable());
    await vi.waitFor(() => expect(shown?.entries).toHaveLength(4));
    expect(reads.after).toBeGreaterThan(0);
    expect(shown?.ledger?.balances[a!.id]).toBe(-550);
  });
});

/** A night of 5 stored entries, its snapshot taken after the first 3, as the app writes it. */
async function nightWithSnapshot(share?: 'viewer') {
  const db = freshDb();
  const { night, players } = await nightWithPlayers(db);
  if (share)
    await putShare(db, {
      nightId: night.id,
      shareId: 's-1',
      role: share,
      secret: 'x'.repeat(43),
      links: {},
      server: 'http://127.0.0.1:1234',
      state: 'active',
      createdAt: 1_700_000_000_000,
    });
  const [a, b] = players;
  const pay = (amount: number) =>
    appendEntry(db, { nightId: night.id, ...transfer(a!.id, b!.id, amount) });
  for (const amount of [100, 200, 300]) await pay(amount);
  const game = await loadGame('marias');
  const ordered = new OrderedLedger(nightInfoOf(night), game.engine.reducer);
  ordered.add(await entriesOfNight(db, night.id));
  await saveSnapshot(db, takeSnapshot(ordered.ledger, ordered.storedEntries, ENGINE_VERSION)!);
  await pay(400);
  await pay(500);
  db.close();
  return { name: db.name, night, a: a! };
}

/** The route script's reads (raw IndexedDB, handed over at once: painted), then the app mounted on them. */
async function startAt(name: string, nightId: string) {
  const begin = new Function(`return (${earlyReadSource(name)});`)() as (
    id: string,
    afterFirstPaint: (f: () => void) => void,
  ) => void;
  begin(nightId, (f) => f());
  // As app/ui/root.tsx mounts it.
  const db = openRenoncDb(name);
  await startNightEarly(db, `#/night/${nightId}`, {});
  const services = { db, now: () => Date.now(), newId: () => crypto.randomUUID() };
  await act(() =>
    render(h(ServicesContext.Provider, { value: services }, h(Probe, { nightId })), root),
  );
  await vi.waitFor(() => expect(shown?.status).toBe('ready'));
  return db;
}

describe("a start with the route script's early reads", () => {
  it('shows the night, its share known, without opening Dexie until the page is usable', async () => {
    const { name, night, a } = await nightWithSnapshot();
    const db = await startAt(name, night.id);
    expect(shown?.entries).toHaveLength(5);
    expect(shown?.ledger?.balances[a.id]).toBe(-1500);
    expect(shownShare).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(db.isOpen()).toBe(false);

    await act(async () => page.usable());
    await vi.waitFor(() => expect(db.isOpen()).toBe(true));
    expect(shown?.entries).toHaveLength(5);
    expect(shownShare).toBeNull();
    db.close();
  });

  it("a viewer's night is read-only from its first drawn render", async () => {
    const { name, night } = await nightWithSnapshot('viewer');
    const db = await startAt(name, night.id);
    expect(sharesWhenReady.length).toBeGreaterThan(0);
    for (const share of sharesWhenReady) expect(share).toMatchObject({ role: 'viewer' });
    expect(db.isOpen()).toBe(false);
    await act(async () => page.usable());
    await vi.waitFor(() => expect(db.isOpen()).toBe(true));
    db.close();
  });
});
