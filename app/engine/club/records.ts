// The club document's records (docs/club.md, "The club document"): what a
// phone writes once into a club's append-only record map, keyed by the
// record's id. The server, storage and the phones' mirror all read a value
// through `parseClubRecord`, so a value of the wrong shape is refused by the
// same rule everywhere; whether a well-shaped record counts (sums, members,
// tables) is the club fold's question (C8), never the parser's.
import { CURRENCIES } from '../money';
import { INSTANT } from './nights';
import type { Tournament } from './tournament';
import type { ClubMember, ClubPayment, ClubRecords, NightResult, Withdrawal } from './types';

/** A member joining (a phone's player matched to a new club member). */
export interface MemberRecord {
  readonly kind: 'member';
  readonly id: string;
  readonly name: string;
  readonly at: string;
}

/** `member` is the same person as `into` (C2): a merge is its own record. */
export interface MergeRecord {
  readonly kind: 'merge';
  readonly id: string;
  readonly member: string;
  readonly into: string;
  readonly at: string;
}

export type ClubRecord =
  | MemberRecord
  | MergeRecord
  | ({ readonly kind: 'result' } & NightResult)
  | ({ readonly kind: 'withdrawal' } & Withdrawal)
  | ({ readonly kind: 'payment' } & ClubPayment)
  | ({ readonly kind: 'tournament'; readonly at: string } & Tournament)
  | RoundStartRecord
  | SettingsRecord;

/** How a public board may show members' names, most revealing first: "Jana Nováková", "Jana N.", "J. N.". */
export const BOARD_NAME_STYLES = ['full', 'short', 'initials'] as const;
export type BoardNameStyle = (typeof BOARD_NAME_STYLES)[number];

/**
 * The admin's club settings, written whole each time: the newest (by at,
 * then id) holds (`clubSettingsOf`). The days the club's seasons start
 * (C4; none: calendar years) and the most a board may show of a name.
 */
export interface SettingsRecord {
  readonly kind: 'settings';
  readonly id: string;
  readonly at: string;
  readonly seasonStarts: readonly string[];
  readonly boardNames: BoardNameStyle;
}

export interface ClubSettings {
  readonly seasonStarts: readonly string[];
  readonly boardNames: BoardNameStyle;
}

/** A club that never set anything: calendar-year seasons, and a board may show full names. */
export const DEFAULT_CLUB_SETTINGS: ClubSettings = { seasonStarts: [], boardNames: 'full' };

/**
 * The director started a round's clock: every phone and the board count
 * down from `at` for `minutes`. Written again to restart it; the newest `at`
 * for the round wins (`roundStartOf`).
 */
export interface RoundStartRecord {
  readonly kind: 'round-start';
  readonly id: string;
  readonly at: string;
  readonly tournamentId: string;
  readonly round: number;
  readonly minutes: number;
}

export type ClubRecordKind = ClubRecord['kind'];
export type ClubRole = 'admin' | 'member' | 'board';

/** What each role's link may write; the board link reads only. */
export const KINDS_OF_ROLE: Readonly<Record<ClubRole, readonly ClubRecordKind[]>> = {
  admin: [
    'member',
    'merge',
    'result',
    'withdrawal',
    'payment',
    'tournament',
    'round-start',
    'settings',
  ],
  member: ['member', 'result', 'withdrawal', 'payment'],
  board: [],
};

/** Ids of records and members: the alphabet and length of the app's other ids. */
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_NAME = 60;
const MAX_SEATS = 8;
const MAX_PLAYERS = 200;
/** A season a month is already more than any club keeps. */
const MAX_SEASON_STARTS = 100;
/** A round of a club night lasts an hour or so; a day is surely a typo. */
const MAX_ROUND_MINUTES = 24 * 60;

