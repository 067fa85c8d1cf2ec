// Nights: created with their players, game and settings; listed newest first;
// removed only as a whole, by an explicit user action, in one transaction.
import {
  GAMES,
  loadEngine,
  validateNewNight,
  type Currency,
  type GameCatalog,
  type GameKind,
  type NightId,
  type Timestamp,
  type ValidationIssue,
} from '../engine';
import { guarded, StorageError } from './errors';
import type { NightResult, NightRow, RenoncDb } from './schema';

/** The longest name a night keeps. */
export const NIGHT_TITLE_MAX = 80;

/** A typed night name as kept: one line, spaces tidied, at most NIGHT_TITLE_MAX; blank is none. */
export function nightTitle(text: string | undefined): string | undefined {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim().slice(0, NIGHT_TITLE_MAX).trim();
  return clean === '' ? undefined : clean;
}

export interface NewNight {
  readonly game: GameKind;
  readonly playerIds: readonly string[];
  readonly currency: Currency;
  readonly settings: unknown;
  readonly title?: string;
  readonly id?: string;
  readonly now?: Timestamp;
  /** Opening entries written in the same transaction (a carry-over from the last night). */
  readonly openingEntries?: readonly { kind: string; payload: unknown }[];
}

export class NightInputError extends StorageError {
  constructor(readonly issues: readonly ValidationIssue[]) {
    super('invalid', issues.map((i) => i.code).join(', '));
    this.name = 'NightInputError';
  }
}

/** Stores a new night once its seats and its game's settings pass their checks. */
export async function createNight(
  db: RenoncDb,
  input: NewNight,
  games: GameCatalog = GAMES,
): Promise<NightRow> {
  const issues = validateNewNight(input, games);
  if (issues.length > 0) throw new NightInputError(issues);
  const engine = await loadEngine(games, input.game);
  const settingsIssues = engine.checkSettings(input.settings, input.playerIds);
  if (settingsIssues.length > 0) throw new NightInputError(settingsIssues);
  const now = input.now ?? Date.now();
  const row: NightRow = {
    id: input.id ?? crypto.randomUUID(),
    game: input.game,
    playerIds: [...input.playerIds],
    currency: input.currency,
    settings: input.settings,
    createdAt: now,
    ...(nightTitle(input.title) ? { title: nightTitle(input.title) } : {}),
  };
  return guarded(() =>
    db.transaction('rw', [db.nights, db.players, db.entries, db.heads], async () => {
      const players = await db.players.bulkGet([...row.playerIds]);
      if (players.some((p) => p === undefined)) {
        throw new StorageError('notFound', 'a player of the night is not saved');
      }
      await db.nights.add(row);
      let seq = 0;
      for (const opening of input.openingEntries ?? []) {
        seq += 1;
        await db.entries.add({
          id: crypto.randomUUID(),
          nightId: row.id,
          seq,
          kind: opening.kind,
          payload: opening.payload,
          createdAt: now,
        });
      }
      return row;
    }),
  );
}

/** Newest first. */
export function listNights(db: RenoncDb): Promise<NightRow[]> {
  return guarded(() => db.nights.orderBy('createdAt').reverse().toArray());
}

export function getNight(db: RenoncDb, id: NightId): Promise<NightRow | undefined> {
  return guarded(() => db.nights.get(id));
}

export function closeNight(db: RenoncDb, id: NightId, now: Timestamp = Date.now()): Promise<void> {
  return guarded(async () => {
    const updated = await db.nights.update(id, { closedAt: now });
    if (updated === 0) throw new StorageError('notFound', `no night ${id}`);
  });
}

/** Names a night, or takes its name away (blank): the game's name is shown instead. */
export function renameNight(db: RenoncDb, id: NightId, title: string): Promise<void> {
  return guarded(async () => {
    const updated = await db.nights.update(id, { title: nightTitle(title) });
    if (updated === 0) throw new StorageError('notFound', `no night ${id}`);
  });
}

/** Keeps the night's result for the home list, writing only when it changed. */
export function noteNightResult(db: RenoncDb, id: NightId, result: NightResult): Promise<void> {
  return guarded(() =>
    db.transaction('rw', db.nights, async () => {
      const row = await db.nights.get(id);
      const was = row?.result;
      if (!row || (was && was.leader === result.leader && was.amount === result.amount)) return;
      await db.nights.update(id, { result });
    }),
  );
}

/**
 * Takes the closing mark off a reopened night. The mark is a cache for the
 * list of nights; the ledger's close and reopen entries are what counts.
 */
export function reopenNight(db: RenoncDb, id: NightId): Promise<void> {
  return guarded(async () => {
    const updated = await db.nights.update(id, { closedAt: undefined });
    if (updated === 0) throw new StorageError('notFound', `no night ${id}`);
  });
}

/** Removes a night with all its entries, drafts and payment marks. Confirmed by the user first. */
export function deleteNight(db: RenoncDb, id: NightId): Promise<void> {
  return guarded(() =>
    db.transaction(
      'rw',
      [db.nights, db.entries, db.heads, db.drafts, db.payments, db.snapshots],
      async () => {
        await db.snapshots.delete(id);
        await db.entries.where('nightId').equals(id).delete();
        await db.drafts.where('nightId').equals(id).delete();
        await db.payments.where('nightId').equals(id).delete();
        await db.nights.delete(id);
      },
    ),
  );
}
