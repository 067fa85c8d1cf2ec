// Backup export, loaded on demand by ./backup: the database (or one night) read
// into a v1 file, checked before it is handed out.
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  compareLedgerOrder,
  GAMES,
  validateBackupOf,
  type Backup,
  type GameCatalog,
  type BackupNight,
  type NightId,
  type Timestamp,
} from '../engine';
import { version } from '../../package.json';
import { BackupImportError } from './backup';
import { entryOut, playerOut } from './backup-rows';
import { guarded, StorageError } from './errors';
import { isRoundTo, roundToKey } from './payments';
import type { NightRow, PlayerRow, RenoncDb } from './schema';

export const BACKUP_APP = `renonc ${version}`;

export function exportBackup(
  db: RenoncDb,
  options: { readonly nightId?: NightId },
  now: Timestamp,
  games: GameCatalog = GAMES,
): Promise<Backup> {
  return guarded(async () => {
    const data = await db.transaction(
      'r',
      [db.players, db.nights, db.entries, db.payments, db.settings],
      async () => {
        const { nightId } = options;
        if (nightId === undefined) {
          return {
            players: await db.players.toArray(),
            nights: await db.nights.orderBy('createdAt').toArray(),
            entries: await db.entries.toArray(),
            payments: await db.payments.toArray(),
            settings: await db.settings.toArray(),
          };
        }
        const night = await db.nights.get(nightId);
        if (!night) throw new StorageError('notFound', `no night ${nightId}`);
        const players = await db.players.bulkGet([...night.playerIds]);
        return {
          players: players.filter((p): p is PlayerRow => p !== undefined),
          nights: [night],
          entries: await db.entries.where('nightId').equals(nightId).toArray(),
          payments: await db.payments.where('nightId').equals(nightId).toArray(),
          settings: await db.settings.bulkGet([roundToKey(nightId)]),
        };
      },
    );
    const roundTo = new Map(data.settings.flatMap((s) => (s ? [[s.key, s.value] as const] : [])));
    const nightOrder = new Map(data.nights.map((n, i) => [n.id, i]));
    const backup: Backup = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      exportedAt: now,
      app: BACKUP_APP,
      players: [...data.players].sort(byCreated).map(playerOut),
      nights: data.nights.map((n) => nightOut(n, roundTo.get(roundToKey(n.id)))),
      entries: [...data.entries]
        .sort(
          (a, b) =>
            (nightOrder.get(a.nightId) ?? 0) - (nightOrder.get(b.nightId) ?? 0) ||
            compareLedgerOrder(a, b),
        )
        .map(entryOut),
      payments: [...data.payments]
        .sort((a, b) => a.paidAt - b.paidAt)
        .map(({ nightId, from, to, amount, paidAt }) => ({ nightId, from, to, amount, paidAt })),
    };
    // Never hand out a file this app could not restore.
    // Checked as the file will hold it: JSON drops undefined fields a stored row may carry.
    const checked = validateBackupOf(JSON.parse(JSON.stringify(backup)), games);
    if (!checked.ok) throw new BackupImportError(checked.issues);
    return checked.value;
  });
}

const byCreated = (a: PlayerRow, b: PlayerRow): number =>
  a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function nightOut(n: NightRow, roundTo: unknown): BackupNight {
  return {
    id: n.id,
    game: n.game,
    ...(n.title !== undefined ? { title: n.title } : {}),
    playerIds: [...n.playerIds],
    currency: n.currency,
    settings: (n.settings ?? {}) as Readonly<Record<string, unknown>>,
    createdAt: n.createdAt,
    ...(n.closedAt !== undefined ? { closedAt: n.closedAt } : {}),
    ...(isRoundTo(roundTo) ? { roundTo } : {}),
  };
}
