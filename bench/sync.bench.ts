// Sync on the client side, measured in Node with the app's own mirror and
// storage (Dexie on fake-indexeddb): time to merge 1,000 entries that a phone
// made offline (from applying the other doc's update to all of them stored and
// folded), and, when the sync server is in this repo, save on phone A → stored
// on phone B through the real server on loopback (p50/p95 over 200 entries).
import 'fake-indexeddb/auto';
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import * as Y from 'yjs';
import { OrderedLedger, type GameReducer, type NightInfo } from '../app/engine/index';
import {
  addPlayer,
  appendEntry,
  createNight,
  entriesOfNight,
  openRenoncDb,
  putShare,
  type RenoncDb,
  type ShareRow,
} from '../app/storage/index';
import { joinSharedNight, snapshotOf } from '../app/storage/shared-night';
import { NightMirror } from '../app/sync/mirror';
import { MARIAS_GAME } from '../app/engine/games/marias/game';
import { median, percentile, type BenchRow } from './types';

const noGame: GameReducer<null> = {
  game: MARIAS_GAME.game,
  init: () => null,
  step: (state) => ({ state, transfers: {} }),
};

let dbCount = 0;
const share = (nightId: string, phone: string): ShareRow => ({
  nightId,
  shareId: 'AAAAAAAAAAAAAAAAAAAAAA',
  role: 'scorer',
  secret: 'BBBBBBBBBBBBBBBBBBBBBB',
  links: {},
  server: 'http://127.0.0.1',
  state: 'active',
  phone,
  createdAt: 1,
});

async function phonePair() {
  const a = openRenoncDb(`bench-sync-${++dbCount}`);
  const players = [
    await addPlayer(a, 'Petr'),
    await addPlayer(a, 'Jana'),
    await addPlayer(a, 'Eva'),
  ];
  const night = await createNight(a, {
    game: MARIAS_GAME.game,
    playerIds: players.map((p) => p.id),
    currency: 'CZK',
    settings: {},
  });
  await putShare(a, share(night.id, 'Petr'));
  const b = openRenoncDb(`bench-sync-${++dbCount}`);
  await joinSharedNight(b, (await snapshotOf(a, night.id))!, share(night.id, 'Jana'));
  return { a, b, night, players };
}

const transfer = (db: RenoncDb, nightId: string, from: string, to: string, i: number) =>
  appendEntry(db, {
    nightId,
    kind: 'transfer',
    payload: { transfers: { [from]: -(100 + i), [to]: 100 + i } },
  });

async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((r) => setTimeout(r, 2));
}

async function mergeOffline(count: number): Promise<number> {
  const { a, b, night, players } = await phonePair();
  const docA = new Y.Doc();
  const mirrorA = new NightMirror(docA, a, night.id);
  mirrorA.startPushing();
  for (let i = 0; i < count; i++) await transfer(a, night.id, players[0]!.id, players[1]!.id, i);
  await until(async () => docA.getMap('entries').size === count);
  const update = Y.encodeStateAsUpdate(docA);
  const info: NightInfo = {
    id: night.id,
    game: MARIAS_GAME.game,
    players: night.playerIds,
    currency: 'CZK',
    settings: {},
  };
  const docB = new Y.Doc();
  const mirrorB = new NightMirror(docB, b, night.id);
  const start = performance.now();
  Y.applyUpdate(docB, update);
  await mirrorB.settled();
  const ordered = new OrderedLedger(info, noGame);
  ordered.add(await entriesOfNight(b, night.id));
  const elapsed = performance.now() - start;
  if (ordered.entries.length !== count) throw new Error(`merged ${ordered.entries.length}`);
  mirrorA.close();
  mirrorB.close();
  return elapsed;
}

interface ServerHelpers {
  startServerProcess(
    port: number,
    env: Record<string, string>,
  ): Promise<{ url: string; kill(signal: NodeJS.Signals): Promise<void> }>;
  tempDataDir(label: string): string;
}
interface PhoneHelpers {
  newShare(): { name: string; scorer: string; viewer: string };
  tokenFor(secret: string, create?: { name: string; scorer: string; viewer: string }): string;
  connectPhone(
    url: string,
    name: string,
    token: string,
  ): { doc: Y.Doc; provider: { isSynced: boolean }; destroy(): void };
}

/** Save on A → stored on B through the real server; undefined when server/ is absent. */
async function latency(count: number): Promise<number[] | undefined> {
  if (!existsSync(new URL('../server/main.ts', import.meta.url))) return undefined;
  // The server's own test helpers (server/ and tests/server/ belong to the server side).
  const processes = './../tests/server/support/server-process';
  const phonesModule = './../tests/server/support/phones';
  const { startServerProcess, tempDataDir } = (await import(processes)) as ServerHelpers;
  const { connectPhone, newShare, tokenFor } = (await import(phonesModule)) as PhoneHelpers;
  const server = await startServerProcess(4460, { RENONC_DATA: tempDataDir('bench-sync') });
  try {
    const { a, b, night, players } = await phonePair();
    const doc = newShare();
    const phoneA = connectPhone(server.url, doc.name, tokenFor(doc.scorer, doc));
    await until(async () => phoneA.provider.isSynced);
    const phoneB = connectPhone(server.url, doc.name, tokenFor(doc.scorer));
    await until(async () => phoneB.provider.isSynced);
    let stored = 0;
    const mirrorA = new NightMirror(phoneA.doc, a, night.id);
    const mirrorB = new NightMirror(phoneB.doc, b, night.id, { onStored: (n) => (stored += n) });
    mirrorA.startPushing();
    mirrorB.startPushing();
    const times: number[] = [];
    for (let i = 0; i < count; i++) {
      const before = stored;
      const start = performance.now();
      await transfer(a, night.id, players[0]!.id, players[2]!.id, i);
      await until(async () => stored > before);
      times.push(performance.now() - start);
      // A table's pace is far slower; this keeps under the server's rate limit.
      await new Promise((r) => setTimeout(r, 150));
    }
    mirrorA.close();
    mirrorB.close();
    phoneA.destroy();
    phoneB.destroy();
    return times;
  } finally {
    await server.kill('SIGTERM');
  }
}

export async function bench(): Promise<BenchRow[]> {
  const merges = [];
  for (let i = 0; i < 3; i++) merges.push(await mergeOffline(1000));
  const merge = median(merges);
  const rows: BenchRow[] = [
    {
      name: 'sync: merge 1,000 offline entries (stored + folded, median of 3)',
      value: merge,
      unit: 'ms',
      target: '≤ 2000 ms',
      ok: merge <= 2000,
    },
  ];
  const times = await latency(200);
  if (times) {
    const p50 = percentile(times, 50);
    const p95 = percentile(times, 95);
    rows.push(
      {
        name: 'sync: save on A → stored on B, p50 (200 entries, loopback)',
        value: p50,
        unit: 'ms',
      },
      {
        name: 'sync: save on A → stored on B, p95 (200 entries, loopback)',
        value: p95,
        unit: 'ms',
        target: '≤ 150 ms',
        ok: p95 <= 150,
      },
    );
  }
  return rows;
}