type Shape = Readonly<Record<string, unknown>>;
const isObject = (v: unknown): v is Shape =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isId = (v: unknown): v is string => typeof v === 'string' && ID.test(v);
const isAt = (v: unknown): boolean => typeof v === 'string' && INSTANT.test(v);
const isDay = (v: unknown): boolean => typeof v === 'string' && DATE.test(v);
const isInt = (v: unknown): v is number => Number.isSafeInteger(v);
const isName = (v: unknown): boolean =>
  typeof v === 'string' && v.trim().length > 0 && v.length <= MAX_NAME;
const idList = (v: unknown, max: number): boolean =>
  Array.isArray(v) && v.length <= max && v.every(isId);

/** An object whose keys are member ids and whose values pass `value`. */
function byMember(v: unknown, value: (x: unknown) => boolean): boolean {
  if (!isObject(v)) return false;
  const keys = Object.keys(v);
  return keys.length <= MAX_SEATS && keys.every((k) => isId(k) && value(v[k]));
}

/**
 * A game's figure key (docs/club.md C4): a short camelCase name, never one an
 * object already answers to ('constructor'), so summing key by key is safe.
 */
const FIGURE_KEY = /^[a-z][A-Za-z0-9]{0,31}$/;
const MAX_FIGURES = 16;
/** A night's figures are counts and sheet points: far below this, and summing a season stays safe. */
const MAX_FIGURE = 1_000_000_000;
const isFigureKey = (k: string): boolean => FIGURE_KEY.test(k) && !(k in Object.prototype);
const isFigure = (v: unknown): boolean => isInt(v) && Math.abs(v) <= MAX_FIGURE;
const isFigureMap = (f: unknown): boolean =>
  isObject(f) &&
  Object.keys(f).length <= MAX_FIGURES &&
  Object.entries(f).every(([k, v]) => isFigureKey(k) && isFigure(v));
const figuresOk = (v: unknown): boolean => v === undefined || byMember(v, isFigureMap);

const slotOk = (v: unknown): boolean =>
  v === undefined || (isObject(v) && isId(v.tournamentId) && isInt(v.round) && isInt(v.table));

function resultOk(r: Shape): boolean {
  return (
    isId(r.nightId) &&
    typeof r.game === 'string' &&
    ID.test(r.game) &&
    typeof r.date === 'string' &&
    DATE.test(r.date) &&
    (CURRENCIES as readonly unknown[]).includes(r.currency) &&
    idList(r.seats, MAX_SEATS) &&
    byMember(r.balances, isInt) &&
    isInt(r.hands) &&
    figuresOk(r.figures) &&
    typeof r.ledgerHash === 'string' &&
    /^[A-Za-z0-9:_-]{1,128}$/.test(r.ledgerHash) &&
    slotOk(r.tournament)
  );
}

function tournamentOk(t: Shape): boolean {
  return (
    typeof t.game === 'string' &&
    ID.test(t.game) &&
    (t.format === 'rotation' || t.format === 'swiss') &&
    (t.scoring === 'placings' || t.scoring === 'money') &&
    isInt(t.tableSize) &&
    isInt(t.rounds) &&
    idList(t.players, MAX_PLAYERS) &&
    isInt(t.seed) &&
    (t.placingPoints === undefined ||
      (Array.isArray(t.placingPoints) &&
        t.placingPoints.length <= 8 &&
        t.placingPoints.every(isInt)))
  );
}

const CHECKS: Readonly<Record<ClubRecordKind, (r: Shape) => boolean>> = {
  member: (r) => isName(r.name),
  merge: (r) => isId(r.member) && isId(r.into),
  result: resultOk,
  withdrawal: (r) => isId(r.nightId),
  payment: (r) =>
    isId(r.from) &&
    isId(r.to) &&
    isInt(r.amount) &&
    (CURRENCIES as readonly unknown[]).includes(r.currency),
  tournament: tournamentOk,
  'round-start': (r) =>
    isId(r.tournamentId) &&
    isInt(r.round) &&
    (r.round as number) >= 1 &&
    isInt(r.minutes) &&
    (r.minutes as number) >= 1 &&
    (r.minutes as number) <= MAX_ROUND_MINUTES,
  settings: (r) =>
    Array.isArray(r.seasonStarts) &&
    r.seasonStarts.length <= MAX_SEASON_STARTS &&
    r.seasonStarts.every(isDay) &&
    new Set(r.seasonStarts).size === r.seasonStarts.length &&
    (BOARD_NAME_STYLES as readonly unknown[]).includes(r.boardNames),
};

