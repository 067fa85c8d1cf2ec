// The hand form's state, kept as a draft in storage so a half-entered hand
// survives a reload: what the scorer has tapped so far (absent = the common
// case), which questions the rules ask for it, and how it becomes the
// MariasHand the engine settles, for each result the scorer may still tap.
import type { PlayerId } from '../../../../engine';
import {
  FLEK_COUNTERS,
  HEARTS,
  MARIAS_SIDES,
  MARIAS_SUITS,
  hasHra,
  hasKilo,
  hasSedma,
  hraStatus,
  isFlekable,
  isTrumpGame,
  silentComponentsApply,
  type FlekCounter,
  type FlekLevels,
  type MariasContract,
  type MariasGame,
  type MariasHand,
  type MariasMarriage,
  type MariasPoints,
  type MariasSide,
  type MariasSuit,
  type Reached100,
  type Trump7Fate,
} from '../../../../engine/games/marias';
import type { MariasContext } from './model';

/** How the scorer ends the hand: the save buttons, or a toggle when correcting. */
export const HAND_RESULTS = ['won', 'lost', 'conceded'] as const;
export type HandResult = (typeof HAND_RESULTS)[number];

export interface HandDraft {
  /** Absent: the forhont, who declares unless someone else takes the game. */
  readonly declarer?: PlayerId;
  readonly game: MariasGame;
  /** The trump suit; 'cerveny' means hearts (every amount ×2). */
  readonly suit?: MariasSuit;
  readonly sedmaProti: boolean;
  readonly kiloProti: boolean;
  /** Team flek: one level per counter. */
  readonly flek: FlekLevels;
  /** Individual flek: levels per defender. */
  readonly flekBy: Readonly<Record<PlayerId, FlekLevels>>;
  readonly raisedBy?: readonly PlayerId[];
  readonly sedmaWon?: boolean;
  readonly sedmaProtiWon?: boolean;
  readonly trump7: Trump7Fate;
  readonly trump7Side: MariasSide;
  readonly reached100: Reached100;
  /** Card points of the side whose points count (the kilo's holder, or who reached 100). */
  readonly cards?: number;
  /** Who holds each marriage. */
  readonly marriages: Readonly<Partial<Record<MariasSuit, MariasSide>>>;
  /** kiloMarriage 'first': the holder's first announced marriage. */
  readonly firstMarriage?: MariasSuit;
  /** Only when correcting: the result as recorded (a new hand takes it from the save button). */
  readonly result?: HandResult;
}

export const EMPTY_DRAFT: HandDraft = {
  game: 'hra',
  sedmaProti: false,
  kiloProti: false,
  flek: {},
  flekBy: {},
  trump7: 'elsewhere',
  trump7Side: 'declarer',
  reached100: 'no',
  marriages: {},
};

export const CARD_POINTS = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90] as const;

/** Which questions the form asks for this draft (the rest keep their defaults). */
export interface FormShape {
  readonly declarer: PlayerId;
  readonly trumpGame: boolean;
  readonly canSedmaProti: boolean;
  readonly canKiloProti: boolean;
  readonly counters: readonly FlekCounter[];
  /** The declarer's sedma is won or lost on its own. */
  readonly sedmaResult: boolean;
  readonly sedmaProtiResult: boolean;
  /** Where did the trump 7 end (tichá sedma)? */
  readonly trump7: boolean;
  /** Did a side reach 100 (tiché kilo)? */
  readonly reached100: boolean;
  /** Whose card points are asked; null when the money does not depend on points. */
  readonly pointsHolder: MariasSide | null;
  /** Won / lost is asked (otherwise one Save: the result follows from points or the rules). */
  readonly needsWon: boolean;
  /** The declarer may give the game up (zahozená hra). */
  readonly canConcede: boolean;
  /** Under playHra the game is not played (or counts as given up) with this flek. */
  readonly hraNotPlayed: 'notPlayed' | 'conceded' | null;
}

