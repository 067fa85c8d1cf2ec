// Backup export and restore on fake-indexeddb: a round trip keeps every
// balance, a second import changes nothing, and a bad, hostile or conflicting
// file is refused whole — with the reason — and writes nothing at all.
import { describe, expect, it } from 'vitest';
import { foldLedger, payment, type GameReducer, type ValidationIssue } from '../../app/engine';
import { mariasReducer } from '../../app/engine/games/marias/index';
import { preferansReducer } from '../../app/engine/games/preferans/index';
import { vintReducer } from '../../app/engine/games/vint/index';
import {
  addPlayer,
  appendEntry,
  BackupImportError,
  closeNight,
  createNight,
  exportBackup,
  importBackup,
  importBackupText,
  markPaid,
  nightRoundTo,
  setNightRoundTo,
  entriesOfNight,
  voidEntry,
  type RenoncDb,
} from '../../app/storage';
import fixture from '../fixtures/settle-backup.json';
import { freshDb } from './helpers';

const REDUCERS = {
  marias: mariasReducer as GameReducer<unknown>,
  vint: vintReducer as GameReducer<unknown>,
  preferans: preferansReducer as GameReducer<unknown>,
};
const NOW = 1_736_000_000_000;

/** Everything stored, in a stable order: two databases are equal when this is. */
async function snapshot(db: RenoncDb) {
  const byKey = <T>(rows: T[], key: (r: T) => string) =>
    rows.sort((a, b) => (key(a) < key(b) ? -1 : 1));
  return {
    players: byKey(await db.players.toArray(), (r) => r.id),
    nights: byKey(await db.nights.toArray(), (r) => r.id),
    entries: byKey(await db.entries.toArray(), (r) => r.id),
    payments: byKey(
      (await db.payments.toArray()).map(({ id: _id, ...mark }) => mark),
      (r) => JSON.stringify(r),
    ),
    settings: byKey(await db.settings.toArray(), (r) => r.key),
  };
}

async function balancesOf(db: RenoncDb) {
  const out: Record<string, Record<string, number>> = {};
  for (const night of await db.nights.toArray()) {
    const entries = await db.entries.where('nightId').equals(night.id).toArray();
    const info = {
      id: night.id,
      game: night.game,
      players: night.playerIds,
      currency: night.currency,
      settings: night.settings,
    };
    out[night.id] = { ...foldLedger(info, entries, REDUCERS[night.game]).balances };
  }
  return out;
}

const vintDeal = (declarer: string, side: 'A' | 'B', level: number, tricks: number) => ({
  deal: {
    declaringSide: side,
    declarer,
    level,
    denomination: 'hearts',
    tricks,
    honours: { trumps: 2, aces: 1 },
  },
});

/** A device with a mariáš night of adjustments (one voided) and a vint night of deals. */
async function populated(): Promise<RenoncDb> {
  const db = freshDb();
  const ids: string[] = [];
  for (const name of ['Karel', 'Petr', 'Jana', 'Eva']) {
    ids.push((await addPlayer(db, name, { now: NOW })).id);
  }
  const [k, p, j, e] = ids as [string, string, string, string];
  const marias = await createNight(db, {
    game: 'marias',
    playerIds: [k, p, j],
    currency: 'CZK',
    settings: {},
    title: 'Pátek',
    now: NOW + 1,
  });
  const add = (nightId: string, transfers: Record<string, number>) =>
    appendEntry(db, { nightId, kind: 'transfer', payload: { transfers, origin: 'manual' } });
  await add(marias.id, payment(k, p, 12_040));
  const wrong = await add(marias.id, payment(j, p, 99_999));
  await voidEntry(db, marias.id, wrong.id, 'entered twice');
  await add(marias.id, payment(j, k, 3_530));
  await markPaid(db, marias.id, { from: k, to: p, amount: 8_500 }, { now: NOW + 5 });
  await setNightRoundTo(db, marias.id, 50);
  await closeNight(db, marias.id, NOW + 6);

  const vint = await createNight(db, {
    game: 'vint',
    playerIds: [k, p, j, e],
    currency: 'RUB',
    settings: { stake: { minor: 10, perPoints: 10 } },
    now: NOW + 10,
  });
  for (const deal of [vintDeal(k, 'A', 2, 9), vintDeal(p, 'B', 3, 8), vintDeal(j, 'A', 1, 7)]) {
    await appendEntry(db, { nightId: vint.id, kind: 'vint.deal', payload: deal });
  }
  await setNightRoundTo(db, vint.id, null);
  return db;
}

async function refused(run: Promise<unknown>): Promise<readonly ValidationIssue[]> {
  const error = await run.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BackupImportError);
  return (error as BackupImportError).issues;
}

const codes = (issues: readonly ValidationIssue[]) =>
  issues.map((i) => i.code.replace('backup:errors.', ''));

