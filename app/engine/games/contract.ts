// The game contract: everything game-specific that the code outside a game's
// folders may know. A game is its engine folder (app/engine/games/<game>/,
// exporting a GameDefinition from game.ts and a GameEngine loaded on demand),
// its UI folder (app/ui/games/<game>/) and one line in ./registry.ts. Storage,
// backup import, `npm run settle` and the UI reach a game only through here.
import {
  GENERIC_ENTRY_KINDS,
  type EntryId,
  type GameReducer,
  type LedgerEntry,
  type NightInfo,
  type ReasonParams,
} from '../ledger/types';
import { foldLedger, type FoldResult } from '../ledger/fold';
import type { Currency } from '../money';
import type { PlayerId } from '../transfers';
import type { ValidationIssue } from '../validation';

/**
 * What is known of a game without loading its rules: small, so that the first
 * screen, the backup checker and the new-night form can carry every game's.
 * Written in the game's game.ts.
 */
export interface GameDescription<K extends string = string> {
  readonly game: K;
  /** The i18next namespace of the game's words: locales/<language>/<namespace>.json. */
  readonly namespace: string;
  /** The entry kinds the game's reducer scores besides the generic ones; each is '<game>.<name>'. */
  readonly entryKinds: readonly string[];
  /**
   * Which of entryKinds record one deal of the cards (a hand, a renonc, a
   * misdeal). Two of them written by two phones after the same entry are the
   * same deal entered twice (docs/sync.md); other kinds (a hand-entered
   * correction of the sheet…) are not. Absent: every one of entryKinds.
   */
  readonly dealKinds?: readonly string[];
  /** How many sit at the table. */
  readonly players: { readonly min: number; readonly max: number };
  /** Names of the seats in seating order where the game has them (vint: N, E, S, W). */
  readonly seats?: readonly string[];
  /** The currency a new night of this game offers first. */
  readonly currency: Currency;
  /**
   * The keys of the figures its engine's clubFigures reports (docs/club.md C4),
   * in the order the season table shows them; absent when it reports none.
   */
  readonly figureKeys?: readonly string[];
}

/** One player's own figures of a night, key → integer (games declared, rubbers won…). */
export type PlayerFigures = Readonly<Record<string, number>>;
/** Every player's own figures of a night. */
export type NightFigures = Readonly<Record<PlayerId, PlayerFigures>>;

/** A game as the registry lists it: its description and the loader of its rules. */
export interface GameDefinition<K extends string = string> extends GameDescription<K> {
  /** The rules (the game's engine.ts), loaded on demand: each game is its own chunk. */
  readonly load: () => Promise<GameEngine>;
}

/** A game's rules: what storage, backup import and settlement need of it. */
export interface GameEngine<S = unknown, T = unknown> {
  /**
   * Scores the game's entries and 'settings' entries. It validates every
   * payload it is handed and throws a LedgerEntryError (code = an i18next key)
   * for one it cannot score: that is the entry check of saves and of backups.
   */
  readonly reducer: GameReducer<S>;
  /** The table settings a new night starts with. */
  readonly defaultSettings: T;
  /** What is wrong with a night's settings for these players (i18next keys); empty when sound. */
  checkSettings(settings: unknown, players: readonly PlayerId[]): readonly ValidationIssue[];
  /**
   * Where inside an entry a refusal of its reducer points ('payload.deal.tricks'),
   * for the backup entry check (./backup-check): a backup whose night holds an
   * entry the rules refuse is refused whole, naming that field (docs/ledger.md).
   */
  readonly refusalPath: (entry: LedgerEntry, error: unknown) => string;
  /**
   * Each player's own figures of the night, for the club's season table
   * (docs/club.md C4): integers under the keys of the game's figureKeys, read
   * from the night's fold (its final state and the entries that counted).
   * Pure. Absent: the game reports no figures.
   */
  clubFigures?(
    fold: FoldResult<S>,
    night: NightInfo,
    entries: readonly LedgerEntry[],
  ): NightFigures;
}

/** An entry a backup may not bring, as a game's backup entry check names it. */
export interface BackupEntryIssue {
  readonly entryId: EntryId;
  /** What is wrong: an i18next key of the game's namespace. */
  readonly code: string;
  /** Where, from the entry itself: 'payload.deal.tricks'. */
  readonly field: string;
  readonly params?: ReasonParams;
}

/**
 * The games an app knows: the built-in ones (./registry) or, in a test, those
 * plus a game that exists only there. Everything outside the games takes one.
 */
export interface GameCatalog {
  readonly games: readonly GameDefinition[];
}

export function definitionOf(catalog: GameCatalog, game: string): GameDefinition | undefined {
  return catalog.games.find((g) => g.game === game);
}

/** The game that owns an entry kind, or undefined for a generic or unknown kind. */
export function ownerOfKind(catalog: GameCatalog, kind: string): GameDefinition | undefined {
  return catalog.games.find((g) => g.entryKinds.includes(kind));
}

/** Whether an entry kind records one deal of the cards: one of its game's dealKinds. */
export function isDealKind(catalog: GameCatalog, kind: string): boolean {
  const game = ownerOfKind(catalog, kind);
  return game !== undefined && (game.dealKinds ?? game.entryKinds).includes(kind);
}

export function isKnownEntryKind(catalog: GameCatalog, kind: string): boolean {
  return (
    (GENERIC_ENTRY_KINDS as readonly string[]).includes(kind) ||
    ownerOfKind(catalog, kind) !== undefined
  );
}

export class UnknownGameError extends Error {
  readonly code = 'errors:night.unknownGame';
  constructor(readonly game: string) {
    super(`no such game: ${game}`);
    this.name = 'UnknownGameError';
  }
}

/**
 * The game's rules (its chunk is fetched once; the module system keeps it).
 * Rejects with UnknownGameError for a game not in the catalog.
 */
export function loadEngine(catalog: GameCatalog, game: string): Promise<GameEngine> {
  const definition = definitionOf(catalog, game);
  return definition ? definition.load() : Promise.reject(new UnknownGameError(game));
}

/** The engines of the given games, loaded before a transaction (awaiting inside one would end it). */
export async function loadEngines(
  catalog: GameCatalog,
  games: Iterable<string>,
): Promise<ReadonlyMap<string, GameEngine>> {
  const out = new Map<string, GameEngine>();
  for (const game of new Set(games)) out.set(game, await loadEngine(catalog, game));
  return out;
}

/** Stored night fields (a database row or a backup night) that make a night's NightInfo. */
export interface StoredNightFields {
  readonly id: string;
  readonly game: NightInfo['game'];
  readonly playerIds: readonly PlayerId[];
  readonly currency: Currency;
  readonly settings?: unknown;
}

/** The one way from a stored night to what the fold needs. */
export function nightInfoOf(night: StoredNightFields): NightInfo {
  return {
    id: night.id,
    game: night.game,
    players: night.playerIds,
    currency: night.currency,
    settings: night.settings,
  };
}

/** The money of a night: its ledger folded with its game's rules (throws what the rules object to). */
export function foldNight<S>(
  engine: GameEngine<S>,
  night: StoredNightFields,
  entries: readonly LedgerEntry[],
): FoldResult<S> {
  return foldLedger(nightInfoOf(night), entries, engine.reducer);
}

/** The night's own figures by its game's rules (docs/club.md C4); undefined when it reports none. */
export function nightFigures<S>(
  engine: GameEngine<S>,
  night: StoredNightFields,
  fold: FoldResult<S>,
  entries: readonly LedgerEntry[],
): NightFigures | undefined {
  return engine.clubFigures?.(fold, nightInfoOf(night), entries);
}
