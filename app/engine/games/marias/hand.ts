// What the scorer records for one mariáš hand. The UI builds it; everything
// not tapped stays absent and means the common case (no flek, no hearts, no
// proti, trump 7 elsewhere, nobody reached 100).
import type { PlayerId } from '../../transfers';
import type {
  FlekCounter,
  MariasGame,
  MariasSide,
  MariasSuit,
  Reached100,
  Trump7Fate,
} from './terms';

/** Flek levels per counter (0 or absent = no flek, 1 flek, 2 re, … 6 kajzr). */
export type FlekLevels = Readonly<Partial<Record<FlekCounter, number>>>;

export interface MariasMarriage {
  readonly suit: MariasSuit;
  /** The trump marriage counts 40, the others 20. */
  readonly trump?: boolean;
}

export interface MariasSidePoints {
  /** Card points 0–90 in tens (aces, tens and the last trick). */
  readonly cards?: number;
  readonly marriages?: readonly MariasMarriage[];
  /** kiloMarriage 'first': the side's first announced marriage (needed when it has two or more). */
  readonly firstMarriage?: MariasSuit;
}

/** Points are asked only where money depends on them: kilo, kilo proti, tiché kilo. */
export interface MariasPoints {
  readonly declarer?: MariasSidePoints;
  readonly defenders?: MariasSidePoints;
}

/**
 * What was announced and flecked: enough to value the game before it is
 * played (renonc V) and the first half of a recorded hand.
 */
export interface MariasContract {
  readonly declarer: PlayerId;
  readonly game: MariasGame;
  /** Trumps are hearts (trump games only): every amount ×2. */
  readonly hearts?: boolean;
  /** The trump suit, for statistics (trump games only). */
  readonly suit?: MariasSuit;
  readonly sedmaProti?: boolean;
  readonly kiloProti?: boolean;
  /** flekScope 'team': one level per counter. */
  readonly flek?: FlekLevels;
  /**
   * flekScope 'individual': levels per defender, counting the raises between
   * the declarer and that defender (1 his flek, 2 the declarer's re to him, …;
   * on sedma/kilo proti 1 is the declarer's flek, 2 the announcer's re).
   */
  readonly flekBy?: Readonly<Record<PlayerId, FlekLevels>>;
  /**
   * flekScope 'team' with the ČSM limit: the defenders who raised at least
   * once themselves (750 instead of 500 when both did). Asked only when it matters.
   */
  readonly raisedBy?: readonly PlayerId[];
}

export interface MariasHand extends MariasContract {
  /** Who dealt this hand (what physically happened). */
  readonly dealer: PlayerId;
  /** The main game: hra won by the declarer's side, betl or durch made. */
  readonly won?: boolean;
  /** The declarer's announced sedma won the last trick. */
  readonly sedmaWon?: boolean;
  /** The defenders' sedma proti won the last trick. */
  readonly sedmaProtiWon?: boolean;
  readonly points?: MariasPoints;
  /** Where the trump 7 ended (tichá sedma); default 'elsewhere'. */
  readonly trump7?: Trump7Fate;
  /** Whose trump 7 it was; default the declarer's. */
  readonly trump7Side?: MariasSide;
  /** Tiché kilo: a side reached 100 with all its marriages without announcing kilo. */
  readonly reached100?: Reached100;
  /** Zahozená hra: the declarer gave the game up. */
  readonly conceded?: boolean;
}

/**
 * The same hand in one fixed shape. Hands arrive in as many shapes as the UI
 * builds (every field is optional), and the engine reads each field many
 * times; one copy keeps those reads fast. The copy walks the keys the hand
 * has (for-in reads them by index) instead of asking for each possible field,
 * because asking a many-shaped object for a field it lacks is the slow case.
 * Values are copied as they are, so validation sees exactly what was recorded.
 */
export function readHand(hand: MariasHand): MariasHand {
  const out = {
    dealer: undefined,
    declarer: undefined,
    game: undefined,
    hearts: undefined,
    suit: undefined,
    sedmaProti: undefined,
    kiloProti: undefined,
    flek: undefined,
    flekBy: undefined,
    raisedBy: undefined,
    won: undefined,
    sedmaWon: undefined,
    sedmaProtiWon: undefined,
    points: undefined,
    trump7: undefined,
    trump7Side: undefined,
    reached100: undefined,
    conceded: undefined,
  } satisfies Record<keyof MariasHand, undefined>;
  const source = hand as unknown as Record<string, unknown>;
  const target = out as Record<string, unknown>;
  for (const key in source) {
    if (Object.hasOwn(out, key)) target[key] = source[key];
  }
  return out as unknown as MariasHand;
}
