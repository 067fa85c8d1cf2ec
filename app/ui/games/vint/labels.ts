// Short words and numbers the vint screens share: side names, contract
// symbols, signed points. Everything translatable goes through i18next.
import type { Denomination, Side } from '../../../engine/games/vint';
import { formatNumber } from '../../format';
import type { TFunction } from '../../i18n/use-t';

export const sideName = (t: TFunction, side: Side): string => t(`vint:sides.${side}`);

export const denominationSymbol = (t: TFunction, d: Denomination): string =>
  t(`vint:denominationSymbols.${d}`);

export const denominationName = (t: TFunction, d: Denomination): string =>
  t(`vint:denominations.${d}`);

/** "3♠", "3 БК": a suit symbol sticks to the level, letters get a space. */
export function contractText(t: TFunction, level: number, d: Denomination): string {
  const symbol = denominationSymbol(t, d);
  return symbol.length > 1 ? `${level}\u00a0${symbol}` : `${level}${symbol}`;
}

/** Diamonds and hearts print red, as on the cards. */
export const isRedSuit = (d: Denomination): boolean => d === 'diamonds' || d === 'hearts';

export const points = (value: number, language: string): string => formatNumber(value, language);

/** "+270", "−6000", "0": signed points for previews. */
export function signedPoints(value: number, language: string): string {
  if (value > 0) return `+${formatNumber(value, language)}`;
  if (value < 0) return `−${formatNumber(-value, language)}`;
  return formatNumber(0, language);
}
