// The hand draft in and out: a recorded hand or contract back into the form
// (a correction, a renonc's contract), and a stored draft read defensively
// (it may come from an older version of the app).
import type { PlayerId } from '../../../../engine';
import {
  FLEK_COUNTERS,
  HEARTS,
  MARIAS_GAMES,
  MARIAS_SIDES,
  MARIAS_SUITS,
  MAX_FLEK_LEVEL,
  REACHED_100,
  TRUMP7_FATES,
  sideCards,
  type FlekCounter,
  type FlekLevels,
  type MariasContract,
  type MariasHand,
  type MariasSide,
  type MariasSuit,
} from '../../../../engine/games/marias';
import { CARD_POINTS, EMPTY_DRAFT, type HandDraft, type HandResult } from './draft';
import { isRecord } from './model';
import { pointsHolderOf } from './points-holder';

/** The draft of a recorded hand or contract (a correction, a renonc's contract). */
export function draftOfHand(hand: Partial<MariasHand> & MariasContract): HandDraft {
  const marriages: Partial<Record<MariasSuit, MariasSide>> = {};
  for (const side of MARIAS_SIDES) {
    for (const m of hand.points?.[side]?.marriages ?? []) marriages[m.suit] = side;
  }
  const holder = pointsHolderOf(hand);
  const cards = holder === null ? undefined : sideCards(hand.points, holder);
  const first = holder === null ? undefined : hand.points?.[holder]?.firstMarriage;
  const result: HandResult | undefined =
    hand.conceded === true
      ? 'conceded'
      : hand.won === true
        ? 'won'
        : hand.won === false
          ? 'lost'
          : undefined;
  return {
    ...EMPTY_DRAFT,
    declarer: hand.declarer,
    game: hand.game,
    ...(hand.suit !== undefined
      ? { suit: hand.suit }
      : hand.hearts === true
        ? { suit: HEARTS }
        : {}),
    sedmaProti: hand.sedmaProti === true,
    kiloProti: hand.kiloProti === true,
    flek: hand.flek ?? {},
    flekBy: hand.flekBy ?? {},
    ...(hand.raisedBy !== undefined ? { raisedBy: hand.raisedBy } : {}),
    ...(hand.sedmaWon !== undefined ? { sedmaWon: hand.sedmaWon } : {}),
    ...(hand.sedmaProtiWon !== undefined ? { sedmaProtiWon: hand.sedmaProtiWon } : {}),
    trump7: hand.trump7 ?? 'elsewhere',
    trump7Side: hand.trump7Side ?? 'declarer',
    reached100: hand.reached100 ?? 'no',
    ...(cards !== undefined ? { cards } : {}),
    marriages,
    ...(first !== undefined ? { firstMarriage: first } : {}),
    ...(result !== undefined ? { result } : {}),
  };
}

const oneOf = <T extends string>(list: readonly T[], x: unknown): x is T =>
  typeof x === 'string' && (list as readonly string[]).includes(x);

function levelsFromStored(x: unknown): FlekLevels {
  if (!isRecord(x)) return {};
  const out: Partial<Record<FlekCounter, number>> = {};
  for (const c of FLEK_COUNTERS) {
    const v = x[c];
    if (typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= MAX_FLEK_LEVEL) out[c] = v;
  }
  return out;
}

/** A stored draft, read defensively (it may come from an older version): anything odd is dropped. */
export function draftFromStored(value: unknown, table: readonly PlayerId[]): HandDraft | undefined {
  if (!isRecord(value) || !oneOf(MARIAS_GAMES, value.game)) return undefined;
  const seated = (x: unknown): x is PlayerId => typeof x === 'string' && table.includes(x);
  const flekBy: Record<PlayerId, FlekLevels> = {};
  if (isRecord(value.flekBy)) {
    for (const [p, levels] of Object.entries(value.flekBy)) {
      if (seated(p)) flekBy[p] = levelsFromStored(levels);
    }
  }
  const marriages: Partial<Record<MariasSuit, MariasSide>> = {};
  if (isRecord(value.marriages)) {
    for (const suit of MARIAS_SUITS) {
      const side = value.marriages[suit];
      if (oneOf(MARIAS_SIDES, side)) marriages[suit] = side;
    }
  }
  const flag = (x: unknown) => (typeof x === 'boolean' ? x : undefined);
  const sedmaWon = flag(value.sedmaWon);
  const sedmaProtiWon = flag(value.sedmaProtiWon);
  const cards = value.cards;
  return {
    ...(seated(value.declarer) ? { declarer: value.declarer } : {}),
    game: value.game,
    ...(oneOf(MARIAS_SUITS, value.suit) ? { suit: value.suit } : {}),
    sedmaProti: value.sedmaProti === true,
    kiloProti: value.kiloProti === true,
    flek: levelsFromStored(value.flek),
    flekBy,
    ...(Array.isArray(value.raisedBy) ? { raisedBy: value.raisedBy.filter(seated) } : {}),
    ...(sedmaWon !== undefined ? { sedmaWon } : {}),
    ...(sedmaProtiWon !== undefined ? { sedmaProtiWon } : {}),
    trump7: oneOf(TRUMP7_FATES, value.trump7) ? value.trump7 : 'elsewhere',
    trump7Side: oneOf(MARIAS_SIDES, value.trump7Side) ? value.trump7Side : 'declarer',
    reached100: oneOf(REACHED_100, value.reached100) ? value.reached100 : 'no',
    ...(typeof cards === 'number' && (CARD_POINTS as readonly number[]).includes(cards)
      ? { cards }
      : {}),
    marriages,
    ...(oneOf(MARIAS_SUITS, value.firstMarriage) ? { firstMarriage: value.firstMarriage } : {}),
  };
}