type Rec = Record<string, unknown>;
interface MutableBackup extends Rec {
  players: Rec[];
  nights: Rec[];
  entries: (Rec & { id: string; nightId: string; seq: number; kind: string; payload: unknown })[];
  payments: Rec[];
}

/** A backup as a plain JSON tree a test may break freely. */
function mutable(backup: unknown): MutableBackup {
  return structuredClone(backup) as MutableBackup;
}

describe('export', () => {
  it('writes a v1 file that the checker accepts, with the rounding choice and paid marks', async () => {
    const db = await populated();
    const backup = await exportBackup(db, {}, NOW + 100);
    expect(backup).toMatchObject({ format: 'renonc-backup', version: 1, exportedAt: NOW + 100 });
    expect(backup.app).toMatch(/^renonc \d+\.\d+\.\d+/);
    expect(backup.players).toHaveLength(4);
    expect(backup.nights.map((n) => n.roundTo)).toEqual([50, null]);
    expect(backup.nights[0]!.closedAt).toBe(NOW + 6);
    expect(backup.entries).toHaveLength(7);
    expect(backup.payments).toEqual([expect.objectContaining({ amount: 8_500, paidAt: NOW + 5 })]);
  });

  it('exports one night with only its players, entries and marks', async () => {
    const db = await populated();
    const nights = await db.nights.orderBy('createdAt').toArray();
    const one = await exportBackup(db, { nightId: nights[0]!.id }, NOW);
    expect(one.nights.map((n) => n.id)).toEqual([nights[0]!.id]);
    expect(one.players.map((p) => p.name).sort()).toEqual(['Jana', 'Karel', 'Petr']);
    expect(new Set(one.entries.map((e) => e.nightId))).toEqual(new Set([nights[0]!.id]));
    expect(one.payments).toHaveLength(1);
    await expect(exportBackup(db, { nightId: 'nope' }, NOW)).rejects.toMatchObject({
      kind: 'notFound',
    });
  });
});

describe('restore', () => {
  it('round-trips into an empty database with identical records and balances', async () => {
    const source = await populated();
    const text = JSON.stringify(await exportBackup(source, {}, NOW));
    const target = freshDb();
    const result = await importBackupText(target, text);
    expect(result).toEqual({
      added: { players: 4, nights: 2, entries: 7, payments: 1 },
      skipped: { players: 0, nights: 0, entries: 0, payments: 0 },
    });
    expect(await snapshot(target)).toEqual(await snapshot(source));
    expect(await balancesOf(target)).toEqual(await balancesOf(source));
    const [marias] = await target.nights.orderBy('createdAt').toArray();
    expect(await nightRoundTo(target, marias!.id)).toBe(50);
  });

  it('changes nothing when the same file is imported twice', async () => {
    const source = await populated();
    const backup = await exportBackup(source, {}, NOW);
    const target = freshDb();
    await importBackup(target, backup);
    const before = await snapshot(target);
    expect(await importBackup(target, backup)).toEqual({
      added: { players: 0, nights: 0, entries: 0, payments: 0 },
      skipped: { players: 4, nights: 2, entries: 7, payments: 1 },
    });
    expect(await snapshot(target)).toEqual(before);
    // Importing a device's own backup into itself is the same no-op.
    await importBackup(source, backup);
    expect(await snapshot(source)).toEqual(before);
  });

  it('restores the settle fixture: a mariáš night of adjustments and a vint night of deals', async () => {
    const db = freshDb();
    const result = await importBackup(db, fixture);
    expect(result.added).toEqual({ players: 4, nights: 2, entries: 11, payments: 1 });
    expect(await balancesOf(db)).toEqual({
      'night-marias': { karel: -12_765, petr: 13_040, jana: -2_805, eva: 2_530 },
      'night-vint': { karel: 4_920, petr: -5_253, jana: 5_253, eva: -4_920 },
    });
  });

  it('adds the later entries of a night this device has only the start of', async () => {
    const source = await populated();
    const full = await exportBackup(source, {}, NOW);
    const vint = full.nights[1]!;
    const early = mutable(full);
    early.entries = early.entries.filter((e) => e.nightId !== vint.id || e.seq === 1);
    const target = freshDb();
    await importBackup(target, early);
    const result = await importBackup(target, full);
    expect(result.added.entries).toBe(2);
    expect(await balancesOf(target)).toEqual(await balancesOf(source));
  });

  it('takes over a newer name and a later closing, and keeps a rounding chosen here', async () => {
    const source = await populated();
    const backup = mutable(await exportBackup(source, {}, NOW));
    const target = freshDb();
    const first = mutable(backup);
    delete first.nights[0]!.closedAt;
    await importBackup(target, first);
    const [marias] = await target.nights.orderBy('createdAt').toArray();
    await setNightRoundTo(target, marias!.id, 10);

    backup.players[0]!.name = 'Karel IV.';
    backup.players[0]!.renamedAt = NOW + 50;
    await importBackup(target, backup);
    expect((await target.players.get(backup.players[0]!.id as string))!.name).toBe('Karel IV.');
    expect((await target.nights.get(marias!.id))!.closedAt).toBe(NOW + 6);
    expect(await nightRoundTo(target, marias!.id)).toBe(10);

    // An older name in a file does not undo a rename made since.
    const old = mutable(backup);
    old.players[0]!.name = 'Karel';
    delete old.players[0]!.renamedAt;
    await importBackup(target, old);
    expect((await target.players.get(backup.players[0]!.id as string))!.name).toBe('Karel IV.');
  });

  it('matches paid marks one for one', async () => {
    const source = await populated();
    const backup = mutable(await exportBackup(source, {}, NOW));
    backup.payments.push({ ...backup.payments[0]! });
    const result = await importBackup(source, backup);
    expect(result.added.payments).toBe(1);
    expect(result.skipped.payments).toBe(1);
    expect(await source.payments.count()).toBe(2);
  });
});

