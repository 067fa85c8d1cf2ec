// A recorded hand → the components it settles (rules sections 5–8), each with
// its sign, rate and steps; the flek multiplier and hearts are applied per
// defender in ./breakdown. Reads a hand that validateMariasHand accepted.
import { highestLevel, sedmaCounter } from './flek';
import type { MariasContract, MariasHand } from './hand';
import { kiloOutcome, sidePoints } from './kilo';
import { mariasRates, type MariasSettings } from './settings';
import {
  hasHra,
  hasKilo,
  hasSedma,
  isTrumpGame,
  type FlekCounter,
  type MariasComponent,
} from './terms';

/** How the hra of a hand is settled (rules section 8, "Hands not played"). */
export type HraStatus = 'played' | 'notPlayed' | 'conceded';

/** Why a line has its sign: the recorded result, a hra not played, a conceded game, 107 together. */
export type TermBasis = 'result' | 'notPlayed' | 'conceded' | 'together';

export interface Term {
  readonly component: MariasComponent;
  /** The flek counter, or null for the never-flecked tichá sedma. */
  readonly counter: FlekCounter | null;
  /** +1 when the declarer's side won the component, −1 when it lost. */
  readonly sign: 1 | -1;
  readonly rate: number;
  readonly steps: number;
  readonly basis: TermBasis;
  /** Conceded game: the announced sedma is lost only if flecked, otherwise even. */
  readonly onlyIfFlecked?: boolean;
}

/**
 * Whether hra is played under the playHra setting (rules section 8). The hand
 * is played out when hra reached the threshold, or when anything else
 * announced must be decided by play (sedma, sedma proti; kilo proti, kilo,
 * 107, betl and durch always are): hra then settles by its result. Only a
 * hand whose one announced component is a hra below the threshold is not
 * played: unflecked → +1 to the declarer, even if he wanted to give it up
 * (there is nothing to concede); under afterRe a flek he does not answer →
 * he pays the flecked hra, as in a conceded game. Under individual flek the
 * highest level against either defender decides, because the cards are
 * played for both or for neither.
 */
export function hraStatus(
  settings: MariasSettings,
  hand: Pick<MariasHand, 'conceded'> & MariasContract,
): HraStatus {
  const byPlay: HraStatus = hand.conceded === true ? 'conceded' : 'played';
  if (!hasHra(hand.game) || hand.kiloProti === true || settings.playHra === 'always') return byPlay;
  if (hand.game === 'sedma' || hand.sedmaProti === true) return byPlay;
  const level = highestLevel(settings, hand, 'game');
  if (level >= (settings.playHra === 'afterFlek' ? 1 : 2)) return byPlay;
  return level === 0 ? 'notPlayed' : 'conceded';
}

/** Tichá sedma and tiché kilo exist only when the hand was played out. */
export function silentComponentsApply(settings: MariasSettings, hand: MariasHand): boolean {
  return isTrumpGame(hand.game) && hraStatus(settings, hand) === 'played';
}

/** Steps of tiché kilo at P ≥ 100: linear (P−90)/10 (1, 2, 3 …), doubling 2^((P−100)/10) (1, 2, 4 …). */
export function ticheKiloSteps(settings: MariasSettings, points: number): number {
  return settings.kiloScaling === 'doubling' ? 2 ** ((points - 100) / 10) : (points - 90) / 10;
}

const signOf = (declarerSideWon: boolean | undefined): 1 | -1 => (declarerSideWon ? 1 : -1);

function term(
  component: MariasComponent,
  counter: FlekCounter | null,
  sign: 1 | -1,
  rate: number,
  steps = 1,
  basis: TermBasis = 'result',
): Term {
  return { component, counter, sign, rate, steps, basis };
}

export function handTerms(settings: MariasSettings, hand: MariasHand): Term[] {
  const rates = mariasRates(settings);
  const terms: Term[] = [];
  const { game } = hand;
  const status = hraStatus(settings, hand);
  const silent = isTrumpGame(game) && status === 'played'; // silentComponentsApply

  if (hasHra(game)) {
    if (hand.kiloProti === true) {
      // Kilo proti replaces hra: no hra term.
    } else if (status === 'notPlayed') {
      terms.push(term('hra', 'game', 1, rates.hra, 1, 'notPlayed'));
    } else if (status === 'conceded') {
      terms.push(term('hra', 'game', -1, rates.hra, 1, 'conceded'));
    } else if (silent && (hand.reached100 === 'declarer' || hand.reached100 === 'defenders')) {
      // Tiché kilo replaces the hra term: tichéKilo × hraFlek × steps (section 7).
      const p = sidePoints(hand.points, hand.reached100) ?? 0;
      const sign = hand.reached100 === 'declarer' ? 1 : -1;
      terms.push(term('ticheKilo', 'game', sign, rates.ticheKilo, ticheKiloSteps(settings, p)));
    } else {
      terms.push(term('hra', 'game', signOf(hand.won), rates.hra));
    }
    if (game === 'sedma' && status === 'conceded') {
      terms.push({
        ...term('sedma', 'sedma', -1, rates.sedma, 1, 'conceded'),
        onlyIfFlecked: true,
      });
    } else if (game === 'sedma') {
      terms.push(term('sedma', 'sedma', signOf(hand.sedmaWon), rates.sedma));
    }
  } else if (hasKilo(game)) {
    const kilo = kiloOutcome(settings, hand.points, 'declarer');
    const made = kilo?.made === true;
    const steps = kilo?.steps ?? 1;
    if (game === '107' && sedmaCounter(settings, hand) === 'game') {
      // 107 together: if either part fails both are lost; the kilo at its
      // failed steps, or at one step when the kilo itself was made.
      const both = made && hand.sedmaWon === true;
      const sign = both ? 1 : -1;
      terms.push(term('kilo', 'game', sign, rates.kilo, both || !made ? steps : 1, 'together'));
      terms.push(term('sedma', 'game', sign, rates.sedma, 1, 'together'));
    } else {
      terms.push(term('kilo', 'game', made ? 1 : -1, rates.kilo, steps));
      if (hasSedma(game)) terms.push(term('sedma', 'sedma', signOf(hand.sedmaWon), rates.sedma));
    }
  } else {
    const component = game === 'durch' ? 'durch' : 'betl';
    terms.push(term(component, 'game', signOf(hand.won), rates[component]));
  }

  if (hand.sedmaProti === true) {
    const sign = signOf(hand.sedmaProtiWon !== true);
    terms.push(term('sedmaProti', 'sedmaProti', sign, rates.sedma));
  }
  if (hand.kiloProti === true) {
    const kilo = kiloOutcome(settings, hand.points, 'defenders');
    const sign = signOf(kilo?.made !== true);
    terms.push(term('kiloProti', 'kiloProti', sign, rates.kilo, kilo?.steps ?? 1));
  }
  const fate = hand.trump7 ?? 'elsewhere';
  if (silent && fate !== 'elsewhere' && !hasSedma(game) && hand.sedmaProti !== true) {
    // Tichá sedma: never flecked; paid to (or, beaten, by) the side that held the 7.
    const ours = (hand.trump7Side ?? 'declarer') === 'declarer';
    terms.push(term('tichaSedma', null, signOf(ours === (fate === 'wonLast')), rates.tichaSedma));
  }
  return terms;
}
