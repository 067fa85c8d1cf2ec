// The UI half of the game contract (app/engine/games/contract.ts): what the
// night screen, the new-night form and the settle views need of a game's UI
// folder. Game modules are loaded lazily (the first screen stays small)
// through ./registry, which lists one for every game of the engine's registry.
import type { ComponentType } from 'preact';
import type {
  CsvExtraColumns,
  Currency,
  GameEngine,
  IncrementalLedger,
  LedgerEntry,
  NightInfo,
} from '../../engine';
import type { NightRow, PlayerRow } from '../../storage';
import type { TFunction } from '../i18n/use-t';

export interface NightView {
  readonly row: NightRow;
  readonly info: NightInfo;
  readonly players: ReadonlyMap<string, PlayerRow>;
  readonly nameOf: (playerId: string) => string;
}

/** The next deal as a form shows it: its number and, where the game has one, its dealer. */
export interface DealPlace {
  /** Everything that makes the place (a pulka and a deal, a hand): equal keys, same place. */
  readonly key: string;
  /** The number the players see ("hand 12", "deal 3"). */
  readonly number: number;
  /** The dealer's player id. */
  readonly dealer?: string;
}

export interface SaveOptions {
  readonly replaces?: string;
  readonly reason?: string;
  /** Form whose draft this save consumes. */
  readonly draft?: string;
}

export interface EntryPanelProps<S = unknown> {
  readonly night: NightView;
  readonly state: S;
  readonly ledger: IncrementalLedger<S>;
  /** Validates against the ledger, stores, shows the undo toast. Resolves true when saved. */
  readonly save: (kind: string, payload: unknown, options?: SaveOptions) => Promise<boolean>;
  /** An entry to correct: the panel opens with it and saves a replacement. */
  readonly editing?: LedgerEntry;
  readonly onDone?: () => void;
}

export interface SettingsFormProps<T = unknown> {
  readonly value: T;
  readonly onChange: (value: T) => void;
  readonly playerCount: number;
  /** The night's currency: stakes are worded in its units (haléř, коп., cent). */
  readonly currency: Currency;
}

/** What a game's UI folder exports from its index.tsx (S: the reducer's state, T: its settings). */
export interface GameUi<S = unknown, T = unknown> {
  readonly SettingsForm: ComponentType<SettingsFormProps<T>>;
  readonly EntryPanel: ComponentType<EntryPanelProps<S>>;
  /** One line for the ledger list, e.g. "Petr: sedma v červených, won". */
  readonly describeEntry: (entry: LedgerEntry, night: NightView, t: TFunction) => string;
  /** Breakdown shown when a ledger line is opened. */
  readonly EntryDetail?: ComponentType<{ entry: LedgerEntry; night: NightView; state: S }>;
  /** Where we are (dealer, round, game score), always visible on the night screen. */
  /** Where the table is; `closed`: the night is closed (nothing comes next, so nothing is warned of). */
  readonly StatusBar: ComponentType<{ night: NightView; state: S; closed?: boolean }>;
  /** The rules page of this night: tariff, settings, renonc tiers. */
  readonly RulesPage: ComponentType<{ night: NightView; state: S }>;
  /** Kinds this game may replace (a corrected hand). */
  readonly editableKinds: readonly string[];
  /**
   * Where the next deal lands in this state: what a new-deal form shows and
   * what its payload is built from (night/recheck.ts: a save whose place moved
   * under it, another tab having saved first, is not stored).
   */
  readonly nextDeal: (state: S, night: NightView) => DealPlace;
  /**
   * Whether the entry claims a renonc (a revoke): voiding it may then mean
   * "there was no renonc", a reason the void dialog offers for such entries only.
   */
  readonly claimsRenonc: (entry: Pick<LedgerEntry, 'kind' | 'payload'>) => boolean;
  /** What the seating order means, under the new-night seating list (an i18next key). */
  readonly seatingHint: string;
  /**
   * Per-player columns the CSV export adds after the money, where the money
   * alone does not say what an entry wrote (preferans: pulya, gora, whists).
   * `number` writes a number with the reader's decimal mark.
   */
  readonly csvColumns?: (
    state: S,
    t: TFunction,
    number: (value: number) => string,
  ) => CsvExtraColumns;
}

/** A game as the screens get it from ./registry: its UI module and its rules. */
export type AnyGameUi = GameUi<unknown, unknown> & { readonly engine: GameEngine };