/** The newest record of a kind (latest `at`, then the larger id) among those that pass `which`. */
function newestOf<K extends ClubRecordKind>(
  records: readonly ClubRecord[],
  kind: K,
  which: (r: Extract<ClubRecord, { kind: K }>) => boolean = () => true,
): Extract<ClubRecord, { kind: K }> | undefined {
  let newest: Extract<ClubRecord, { kind: K }> | undefined;
  for (const r of records)
    if (r.kind === kind) {
      const record = r as Extract<ClubRecord, { kind: K }>;
      if (!which(record)) continue;
      if (!newest || r.at > newest.at || (r.at === newest.at && r.id > newest.id)) newest = record;
    }
  return newest;
}

/** The club's settings as its admin last wrote them, or the defaults. */
export function clubSettingsOf(records: readonly ClubRecord[]): ClubSettings {
  const newest = newestOf(records, 'settings');
  return newest
    ? { seasonStarts: [...newest.seasonStarts].sort(), boardNames: newest.boardNames }
    : DEFAULT_CLUB_SETTINGS;
}

/** The newest start of `round` of the tournament (latest `at`, then the larger id), if any. */
export function roundStartOf(
  records: readonly ClubRecord[],
  tournamentId: string,
  round: number,
): RoundStartRecord | undefined {
  return newestOf(
    records,
    'round-start',
    (r) => r.tournamentId === tournamentId && r.round === round,
  );
}

/** The value as a club record, or undefined when it is not one (wrong kind, field or type). */
export function parseClubRecord(value: unknown): ClubRecord | undefined {
  if (!isObject(value) || Object.getPrototypeOf(value) !== Object.prototype) return undefined;
  const check = CHECKS[value.kind as ClubRecordKind];
  if (!check || !isId(value.id) || !isAt(value.at)) return undefined;
  return check(value) ? (value as unknown as ClubRecord) : undefined;
}

export interface ClubDocumentRecords extends ClubRecords {
  readonly tournaments: readonly Tournament[];
  /** The admin's newest settings (its season starts are also `seasonStarts`, for the fold). */
  readonly settings: ClubSettings;
}

const strip = <T extends { kind: string }>(r: T): Omit<T, 'kind'> => {
  const { kind: _kind, ...rest } = r;
  return rest;
};

/** Merges as the members' `mergedInto`: per member the earliest merge (by at, then id) holds. */
function membersWithMerges(records: readonly ClubRecord[]): ClubMember[] {
  const merges = records
    .filter((r): r is MergeRecord => r.kind === 'merge')
    .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.id < b.id ? -1 : 1));
  const into = new Map<string, string>();
  for (const m of merges) if (!into.has(m.member)) into.set(m.member, m.into);
  return records
    .filter((r): r is MemberRecord => r.kind === 'member')
    .map((m) => {
      const target = into.get(m.id);
      return target === undefined
        ? { id: m.id, name: m.name }
        : { id: m.id, name: m.name, mergedInto: target };
    });
}

/** The document's records as the club fold reads them (`clubView`, `tournamentView`). */
export function clubRecordsOf(records: readonly ClubRecord[]): ClubDocumentRecords {
  const of = <K extends ClubRecordKind>(kind: K) =>
    records.filter((r): r is Extract<ClubRecord, { kind: K }> => r.kind === kind).map(strip);
  const settings = clubSettingsOf(records);
  return {
    settings,
    seasonStarts: settings.seasonStarts,
    members: membersWithMerges(records),
    results: of('result') as NightResult[],
    withdrawals: of('withdrawal') as Withdrawal[],
    payments: of('payment') as ClubPayment[],
    tournaments: of('tournament').map((t) => {
      const { at: _at, ...tournament } = t;
      return tournament as Tournament;
    }),
  };
}
