// The night's minor unit in words, following its currency (#28: "1 haléř za
// vist" with roubles): haléř, kopějka, cent in Czech; геллер, «коп.» (only
// for roubles), цент in Russian; with the plural each language needs.
import type { TFunction } from '../i18n/t';
import type { Currency } from '../../engine';

/** "1 haléř", "5 коп.", "2 cents": `count` minor units of `currency`. */
export function minorWords(t: TFunction, currency: Currency, count: number): string {
  return t(`minorUnit.${currency}`, { count });
}
