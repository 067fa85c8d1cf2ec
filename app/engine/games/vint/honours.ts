// Honours and aces above the line (rules section 5). Honours belong to every
// deal and a renonce does not touch them (section 6 step 6); the 2–2 aces rule
// looks at the tricks as played, before any renonce transfer.
import type { PerSide, Side, VintDeal } from './deal';
import { ACES, forSide, otherSide, TRUMP_HONOURS, trickValue } from './deal';
import type { AboveLine } from './lines';
import type { HonoursMode } from './settings';

const MAJORITY_HONOURS = 3;
const MAJORITY_ACES = 3;
/** Tricks that win the split 2–2 aces. */
const SPLIT_ACES_TRICKS = 7;

export const acePoints = (deal: Pick<VintDeal, 'level' | 'denomination'>): number =>
  (deal.denomination === 'noTrumps' ? 25 : 10) * trickValue(deal.level);

function line(side: Side, reason: 'honours' | 'aces', count: number, each: number): AboveLine {
  return { side, reason, count, each, points: count * each };
}

export function honourLines(
  deal: VintDeal,
  mode: HonoursMode,
  playedTricks: PerSide<number>,
): AboveLine[] {
  if (mode === 'off' || deal.honours === undefined) return [];
  const declarers = deal.declaringSide;
  const defenders = otherSide(declarers);
  const honourEach = 10 * trickValue(deal.level);
  const aceEach = acePoints(deal);
  const out: AboveLine[] = [];
  const trumps: PerSide<number> | null =
    deal.denomination === 'noTrumps'
      ? null
      : forSide(declarers, deal.honours.trumps, TRUMP_HONOURS - deal.honours.trumps);
  const aces = forSide(declarers, deal.honours.aces, ACES - deal.honours.aces);

  for (const side of [declarers, defenders]) {
    const h = trumps?.[side] ?? 0;
    if (h > 0 && (mode === 'each' || h >= MAJORITY_HONOURS))
      out.push(line(side, 'honours', h, honourEach));
  }
  for (const side of [declarers, defenders]) {
    const a = aces[side];
    if (a === 0) continue;
    if (mode === 'each' || a >= MAJORITY_ACES) out.push(line(side, 'aces', a, aceEach));
    else if (a === 2 && playedTricks[side] >= SPLIT_ACES_TRICKS)
      out.push(line(side, 'aces', a, aceEach));
  }
  return out;
}
