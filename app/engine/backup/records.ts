// Players, nights and payment marks of a backup: shape of every field, unique
// ids, and the references between them (a night's players exist, a payment
// names a night and two of its players).
import { CURRENCIES } from '../money';
import {
  checkId,
  checkPositiveMoney,
  itemsOf,
  own,
  readArray,
  readId,
  readOneOf,
  readString,
  readTimestamp,
  recordAt,
  type Obj,
} from './fields';
import { BACKUP_LIMITS, type BackupNight, type PaymentMark, type BackupPlayer } from './format';
import { at, report, shown, type Ctx } from './issues';
import { checkJsonObject } from './json-tree';

const PLAYER_KEYS = ['id', 'name', 'createdAt', 'renamedAt'];
const NIGHT_KEYS = [
  'id',
  'game',
  'title',
  'playerIds',
  'currency',
  'settings',
  'createdAt',
  'closedAt',
  'roundTo',
];
const PAYMENT_KEYS = ['nightId', 'from', 'to', 'amount', 'paidAt'];

/**
 * Records that passed, and the ids of all records whose id was readable: a
 * reference to a record that failed for another reason is not reported again.
 */
export interface Read<T> {
  readonly values: T[];
  readonly ids: ReadonlySet<string>;
}

/** Remembers ids already seen in one array and reports the second use. */
export function uniqueIds(
  ctx: Ctx,
  seen = new Set<string>(),
): (id: string | undefined, path: string) => boolean {
  return (id, path) => {
    if (id === undefined) return false;
    if (seen.has(id)) {
      report(ctx, 'duplicateId', path, { id: shown(id) });
      return false;
    }
    seen.add(id);
    return true;
  };
}

export function readPlayers(
  ctx: Ctx,
  values: readonly unknown[],
  path: string,
): Read<BackupPlayer> {
  const players: BackupPlayer[] = [];
  const ids = new Set<string>();
  const firstUse = uniqueIds(ctx, ids);
  for (const [value, p] of itemsOf(values, path)) {
    const obj = recordAt(ctx, value, p, PLAYER_KEYS);
    if (!obj) continue;
    const id = readId(ctx, obj, 'id', p);
    const unique = firstUse(id, at(p, 'id'));
    // Markup in a name is fine: names are rendered as text, never as HTML.
    const name = readString(ctx, obj, 'name', p, { max: BACKUP_LIMITS.maxName, nonEmpty: true });
    const createdAt = readTimestamp(ctx, obj, 'createdAt', p);
    const renamedAt = readTimestamp(ctx, obj, 'renamedAt', p, { optional: true });
    if (id === undefined || !unique || name === undefined || createdAt === undefined) continue;
    if (own(obj, 'renamedAt') !== undefined && renamedAt === undefined) continue;
    players.push({ id, name, createdAt, ...(renamedAt !== undefined ? { renamedAt } : {}) });
  }
  return { values: players, ids };
}

export function readNights(
  ctx: Ctx,
  values: readonly unknown[],
  path: string,
  playerIds: ReadonlySet<string>,
): Read<BackupNight> {
  const nights: BackupNight[] = [];
  const ids = new Set<string>();
  const firstUse = uniqueIds(ctx, ids);
  for (const [value, p] of itemsOf(values, path)) {
    const obj = recordAt(ctx, value, p, NIGHT_KEYS);
    if (!obj) continue;
    let ok = true;
    const need = <T>(v: T | undefined): T => {
      if (v === undefined) ok = false;
      return v as T;
    };
    const id = need(readId(ctx, obj, 'id', p));
    if (!firstUse(id, at(p, 'id'))) ok = false;
    const game = need(readGame(ctx, obj, p));
    const seats = need(readSeats(ctx, obj, p, playerIds));
    const currency = need(readOneOf(ctx, obj, 'currency', p, CURRENCIES));
    const rawSettings = own(obj, 'settings');
    if (rawSettings === undefined) report(ctx, 'missingField', at(p, 'settings'));
    const settings = need(
      rawSettings === undefined ? undefined : checkJsonObject(ctx, rawSettings, at(p, 'settings')),
    );
    const createdAt = need(readTimestamp(ctx, obj, 'createdAt', p));
    const optional: { title?: string; closedAt?: number; roundTo?: number | null } = {};
    if (own(obj, 'title') !== undefined) optional.title = need(readString(ctx, obj, 'title', p));
    if (own(obj, 'closedAt') !== undefined) {
      optional.closedAt = need(readTimestamp(ctx, obj, 'closedAt', p));
    }
    const roundTo = own(obj, 'roundTo');
    if (roundTo === null) optional.roundTo = null;
    else if (roundTo !== undefined) {
      optional.roundTo = need(checkPositiveMoney(ctx, roundTo, at(p, 'roundTo')));
    }
    if (!ok) continue;
    nights.push({ id, game, playerIds: seats, currency, settings, createdAt, ...optional });
  }
  return { values: nights, ids };
}