describe('refused files write nothing', () => {
  async function expectRefused(
    input: unknown,
    expected: string[],
    asText = false,
  ): Promise<readonly ValidationIssue[]> {
    const db = await populated();
    const before = await snapshot(db);
    const run = asText ? importBackupText(db, input as string) : importBackup(db, input);
    const issues = await refused(run);
    for (const code of expected) expect(codes(issues)).toContain(code);
    expect(await snapshot(db)).toEqual(before);
    // Nor into an empty database.
    const empty = freshDb();
    await refused(asText ? importBackupText(empty, input as string) : importBackup(empty, input));
    expect(await snapshot(empty)).toEqual(await snapshot(freshDb()));
    return issues;
  }

  const base = () => mutable(fixture);

  it('a truncated file', async () => {
    const text = JSON.stringify(fixture);
    await expectRefused(text.slice(0, text.length / 2), ['invalidJson'], true);
    await expectRefused('', ['invalidJson'], true);
  });

  it('mistyped fields, naming the field and the entry', async () => {
    const b = base();
    (b.entries[2] as Record<string, unknown>).seq = '3';
    (b.entries[0]!.payload as { transfers: Record<string, unknown> }).transfers.karel = '-12040';
    b.nights[0]!.currency = 'USD';
    const issues = await expectRefused(b, ['notInteger', 'notOneOf']);
    expect(issues.map((i) => i.field)).toEqual(
      expect.arrayContaining(['entries[2].seq', 'entries[0].payload.transfers.karel']),
    );
    expect(issues.find((i) => i.field === 'entries[2].seq')).toMatchObject({
      code: 'backup:errors.notInteger',
      params: { entryId: 'm3' },
    });
  });

  it('a wrong format or version', async () => {
    await expectRefused({ ...base(), version: 2 }, ['newerVersion']);
    await expectRefused({ ...base(), version: 0 }, ['unsupportedVersion']);
    await expectRefused({ ...base(), format: 'excel' }, ['notBackup']);
    await expectRefused([], ['notBackup']);
    await expectRefused(null, ['notBackup']);
  });

  it('huge numbers, giant strings, unknown kinds, prototype keys', async () => {
    const huge = base();
    (huge.entries[0]!.payload as { transfers: Record<string, number> }).transfers = {
      karel: -1e308,
      petr: 1e308,
    };
    huge.payments[0]!.amount = 2 ** 60;
    await expectRefused(huge, ['notMoney']);

    const long = base();
    long.players[0]!.name = 'x'.repeat(10 * 1024 * 1024);
    (long.entries[1]!.payload as Record<string, unknown>).note = 'y'.repeat(10 * 1024 * 1024);
    await expectRefused(long, ['stringTooLong']);

    const kind = base();
    kind.entries[0]!.kind = 'poker.hand';
    await expectRefused(kind, ['unknownKind']);

    const proto = JSON.stringify(fixture).replace(
      '"format"',
      '"__proto__":{"polluted":1},"format"',
    );
    await expectRefused(proto, ['forbiddenKey'], true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();

    await expectRefused(' '.repeat(20 * 1024 * 1024 + 1), ['tooLarge'], true);
  });

  it('a deal its game cannot score, naming the field (a vint deal of 14 tricks)', async () => {
    const b = base();
    const at = b.entries.findIndex((e) => e.id === 'v4');
    (b.entries[at]!.payload as { deal: { tricks: number } }).deal.tricks = 14;
    const issues = await expectRefused(b, ['gameRule']);
    expect(issues).toContainEqual(
      expect.objectContaining({
        field: `entries[${at}].payload.deal`,
        params: expect.objectContaining({
          seq: 4,
          entryId: 'v4',
          cause: expect.stringMatching(/^vint:/),
        }),
      }),
    );
  });

  it("keeps a shared night's deal its game cannot score: imported, shown as not counted, voidable, round-trips", async () => {
    // Every phone of a shared night already holds such an entry as "cannot be
    // counted" (docs/ledger.md): its backup restores it the same way.
    const b = base();
    b.entries = b.entries.map((e) =>
      e.nightId === 'night-vint' ? { ...e, device: 'phone-a' } : e,
    );
    const deal = b.entries.find((e) => e.id === 'v4')!;
    (deal.payload as { deal: { tricks: number } }).deal.tricks = 14;
    const db = freshDb();
    await importBackup(db, b);
    const info = {
      id: 'night-vint',
      game: 'vint' as const,
      players: b.nights[1]!.playerIds as string[],
      currency: 'RUB' as const,
      settings: b.nights[1]!.settings,
    };
    const stored = await entriesOfNight(db, 'night-vint');
    const folded = foldLedger(info, stored, vintReducer as GameReducer<unknown>);
    expect(folded.unscorable).toEqual([
      { entryId: 'v4', seq: 4, code: expect.stringMatching(/^vint:/), params: { max: 13 } },
    ]);
    // Export, then import into an empty device: the same night, the same entries.
    const again = freshDb();
    await importBackup(again, await exportBackup(db, {}, NOW));
    expect(await entriesOfNight(again, 'night-vint')).toEqual(stored);
    // It can be voided like any entry; then nothing is left uncounted.
    await voidEntry(db, 'night-vint', 'v4', 'foreign file');
    const after = foldLedger(
      info,
      await entriesOfNight(db, 'night-vint'),
      vintReducer as GameReducer<unknown>,
    );
    expect(after.unscorable).toEqual([]);
  });

  it('a second correction of one entry (both would count)', async () => {
    const b = base();
    const vint = b.entries.filter((e) => e.nightId === 'night-vint');
    const last = vint[vint.length - 1]!;
    const target = vint.find((e) => e.kind === 'vint.deal' && e.id !== last.id)!;
    const fix = { ...structuredClone(target), reason: 'typo', replaces: target.id };
    b.entries.push({ ...fix, id: 'fix-1', seq: last.seq + 1 });
    b.entries.push({ ...fix, id: 'fix-2', seq: last.seq + 2 });
    const issues = await expectRefused(b, ['ledgerRule']);
    expect(issues[0]).toMatchObject({
      params: { entryId: 'fix-2', cause: 'errors:ledger.targetReplaced' },
    });
  });

  it('accepts markup in a name as plain text', async () => {
    const b = base();
    b.players[0]!.name = '<script>alert(1)</script>';
    const db = freshDb();
    await importBackup(db, b);
    expect((await db.players.get('karel'))!.name).toBe('<script>alert(1)</script>');
  });
});

describe('conflicts refuse the whole file', () => {
  async function conflicting(mutate: (b: ReturnType<typeof mutable>) => void, code: string) {
    const db = freshDb();
    await importBackup(db, fixture);
    const before = await snapshot(db);
    const b = mutable(fixture);
    // Something new in the same file, to show that it is not written either.
    b.players.push({ id: 'zdenek', name: 'Zdeněk', createdAt: NOW });
    b.nights.push({
      id: 'night-new',
      game: 'marias',
      playerIds: ['karel', 'petr', 'zdenek'],
      currency: 'CZK',
      settings: {},
      createdAt: NOW,
    });
    mutate(b);
    const issues = await refused(importBackup(db, b));
    expect(codes(issues)).toContain(code);
    expect(await snapshot(db)).toEqual(before);
    return issues;
  }

  it('an entry with the same id and other content', async () => {
    const issues = await conflicting((b) => {
      (b.entries[0]!.payload as { transfers: Record<string, number> }).transfers = {
        karel: -1,
        petr: 1,
      };
    }, 'conflictEntry');
    expect(issues[0]).toMatchObject({ field: 'entries[0]', params: { entryId: 'm1' } });
  });

  it('a player with the same id who is somebody else', async () => {
    await conflicting((b) => {
      b.players[1]!.createdAt = NOW + 1;
    }, 'conflictPlayer');
  });

  it('a night with the same id and other players or rules', async () => {
    await conflicting((b) => {
      b.nights[0]!.settings = { tariff: 'other' };
    }, 'conflictNight');
  });

  it('a different entry at a number the night already uses', async () => {
    await conflicting((b) => {
      b.entries = b.entries.filter((e) => e.id !== 'm4' && e.id !== 'm5' && e.id !== 'm6');
      b.entries.push({
        id: 'other-4',
        nightId: 'night-marias',
        seq: 4,
        kind: 'transfer',
        payload: { transfers: { eva: -100, jana: 100 } },
        createdAt: NOW,
      });
    }, 'conflictSeq');
  });
});
