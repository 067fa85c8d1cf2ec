// A restore's plan: what is already on this device is read and every write
// decided before the first one, so a conflict anywhere writes nothing
// (./backup-import runs the plan in one transaction). Matching the file's
// players, nights and entries with this device's: ./backup-match.
import type {
  Backup,
  GameEngine,
  NightId,
  PaymentMark,
  Timestamp,
  ValidationIssue,
} from '../engine';
import type { ImportResult } from './backup';
import { planEntries, planNights, planPlayers, type Conflict } from './backup-match';
import { roundToKey } from './payments';
import { entryPaths, scoreIssues } from './backup-score';
import type { EntryRow, NightRow, PaymentRow, PlayerRow, RenoncDb } from './schema';

type Engines = ReadonlyMap<string, GameEngine>;

export interface MergePlan {
  readonly issues: ValidationIssue[];
  readonly newPlayers: PlayerRow[];
  readonly renamed: PlayerRow[];
  readonly newNights: NightRow[];
  readonly closed: { id: NightId; closedAt: Timestamp }[];
  readonly newEntries: EntryRow[];
  readonly newPayments: PaymentRow[];
  readonly newSettings: { key: string; value: unknown }[];
  readonly result: ImportResult;
}

/** Reads what is here and decides every write; writes nothing. */
export async function planMerge(
  db: RenoncDb,
  backup: Backup,
  engines: Engines,
): Promise<MergePlan> {
  const issues: ValidationIssue[] = [];
  const conflict: Conflict = (code, path, params) =>
    issues.push({ code: `backup:errors.${code}`, field: path, params: { path, ...params } });
  const { newPlayers, renamed } = await planPlayers(db, backup, conflict);
  const { newNights, closed, localNights } = await planNights(db, backup, conflict);
  const paths = entryPaths(backup);
  const { newEntries, localLedgers, touched } = await planEntries(
    db,
    backup,
    localNights,
    conflict,
  );

  // A night that was already here and gains entries must still score as a whole.
  for (const [i, n] of backup.nights.entries()) {
    if (!localLedgers.has(n.id) || !touched.has(n.id)) continue;
    const merged = [
      ...(localLedgers.get(n.id) ?? []),
      ...newEntries.filter((e) => e.nightId === n.id),
    ];
    issues.push(...scoreIssues(n, `nights[${i}]`, merged, engines.get(n.game)!, paths));
  }
  const newPayments = await planPayments(db, backup);
  const newSettings = await planSettings(db, backup);

  const payments = backup.payments?.length ?? 0;
  const added = {
    players: newPlayers.length,
    nights: newNights.length,
    entries: newEntries.length,
    payments: newPayments.length,
  };
  const skipped = {
    players: backup.players.length - added.players,
    nights: backup.nights.length - added.nights,
    entries: backup.entries.length - added.entries,
    payments: payments - added.payments,
  };
  return {
    issues,
    newPlayers,
    renamed,
    newNights,
    closed,
    newEntries,
    newPayments,
    newSettings,
    result: { added, skipped },
  };
}

/** Paid marks carry no id: equal marks are matched one for one. */
async function planPayments(db: RenoncDb, backup: Backup): Promise<PaymentRow[]> {
  const newPayments: PaymentRow[] = [];
  const localMarks = new Map<string, number>();
  for (const nightId of new Set((backup.payments ?? []).map((m) => m.nightId))) {
    for (const m of await db.payments.where('nightId').equals(nightId).toArray()) {
      localMarks.set(markKey(m), (localMarks.get(markKey(m)) ?? 0) + 1);
    }
  }
  for (const m of backup.payments ?? []) {
    const left = localMarks.get(markKey(m)) ?? 0;
    if (left > 0) localMarks.set(markKey(m), left - 1);
    else newPayments.push({ id: crypto.randomUUID(), ...markOut(m) });
  }
  return newPayments;
}

/** The rounding choice travels with the night; a choice made here is kept. */
async function planSettings(db: RenoncDb, backup: Backup) {
  const newSettings: { key: string; value: unknown }[] = [];
  for (const n of backup.nights) {
    if (n.roundTo === undefined) continue;
    if (await db.settings.get(roundToKey(n.id))) continue;
    newSettings.push({ key: roundToKey(n.id), value: n.roundTo });
  }
  return newSettings;
}

function markOut(m: PaymentMark): Omit<PaymentRow, 'id'> {
  return { nightId: m.nightId, from: m.from, to: m.to, amount: m.amount, paidAt: m.paidAt };
}

function markKey(m: Omit<PaymentRow, 'id'> | PaymentMark): string {
  return JSON.stringify([m.nightId, m.from, m.to, m.amount, m.paidAt]);
}
