// Backup format v1: the one JSON file a user exports, keeps and restores. The
// shapes here are the contract documented in docs/backup-format.md; a change
// that an older app could not read needs a new version number.
import type { GameKind } from '../games/registry';
import type { LedgerEntry, NightId, Timestamp } from '../ledger/types';
import type { Currency, Money } from '../money';
import type { PlayerId } from '../transfers';

export const BACKUP_FORMAT = 'renonc-backup';
export const BACKUP_VERSION = 1;

export interface BackupPlayer {
  readonly id: PlayerId;
  readonly name: string;
  readonly createdAt: Timestamp;
  readonly renamedAt?: Timestamp;
}

export interface BackupNight {
  readonly id: NightId;
  readonly game: GameKind;
  readonly title?: string;
  /** Seating order, clockwise. */
  readonly playerIds: readonly PlayerId[];
  readonly currency: Currency;
  /** The game's table settings when the night started (checked by the game engine on use). */
  readonly settings: Readonly<Record<string, unknown>>;
  readonly createdAt: Timestamp;
  readonly closedAt?: Timestamp;
  /** Settlement rounding in minor units; null = no rounding, absent = the app's default. */
  readonly roundTo?: Money | null;
}

/** A settlement payment someone marked as paid. */
export interface PaymentMark {
  readonly nightId: NightId;
  readonly from: PlayerId;
  readonly to: PlayerId;
  readonly amount: Money;
  readonly paidAt: Timestamp;
}

export interface Backup {
  readonly format: typeof BACKUP_FORMAT;
  readonly version: typeof BACKUP_VERSION;
  readonly exportedAt: Timestamp;
  /** The app and version that wrote the file, e.g. 'renonc 0.1.0'. */
  readonly app: string;
  readonly players: readonly BackupPlayer[];
  readonly nights: readonly BackupNight[];
  readonly entries: readonly LedgerEntry[];
  readonly payments?: readonly PaymentMark[];
}

/**
 * An entry's kind: a generic one ('void', 'transfer', 'settings', 'close', 'reopen') or one of a
 * game's entryKinds (app/engine/games/<game>/game.ts, the one place each is
 * written). A file may hold the kinds of the games the app knows.
 */
export type EntryKind = string;

/** Keys that would reach an object's prototype when a careless reader copies them. */
export const FORBIDDEN_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype'];

export const BACKUP_LIMITS = {
  /** Whole file, in UTF-16 code units (what JSON.parse is handed): 20 MiB. */
  maxTextLength: 20 * 1024 * 1024,
  maxString: 10_000,
  maxId: 100,
  maxName: 60,
  /** Nesting of objects and arrays inside a payload or settings object, the object itself = 1. */
  maxDepth: 12,
  /** Object keys plus array items inside one payload or settings object. */
  maxKeys: 2_000,
  /** Items in one top-level array; a 20 MiB file holds far fewer real entries. */
  maxItems: 500_000,
  /** 3000-01-01T00:00:00Z; the engine has no Date, so the number is written out. */
  maxTimestamp: 32_503_680_000_000,
  minNightPlayers: 2,
  maxNightPlayers: 16,
  /** Issues reported in full; the rest are counted in one 'moreIssues'. */
  maxIssues: 100,
} as const;

/** What a failed check is called; the full i18next key is 'backup:errors.' + code. */
export const BACKUP_ERROR_CODES = [
  'tooLarge',
  'invalidJson',
  'notBackup',
  'unsupportedVersion',
  'newerVersion',
  'missingField',
  'unknownField',
  'forbiddenKey',
  'notObject',
  'notArray',
  'notString',
  'notInteger',
  'notJson',
  'emptyString',
  'stringTooLong',
  'outOfRange',
  'badTimestamp',
  'notMoney',
  'notPositive',
  'notOneOf',
  'unknownGame',
  'tooDeep',
  'tooManyKeys',
  'tooManyItems',
  'playerCount',
  'duplicateId',
  'duplicateSeq',
  'unknownPlayer',
  'unknownNight',
  'unknownEntry',
  'otherNightEntry',
  'laterEntry',
  'replacesVoid',
  'misplacedField',
  'unknownKind',
  'kindNotForGame',
  'notZeroSum',
  'selfPayment',
  'moreIssues',
] as const;

export type BackupErrorCode = (typeof BACKUP_ERROR_CODES)[number];