const levelsOf = (levels: FlekLevels, counters: readonly FlekCounter[]): FlekLevels => {
  const out: Partial<Record<FlekCounter, number>> = {};
  for (const c of counters) {
    const level = levels[c] ?? 0;
    if (level > 0) out[c] = level;
  }
  return out;
};

const hasLevels = (levels: FlekLevels): boolean =>
  Object.values(levels).some((level) => (level ?? 0) > 0);

/** The active player who declares: the chosen one if he plays this hand, else the forhont. */
export function declarerOf(draft: HandDraft, ctx: MariasContext): PlayerId {
  const chosen = draft.declarer;
  return chosen !== undefined && ctx.seating.players.includes(chosen) ? chosen : ctx.forhont;
}

export const defendersOf = (ctx: MariasContext, declarer: PlayerId): PlayerId[] =>
  ctx.seating.players.filter((p) => p !== declarer);

/** What was announced and flecked, as the engine reads it (also a tier-3 renonc's contract). */
export function contractOf(draft: HandDraft, ctx: MariasContext): MariasContract {
  const { settings } = ctx;
  const declarer = declarerOf(draft, ctx);
  const { game } = draft;
  const trump = isTrumpGame(game);
  const base: MariasContract = {
    declarer,
    game,
    ...(trump && draft.suit !== undefined ? { suit: draft.suit } : {}),
    ...(trump && draft.suit === HEARTS ? { hearts: true } : {}),
    ...(trump && !hasSedma(game) && draft.sedmaProti ? { sedmaProti: true } : {}),
    ...(trump && !hasKilo(game) && draft.kiloProti ? { kiloProti: true } : {}),
  };
  const counters = FLEK_COUNTERS.filter((c) => isFlekable(settings, base, c));
  if (settings.flekScope === 'team') {
    const flek = levelsOf(draft.flek, counters);
    const raisedBy = (draft.raisedBy ?? []).filter((p) => defendersOf(ctx, declarer).includes(p));
    return {
      ...base,
      ...(hasLevels(flek) ? { flek } : {}),
      ...(settings.limit === 'csm' && draft.raisedBy !== undefined ? { raisedBy } : {}),
    };
  }
  const flekBy: Record<PlayerId, FlekLevels> = {};
  for (const d of defendersOf(ctx, declarer)) {
    const levels = levelsOf(draft.flekBy[d] ?? {}, counters);
    if (hasLevels(levels)) flekBy[d] = levels;
  }
  return { ...base, ...(hasLevels(flekBy) ? { flekBy } : {}) };
}

export function shapeOf(draft: HandDraft, ctx: MariasContext): FormShape {
  const { settings } = ctx;
  const contract = contractOf(draft, ctx);
  const { game } = contract;
  const trumpGame = isTrumpGame(game);
  const status = hraStatus(settings, contract);
  const probe: MariasHand = { ...contract, dealer: ctx.seating.dealer };
  const silent = silentComponentsApply(settings, probe);
  const kiloProti = contract.kiloProti === true;
  const reached100 = hasHra(game) && !kiloProti && silent;
  const reached = reached100 && draft.reached100 !== 'no';
  const pointsHolder: MariasSide | null = hasKilo(game)
    ? 'declarer'
    : kiloProti
      ? 'defenders'
      : reached
        ? (draft.reached100 as MariasSide)
        : null;
  return {
    declarer: contract.declarer,
    trumpGame,
    canSedmaProti: trumpGame && !hasSedma(game),
    canKiloProti: trumpGame && !hasKilo(game),
    counters: FLEK_COUNTERS.filter((c) => isFlekable(settings, contract, c)),
    sedmaResult: hasSedma(game) && status !== 'conceded',
    sedmaProtiResult: contract.sedmaProti === true,
    trump7: silent && !hasSedma(game) && contract.sedmaProti !== true,
    reached100,
    pointsHolder,
    needsWon: !trumpGame || (hasHra(game) && !kiloProti && status === 'played' && !reached),
    canConcede: hasHra(game) && !kiloProti,
    hraNotPlayed: hasHra(game) && !kiloProti && status !== 'played' ? status : null,
  };
}

