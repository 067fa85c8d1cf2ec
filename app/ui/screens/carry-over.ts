// Opening entries of a new night: what the same players left unpaid last time.
// The source is the most recent night with the same players (seats may differ)
// and the same currency; its settlement minus the payments marked paid becomes
// one 'transfer' entry with origin 'carry-over', whose note names the source
// night ('from:<id>'), so that the same debt is never carried twice.
import {
  canCarryOver,
  carryOverPayload,
  samePlayers,
  type Currency,
  type Money,
  type PlayerId,
  type TransferPayload,
} from '../../engine';
import {
  entriesOfNight,
  listNights,
  nightRoundTo,
  paymentsOfNight,
  type NightRow,
  type RenoncDb,
} from '../../storage';
import { settleBalances } from '../settle/compute';
import { foldStoredNight, isCarryOver } from '../settle/stored-night';

const NOTE_PREFIX = 'from:';

/** The note of a carry-over entry that came from `nightId`. */
export function carryOverNote(nightId: string): string {
  return `${NOTE_PREFIX}${nightId}`;
}

/** The night a carry-over entry came from, when its note names one. */
export function carriedFrom(payload: TransferPayload): string | undefined {
  const note = payload.note;
  return payload.origin === 'carry-over' && note?.startsWith(NOTE_PREFIX)
    ? note.slice(NOTE_PREFIX.length)
    : undefined;
}

export async function openingEntriesFor(
  db: RenoncDb,
  playerIds: readonly string[],
  currency: Currency,
): Promise<{ kind: string; payload: unknown }[]> {
  const nights = await listNights(db); // newest first
  const matches = (n: NightRow) => n.currency === currency && samePlayers(n.playerIds, playerIds);
  const source = nights.find(matches);
  if (!source) return [];
  // Only a night of the same players can have taken these debts. Every such
  // night is asked, not only later ones: a phone's clock can go back.
  for (const night of nights.filter((n) => n.id !== source.id && matches(n))) {
    if (await tookCarryOver(db, night.id, source.id)) return [];
  }
  const unpaid = await unpaidOf(db, source);
  if (!unpaid || !canCarryOver(unpaid, playerIds)) return [];
  const payload = carryOverPayload(unpaid);
  if (!payload) return [];
  return [{ kind: 'transfer', payload: { ...payload, note: carryOverNote(source.id) } }];
}

/**
 * Whether a night opened with the debts of `sourceId`. A carry-over that was
 * voided there still counts as taken: voiding it was the table's decision.
 */
async function tookCarryOver(db: RenoncDb, nightId: string, sourceId: string): Promise<boolean> {
  const entries = await entriesOfNight(db, nightId);
  return entries.some(
    (e) => isCarryOver(e) && carriedFrom(e.payload as TransferPayload) === sourceId,
  );
}

/** The night's settlement minus what was marked paid; undefined when it cannot be settled. */
async function unpaidOf(
  db: RenoncDb,
  night: NightRow,
): Promise<Readonly<Record<PlayerId, Money>> | undefined> {
  const [folded, roundTo, marks] = await Promise.all([
    foldStoredNight(db, night),
    nightRoundTo(db, night.id),
    paymentsOfNight(db, night.id),
  ]);
  if (!folded) return undefined;
  const outcome = settleBalances(folded.balances, roundTo, night.playerIds, marks);
  return outcome.ok ? outcome.settlement.unpaid : undefined;
}
