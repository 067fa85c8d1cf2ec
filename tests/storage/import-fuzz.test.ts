// Import fuzz: 1,000 mutated backup files. None may crash (anything thrown is a
// BackupImportError or a StorageError with a message for the user), and a
// refused file writes nothing at all; an accepted one leaves nights that score.
import { describe, expect, it } from 'vitest';
import { foldLedger, type GameReducer } from '../../app/engine';
import { mariasReducer } from '../../app/engine/games/marias/index';
import { vintReducer } from '../../app/engine/games/vint/index';
import {
  BackupImportError,
  entriesOfNight,
  importBackupText,
  StorageError,
  type RenoncDb,
} from '../../app/storage';
import fixture from '../fixtures/settle-backup.json';
import { freshDb, nightWithPlayers } from './helpers';

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const NASTY: readonly Json[] = [
  null,
  -1,
  0,
  1.5,
  1e308,
  2 ** 53 + 2,
  '',
  'x',
  '<script>alert(1)</script>',
  '__proto__',
  [],
  {},
  { __proto__: { polluted: true } } as unknown as Json,
  true,
  'void',
  'marias.hand',
  'no-such-kind',
  'night-vint',
  'karel',
];

function mutate(value: Json, random: () => number): Json {
  const copy = structuredClone(value);
  const containers: { parent: Json[] | { [k: string]: Json }; key: string | number }[] = [];
  const walk = (node: Json) => {
    if (Array.isArray(node)) {
      node.forEach((child, i) => {
        containers.push({ parent: node, key: i });
        walk(child);
      });
    } else if (node && typeof node === 'object') {
      for (const [k, child] of Object.entries(node)) {
        containers.push({ parent: node, key: k });
        walk(child);
      }
    }
  };
  walk(copy);
  const changes = 1 + Math.floor(random() * 3);
  for (let i = 0; i < changes && containers.length > 0; i++) {
    const { parent, key } = containers[Math.floor(random() * containers.length)]!;
    const roll = random();
    const target = parent as Record<string | number, Json>;
    if (roll < 0.25 && !Array.isArray(parent)) delete target[key];
    else if (roll < 0.35 && Array.isArray(parent))
      parent.push(structuredClone(parent[key as number]!));
    else if (roll < 0.4) target[key] = 'y'.repeat(random() < 0.1 ? 10_500_000 : 20_000);
    else target[key] = structuredClone(NASTY[Math.floor(random() * NASTY.length)]!);
  }
  return copy;
}

async function snapshot(db: RenoncDb): Promise<string> {
  const tables = ['players', 'nights', 'entries', 'payments', 'settings'] as const;
  const out: Record<string, unknown[]> = {};
  for (const t of tables) out[t] = await db.table(t).toArray();
  return JSON.stringify(out);
}

describe('backup import fuzz', () => {
  it('1,000 mutated files: no crash, no partial write', async () => {
    const random = mulberry32(20261129);
    const text = JSON.stringify(fixture);
    let db = freshDb();
    await nightWithPlayers(db, ['Local', 'Night', 'Only']);
    let accepted = 0;
    let refused = 0;
    for (let i = 0; i < 1000; i++) {
      const roll = random();
      const candidate =
        roll < 0.1
          ? text.slice(0, Math.floor(random() * text.length))
          : roll < 0.15
            ? text.replace(/\d/, 'Z')
            : JSON.stringify(mutate(fixture as unknown as Json, random));
      const before = await snapshot(db);
      try {
        await importBackupText(db, candidate);
        accepted += 1;
        for (const night of await db.nights.toArray()) {
          const reducer = (
            night.game === 'marias' ? mariasReducer : vintReducer
          ) as GameReducer<unknown>;
          const info = {
            id: night.id,
            game: night.game,
            players: night.playerIds,
            currency: night.currency,
            settings: night.settings,
          };
          const { balances } = foldLedger(info, await entriesOfNight(db, night.id), reducer);
          expect(Object.values(balances).reduce((s, v) => s + v, 0)).toBe(0);
        }
        // Start the next round from a clean local night again.
        db = freshDb();
        await nightWithPlayers(db, ['Local', 'Night', 'Only']);
      } catch (error) {
        refused += 1;
        expect(error, `file ${i}`).toBeInstanceOf(StorageError);
        if (error instanceof BackupImportError) expect(error.issues.length).toBeGreaterThan(0);
        expect(await snapshot(db), `file ${i} wrote something`).toBe(before);
      }
    }
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
    expect(accepted + refused).toBe(1000);
    expect(refused).toBeGreaterThan(500);
    expect(accepted).toBeGreaterThan(10);
  }, 300_000);
});
