// Saved players. Renaming keeps the id, so every night's history still points
// at the same person.
import { normalizeName, validatePlayerName, type Timestamp, type ValidationIssue } from '../engine';
import { guarded, StorageError } from './errors';
import type { PlayerRow, RenoncDb } from './schema';

export class PlayerNameError extends StorageError {
  constructor(readonly issues: readonly ValidationIssue[]) {
    super('invalid', issues.map((i) => i.code).join(', '));
    this.name = 'PlayerNameError';
  }
}

export function listPlayers(db: RenoncDb): Promise<PlayerRow[]> {
  return guarded(() => db.players.orderBy('name').toArray());
}

export function addPlayer(
  db: RenoncDb,
  name: string,
  options: { id?: string; now?: Timestamp } = {},
): Promise<PlayerRow> {
  return guarded(() =>
    db.transaction('rw', db.players, async () => {
      const taken = (await db.players.toArray()).map((p) => p.name);
      const issues = validatePlayerName(name, taken);
      if (issues.length > 0) throw new PlayerNameError(issues);
      const row: PlayerRow = {
        id: options.id ?? crypto.randomUUID(),
        name: normalizeName(name),
        createdAt: options.now ?? Date.now(),
      };
      await db.players.add(row);
      return row;
    }),
  );
}

export function renamePlayer(
  db: RenoncDb,
  id: string,
  name: string,
  now: Timestamp = Date.now(),
): Promise<PlayerRow> {
  return guarded(() =>
    db.transaction('rw', db.players, async () => {
      const player = await db.players.get(id);
      if (!player) throw new StorageError('notFound', `no player ${id}`);
      const taken = (await db.players.toArray()).filter((p) => p.id !== id).map((p) => p.name);
      const issues = validatePlayerName(name, taken);
      if (issues.length > 0) throw new PlayerNameError(issues);
      const row: PlayerRow = { ...player, name: normalizeName(name), renamedAt: now };
      await db.players.put(row);
      return row;
    }),
  );
}
