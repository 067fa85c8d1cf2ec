// A rubber's points → money (rules section 7): the difference of the two
// sides' totals at the table's stake, paid player to player or as a pair total,
// rounded to the currency's smallest unit so the rubber sums to zero, then the
// individual-liability shift between two partners for a renonce one of them
// answered for alone. An unfinished rubber settles on the points so far.
import { money, type Money } from '../../money';
import { addTransfers, assertZeroSum, type PlayerId, type Transfers } from '../../transfers';
import type { RenonceClaim, Side } from './deal';
import { otherSide, sidePlayers } from './deal';
import { dealPoints, scoreDeal } from './score-deal';
import type { VintSettings } from './settings';
import type { SheetDeal, SheetRubber, VintSheet } from './sheet';

/** points × stake in whole smallest units, half away from zero: exact integer arithmetic. */
export function pointsToUnits(points: number, settings: VintSettings, divisor = 1): number {
  const num = points * settings.stake.minor;
  const den = settings.stake.perPoints * divisor;
  const units = Math.floor((2 * Math.abs(num) + den) / (2 * den));
  return num < 0 ? -units : units;
}

/**
 * Extra points the offending side lost to one renonce, relative to its
 * opponents: the deal as written minus the same deal without this claim.
 * Later deals are not re-scored (section 7).
 */
export function liabilityDelta(
  sheetDeal: SheetDeal,
  claimIndex: number,
  settings: VintSettings,
): number {
  const claims = sheetDeal.deal.renonces ?? [];
  const claim = claims[claimIndex];
  if (claim === undefined) throw new RangeError(`no renonce claim ${claimIndex}`);
  const off = claim.side;
  const non = otherSide(off);
  const without = { ...sheetDeal.deal, renonces: claims.filter((_, i) => i !== claimIndex) };
  // Without the penalty both sides may cross 500, a question the scorer was never asked:
  // then the declarers are taken to have got there first.
  const counterfactual: VintSettings =
    settings.bothCross === 'ask' && sheetDeal.deal.bothFirst === undefined
      ? { ...settings, bothCross: 'declarers' }
      : settings;
  const asPlayed = scoreDeal(sheetDeal.before, without, counterfactual);
  const withPenalty = dealPoints(sheetDeal.score, non) - dealPoints(sheetDeal.score, off);
  return withPenalty - (dealPoints(asPlayed, non) - dealPoints(asPlayed, off));
}

const isAloneLiable = (c: RenonceClaim): boolean => !c.corrected && c.liable === 'alone';

function partnerOf(players: readonly PlayerId[], side: Side, player: PlayerId): PlayerId {
  const [first, second] = sidePlayers(players, side);
  return player === first ? second : first;
}

function sideTransfers(
  rubber: SheetRubber,
  players: readonly PlayerId[],
  settings: VintSettings,
  unit: Money,
): Transfers {
  const diff = rubber.totals.A - rubber.totals.B;
  if (diff === 0) return {};
  const winners = sidePlayers(players, diff > 0 ? 'A' : 'B');
  const losers = sidePlayers(players, diff > 0 ? 'B' : 'A');
  const units = pointsToUnits(Math.abs(diff), settings, unit);
  const out: Record<PlayerId, Money> = {};
  if (settings.pairPays === 'eachPlayer') {
    // Seats are paired across the table: E pays N, W pays S (and back).
    for (let i = 0; i < 2; i++) {
      out[losers[i]!] = money(-units * unit);
      out[winners[i]!] = money(units * unit);
    }
    return out;
  }
  // Pair total: the odd unit goes from / to the first-listed player of each side.
  const larger = Math.ceil(units / 2) * unit;
  const smaller = Math.floor(units / 2) * unit;
  out[losers[0]] = money(-larger);
  out[losers[1]] = money(-smaller);
  out[winners[0]] = money(larger);
  out[winners[1]] = money(smaller);
  return out;
}

/**
 * What a rubber moves between the four players (positive = receives), in
 * minor units rounded to `unit` (the smallest amount the table pays).
 */
export function settleRubber(
  rubber: SheetRubber,
  players: readonly PlayerId[],
  settings: VintSettings = rubber.settings,
  unit: Money = 1,
): Transfers {
  if (!Number.isSafeInteger(unit) || unit < 1) throw new RangeError(`bad smallest unit ${unit}`);
  let out: Transfers = Object.fromEntries(players.map((p) => [p, 0]));
  out = addTransfers(out, sideTransfers(rubber, players, settings, unit));
  const divisor = settings.pairPays === 'eachPlayer' ? 1 : 2; // k = 1 or ½
  for (const sheetDeal of rubber.deals) {
    const claims = sheetDeal.deal.renonces ?? [];
    claims.forEach((claim, i) => {
      if (!isAloneLiable(claim)) return;
      // Re-scored with the rules the rubber was played under; `settings` only prices it.
      const delta = liabilityDelta(sheetDeal, i, rubber.settings);
      // When both sides revoked and the deal was redealt or neutralised, a
      // renonce can have spared its side points (Δ < 0); the liable player is
      // then not rewarded over his partner: the shift only ever charges him.
      const amount = pointsToUnits(Math.max(0, delta), settings, divisor * unit) * unit;
      if (amount === 0) return;
      const partner = partnerOf(players, claim.side, claim.offender);
      out = addTransfers(out, { [claim.offender]: money(-amount), [partner]: money(amount) });
    });
  }
  return assertZeroSum(out);
}

/** The whole sheet settled now: finished rubbers and the current one on its points so far. */
export function settleSheet(
  sheet: VintSheet,
  players: readonly PlayerId[],
  unit: Money = 1,
): Transfers {
  let out: Transfers = Object.fromEntries(players.map((p) => [p, 0]));
  for (const rubber of sheet.rubbers)
    out = addTransfers(out, settleRubber(rubber, players, rubber.settings, unit));
  return assertZeroSum(out);
}