function pointsOf(draft: HandDraft, holder: MariasSide, trumpSuit: MariasSuit | undefined) {
  const bySide: Record<MariasSide, MariasMarriage[]> = { declarer: [], defenders: [] };
  for (const suit of MARIAS_SUITS) {
    const side = draft.marriages[suit];
    if (side !== undefined)
      bySide[side].push(suit === trumpSuit ? { suit, trump: true } : { suit });
  }
  const side = (s: MariasSide) => {
    const marriages = bySide[s];
    const first =
      s === holder &&
      draft.firstMarriage !== undefined &&
      draft.marriages[draft.firstMarriage] === s
        ? { firstMarriage: draft.firstMarriage }
        : {};
    const cards = s === holder && draft.cards !== undefined ? { cards: draft.cards } : {};
    return { ...cards, ...(marriages.length > 0 ? { marriages } : {}), ...first };
  };
  const points: { declarer?: object; defenders?: object } = {};
  for (const s of MARIAS_SIDES) {
    const p = side(s);
    if (Object.keys(p).length > 0) points[s] = p;
  }
  return points as MariasPoints;
}

/** The hand as it would be saved with `result` (null: the result follows from the rest). */
export function handOf(
  draft: HandDraft,
  ctx: MariasContext,
  result: HandResult | null,
): MariasHand {
  const conceded = result === 'conceded';
  const contract = contractOf(draft, ctx);
  const shape = shapeOf(draft, ctx);
  // A conceded game is not played out: no silent seven, no silent hundred, no points.
  const silent = !conceded && shape.trump7;
  const reachedAsked = !conceded && shape.reached100;
  const holder = conceded ? null : shape.pointsHolder;
  const trumpSuit = contract.suit;
  return {
    ...contract,
    dealer: ctx.seating.dealer,
    ...(result === 'won' ? { won: true } : result === 'lost' ? { won: false } : {}),
    ...(conceded ? { conceded: true } : {}),
    ...(shape.sedmaResult && !conceded && draft.sedmaWon !== undefined
      ? { sedmaWon: draft.sedmaWon }
      : {}),
    ...(shape.sedmaProtiResult && draft.sedmaProtiWon !== undefined
      ? { sedmaProtiWon: draft.sedmaProtiWon }
      : {}),
    ...(silent && draft.trump7 !== 'elsewhere' ? { trump7: draft.trump7 } : {}),
    ...(silent && draft.trump7 !== 'elsewhere' && draft.trump7Side === 'defenders'
      ? { trump7Side: 'defenders' as const }
      : {}),
    ...(reachedAsked && draft.reached100 !== 'no' ? { reached100: draft.reached100 } : {}),
    ...(holder !== null ? { points: pointsOf(draft, holder, trumpSuit) } : {}),
  };
}

/** Nothing tapped yet: the form shows the common case. */
export function isBlank(d: HandDraft): boolean {
  const e = EMPTY_DRAFT;
  return (
    d.declarer === undefined &&
    d.game === e.game &&
    d.suit === undefined &&
    !d.sedmaProti &&
    !d.kiloProti &&
    !hasLevels(d.flek) &&
    Object.values(d.flekBy).every((l) => !hasLevels(l)) &&
    d.raisedBy === undefined &&
    d.sedmaWon === undefined &&
    d.sedmaProtiWon === undefined &&
    d.trump7 === e.trump7 &&
    d.trump7Side === e.trump7Side &&
    d.reached100 === e.reached100 &&
    d.cards === undefined &&
    Object.keys(d.marriages).length === 0 &&
    d.firstMarriage === undefined
  );
}
