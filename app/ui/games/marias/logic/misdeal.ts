// The misdeal: one tap logs 'marias.misdeal' with the dealer of the hand in
// progress. The first misdeal in a round is only logged; the engine fines
// every later one as a tier 1 renonc, so the UI only has to say which it is.
import type { Currency } from '../../../../engine';
import {
  FREE_MISDEALS_PER_ROUND,
  type MariasMisdeal,
  type MariasSettings,
  type MariasState,
} from '../../../../engine/games/marias';
import type { TFunction } from '../../../i18n/use-t';
import { plainMoney } from './labels';
import { isRecord } from './model';

export function misdealPayload(state: MariasState): MariasMisdeal {
  return { dealer: state.nextDealer };
}

/** Whether a misdeal after `misdealsBefore` others in its round is fined. */
export const misdealFined = (misdealsBefore: number): boolean =>
  misdealsBefore >= FREE_MISDEALS_PER_ROUND;

export function misdealDealer(payload: unknown): string | undefined {
  return isRecord(payload) && typeof payload.dealer === 'string' ? payload.dealer : undefined;
}

/** "The next misdeal in this round is a renonc: 2,00 Kč to each player." */
export function nextMisdealWords(
  t: TFunction,
  state: MariasState,
  currency: Currency,
  language: string,
): string {
  return misdealFined(state.misdealsThisRound)
    ? t('marias:ui.misdeal.nextFined', {
        amount: plainMoney(state.settings.renoncFines.tier1, currency, language),
      })
    : t('marias:ui.misdeal.nextFree');
}

/** The fine of a misdeal that was fined, in words. */
export function misdealFineWords(
  t: TFunction,
  settings: MariasSettings,
  currency: Currency,
  language: string,
): string {
  return t('marias:ui.misdeal.fined', {
    amount: plainMoney(settings.renoncFines.tier1, currency, language),
  });
}
