// Short labels of the preferans UI: a contract as players write it ("6♠",
// "7 БК"), the calls, exact whists with their fraction ("+5⅓"), and the
// sentence of each rule that writes a number on the sheet.
import { splitValue, type SheetLine, type Suit } from '../../../engine/games/preferans';
import type { TFunction } from '../../i18n/use-t';
import type { CallPair } from './model';

const SYMBOL: Record<Suit, string> = {
  spades: '♠',
  clubs: '♣',
  diamonds: '♦',
  hearts: '♥',
  noTrumps: '',
};

export const isRed = (s: Suit) => s === 'diamonds' || s === 'hearts';

export function contractText(t: TFunction, level: number, suit: Suit): string {
  return suit === 'noTrumps'
    ? `${level}\u00a0${t('preferans:suits.noTrumps')}`
    : `${level}${SYMBOL[suit]}`;
}

export const suitName = (t: TFunction, s: Suit) => t(`preferans:suitNames.${s}`);

export function callPairText(t: TFunction, pair: CallPair): string {
  const [a, b] = pair.split('-');
  return `${t(`preferans:calls.${a}`)} – ${t(`preferans:calls.${b}`)}`;
}

const VULGAR: Record<string, string> = {
  '1/2': '½',
  '1/3': '⅓',
  '2/3': '⅔',
  '1/4': '¼',
  '3/4': '¾',
  '1/6': '⅙',
  '5/6': '⅚',
  '1/8': '⅛',
  '3/8': '⅜',
  '5/8': '⅝',
  '7/8': '⅞',
};

/** Whists × den as "+5⅓", "−6⅔", "0" (signed unless told otherwise). */
export function whistsText(scaled: number, den: number, language: string, signed = true): string {
  const v = splitValue(scaled, den);
  const whole = v.whole.toLocaleString(language);
  let frac = '';
  if (v.num !== 0) frac = VULGAR[`${v.num}/${v.den}`] ?? ` ${v.num}/${v.den}`;
  const body = v.whole === 0 && frac !== '' ? frac.trim() : `${whole}${frac}`;
  if (v.sign === 0) return '0';
  return `${v.sign < 0 ? '−' : signed ? '+' : ''}${body}`;
}

/** A sheet number (integer or half), signed. */
export function pointsText(x: number, language: string, signed = true): string {
  return whistsText(Math.round(x * 2), 2, language, signed);
}

/** One written number in words: "пуля +2", "висты на Борис +8 (консоляция)". */
export function lineText(
  line: SheetLine,
  players: readonly string[],
  nameOf: (id: string) => string,
  t: TFunction,
  language: string,
): string {
  const amount = pointsText(line.amount, language);
  const rule = t(`preferans:rules.lines.${line.rule}`);
  if (line.column === 'whists') {
    return t('preferans:preview.whistsOn', { name: nameOf(players[line.on!]!), amount, rule });
  }
  return t(`preferans:preview.${line.column}`, { amount, rule });
}
