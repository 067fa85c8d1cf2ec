// Reading a backup file before anything of it is written: the whole file is
// checked (shape of every field, sizes, references) and either every issue is
// returned or a clean copy that holds only what the format defines.
import type { GameCatalog } from '../games/contract';
import { invalid, valid, type Validation } from '../validation';
import { isPlainObject, own, readArray, readString, readTimestamp, recordAt } from './fields';
import { BACKUP_FORMAT, BACKUP_LIMITS, BACKUP_VERSION, type Backup } from './format';
import { issuesOf, newCtx, report, shown, type Ctx } from './issues';
import { readEntries } from './entries';
import { readNights, readPayments, readPlayers } from './records';

const ROOT_KEYS = [
  'format',
  'version',
  'exportedAt',
  'app',
  'players',
  'nights',
  'entries',
  'payments',
];

/** Text of a backup file → the checked backup. Truncated or damaged JSON is an issue, not a throw. */
export function parseBackupOf(text: string, games: GameCatalog): Validation<Backup> {
  const ctx = newCtx(games);
  if (typeof text !== 'string') {
    report(ctx, 'notBackup', '');
    return invalid(...issuesOf(ctx));
  }
  if (text.length > BACKUP_LIMITS.maxTextLength) {
    report(ctx, 'tooLarge', '', { limit: BACKUP_LIMITS.maxTextLength / 1024 / 1024 });
    return invalid(...issuesOf(ctx));
  }
  let json: unknown;
  try {
    // Editors on some systems save a byte-order mark in front of the JSON.
    json = JSON.parse(text.startsWith('\uFEFF') ? text.slice(1) : text);
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    report(ctx, 'invalidJson', '');
    return invalid(...issuesOf(ctx));
  }
  return validateBackupOf(json, games);
}

/** An already parsed value → the checked backup (a copy; nothing of `json` is kept). */
export function validateBackupOf(json: unknown, games: GameCatalog): Validation<Backup> {
  const ctx = newCtx(games);
  const backup = readBackup(ctx, json);
  const issues = issuesOf(ctx);
  return backup && issues.length === 0 ? valid(backup) : invalid(...issues);
}

function readBackup(ctx: Ctx, json: unknown): Backup | undefined {
  // Format and version first: for anything else, field-by-field issues would only be noise.
  if (!isPlainObject(json) || own(json, 'format') !== BACKUP_FORMAT) {
    report(ctx, 'notBackup', '');
    return undefined;
  }
  const version = own(json, 'version');
  if (version !== BACKUP_VERSION) {
    const newer = Number.isSafeInteger(version) && (version as number) > BACKUP_VERSION;
    report(ctx, newer ? 'newerVersion' : 'unsupportedVersion', 'version', {
      version: shown(version),
    });
    return undefined;
  }
  const root = recordAt(ctx, json, '', ROOT_KEYS);
  if (!root) return undefined;
  const exportedAt = readTimestamp(ctx, root, 'exportedAt', '');
  const app = readString(ctx, root, 'app', '', { nonEmpty: true });

  const players = readPlayers(ctx, readArray(ctx, root, 'players', '') ?? [], 'players');
  const nights = readNights(ctx, readArray(ctx, root, 'nights', '') ?? [], 'nights', players.ids);
  const nightsById = new Map(nights.values.map((n) => [n.id, n]));
  const entryValues = readArray(ctx, root, 'entries', '') ?? [];
  const entries = readEntries(ctx, entryValues, 'entries', nightsById, nights.ids);
  const paymentValues = readArray(ctx, root, 'payments', '', { optional: true });
  const payments =
    paymentValues && readPayments(ctx, paymentValues, 'payments', nightsById, nights.ids);

  if (exportedAt === undefined || app === undefined) return undefined;
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt,
    app,
    players: players.values,
    nights: nights.values,
    entries,
    ...(payments ? { payments } : {}),
  };
}
