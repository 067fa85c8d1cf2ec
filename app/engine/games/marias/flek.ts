// Flek levels as the settlement reads them: which counter a component uses,
// each defender's level under team or individual scope, who raised himself
// (the ČSM 750 limit), and the defenders who settle a hand.
import type { PlayerId } from '../../transfers';
import type { MariasContract } from './hand';
import type { MariasSeating } from './rounds';
import { LIMIT_UNITS, type MariasSettings } from './settings';
import { hasHra, hasSedma, type FlekCounter } from './terms';

/** A player who settles against the declarer; a paying sitter settles at ×1 under individual flek. */
export interface SettlingDefender {
  readonly id: PlayerId;
  readonly sitter: boolean;
}

export const isProtiCounter = (counter: FlekCounter): boolean =>
  counter === 'sedmaProti' || counter === 'kiloProti';

/** The two active defenders, plus the sitter when he pays (sitterPays). */
export function settlingDefenders(
  settings: MariasSettings,
  seating: MariasSeating,
  declarer: PlayerId,
): SettlingDefender[] {
  const out: SettlingDefender[] = [];
  for (const id of seating.players) if (id !== declarer) out.push({ id, sitter: false });
  if (settings.sitterPays && seating.sitter !== undefined) {
    out.push({ id: seating.sitter, sitter: true });
  }
  return out;
}

/** The counter that flecks the declarer's sedma: under sto107 'together' a 107's sedma rides on the game's flek. */
export function sedmaCounter(settings: MariasSettings, contract: MariasContract): FlekCounter {
  return settings.sto107 === 'together' && contract.game === '107' ? 'game' : 'sedma';
}

/** Whether this contract has something to fleck on the counter. */
export function isFlekable(
  settings: MariasSettings,
  contract: MariasContract,
  counter: FlekCounter,
): boolean {
  switch (counter) {
    case 'game':
      // Kilo proti replaces hra: a plain hra beside it has nothing left to fleck.
      return !(hasHra(contract.game) && contract.kiloProti === true);
    case 'sedma':
      return hasSedma(contract.game) && sedmaCounter(settings, contract) === 'sedma';
    case 'sedmaProti':
      return contract.sedmaProti === true;
    case 'kiloProti':
      return contract.kiloProti === true;
  }
}

/** The level defender d settles this counter at. */
export function flekLevel(
  settings: MariasSettings,
  contract: MariasContract,
  counter: FlekCounter,
  defender: SettlingDefender,
): number {
  if (settings.flekScope === 'team') return contract.flek?.[counter] ?? 0;
  if (defender.sitter) return 0;
  return contract.flekBy?.[defender.id]?.[counter] ?? 0;
}

/** The highest level on a counter against any defender (decides whether hra is played). */
export function highestLevel(
  settings: MariasSettings,
  contract: MariasContract,
  counter: FlekCounter,
): number {
  if (settings.flekScope === 'team') return contract.flek?.[counter] ?? 0;
  let max = 0;
  for (const levels of Object.values(contract.flekBy ?? {}))
    max = Math.max(max, levels[counter] ?? 0);
  return max;
}

/**
 * How many of a counter's raises were the defenders' own: on the declarer's
 * counters they give levels 1, 3, 5; on sedma/kilo proti the declarer gives the
 * first flek and the announcer answers with 2, 4, 6.
 */
export function defenderRaises(counter: FlekCounter, level: number): number {
  return isProtiCounter(counter) ? Math.floor(level / 2) : Math.ceil(level / 2);
}

/**
 * How many defenders raised at least once themselves, on any component. Team
 * flek: the scorer's raisedBy list; individual flek: the defenders whose own
 * levels include one of their raises. Validation keeps both to active defenders.
 */
export function defendersWhoRaised(settings: MariasSettings, contract: MariasContract): number {
  if (settings.flekScope === 'team') return new Set(contract.raisedBy ?? []).size;
  let count = 0;
  const flekBy = contract.flekBy ?? {};
  for (const defender in flekBy) {
    const levels = flekBy[defender] ?? {};
    for (const counter in levels) {
      if (defenderRaises(counter as FlekCounter, levels[counter as FlekCounter] ?? 0) > 0) {
        count++;
        break;
      }
    }
  }
  return count;
}

/**
 * The limit per defender in units, or null for none: 500, or 750 when each of
 * the two active defenders raised at least once himself. One limit for the
 * whole hand (a paying sitter, who cannot raise, included): so team flek keeps
 * the declarer at exactly +2X as section 8 says; `limit(d)` in the rule means
 * that each defender's units are clamped separately.
 */
export function limitOf(settings: MariasSettings, contract: MariasContract): number | null {
  if (settings.limit === 'none') return null;
  return defendersWhoRaised(settings, contract) >= 2 ? LIMIT_UNITS.raised : LIMIT_UNITS.base;
}

export function clampToLimit(units: number, limit: number | null): number {
  if (limit === null) return units;
  return Math.max(-limit, Math.min(limit, units));
}