/** A night's game: one of the catalog's; another is named as a game this app does not know. */
function readGame(ctx: Ctx, obj: Obj, path: string): BackupNight['game'] | undefined {
  const game = readString(ctx, obj, 'game', path);
  if (game === undefined) return undefined;
  if (ctx.games.games.some((g) => g.game === game)) return game as BackupNight['game'];
  report(ctx, 'unknownGame', at(path, 'game'), { value: shown(game) });
  return undefined;
}

/** A night's seating: 2–16 distinct players, every one of them in the file. */
function readSeats(
  ctx: Ctx,
  obj: Obj,
  path: string,
  playerIds: ReadonlySet<string>,
): string[] | undefined {
  const values = readArray(ctx, obj, 'playerIds', path);
  if (values === undefined) return undefined;
  const seatsPath = at(path, 'playerIds');
  const { minNightPlayers: min, maxNightPlayers: max } = BACKUP_LIMITS;
  if (values.length < min || values.length > max) {
    report(ctx, 'playerCount', seatsPath, { min, max, count: values.length });
    return undefined;
  }
  const seats: string[] = [];
  const firstUse = uniqueIds(ctx);
  for (const [value, p] of itemsOf(values, seatsPath)) {
    const id = checkId(ctx, value, p);
    if (id !== undefined && !playerIds.has(id)) report(ctx, 'unknownPlayer', p, { id: shown(id) });
    else if (firstUse(id, p)) seats.push(id as string);
  }
  return seats.length === values.length ? seats : undefined;
}

export function readPayments(
  ctx: Ctx,
  values: readonly unknown[],
  path: string,
  nights: ReadonlyMap<string, BackupNight>,
  nightIds: ReadonlySet<string>,
): PaymentMark[] {
  const marks: PaymentMark[] = [];
  for (const [value, p] of itemsOf(values, path)) {
    const obj = recordAt(ctx, value, p, PAYMENT_KEYS);
    if (!obj) continue;
    const nightId = readId(ctx, obj, 'nightId', p);
    const night = nightId === undefined ? undefined : nights.get(nightId);
    if (nightId !== undefined && !nightIds.has(nightId)) {
      report(ctx, 'unknownNight', at(p, 'nightId'), { id: shown(nightId) });
    }
    const seat = (key: 'from' | 'to'): string | undefined => {
      const id = readId(ctx, obj, key, p);
      if (id === undefined || !night || night.playerIds.includes(id)) return id;
      report(ctx, 'unknownPlayer', at(p, key), { id: shown(id) });
      return undefined;
    };
    const from = seat('from');
    const to = seat('to');
    if (from !== undefined && from === to) report(ctx, 'selfPayment', p);
    const rawAmount = own(obj, 'amount');
    if (rawAmount === undefined) report(ctx, 'missingField', at(p, 'amount'));
    const amount =
      rawAmount === undefined ? undefined : checkPositiveMoney(ctx, rawAmount, at(p, 'amount'));
    const paidAt = readTimestamp(ctx, obj, 'paidAt', p);
    if (!night || from === undefined || to === undefined || from === to) continue;
    if (amount === undefined || paidAt === undefined) continue;
    marks.push({ nightId: night.id, from, to, amount, paidAt });
  }
  return marks;
}
