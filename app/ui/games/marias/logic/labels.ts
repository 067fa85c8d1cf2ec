// Mariáš words the forms, the ledger and the rules page share: the label of
// a flek counter, a contract in a few words ("sedma v červených"), prices
// without a currency (the settings form does not know it yet) and money.
import type { Currency, Money } from '../../../../engine';
import {
  hasHra,
  mariasKeys,
  sedmaCounter,
  type FlekCounter,
  type MariasContract,
  type MariasSettings,
  type RenoncTier,
} from '../../../../engine/games/marias';
import { formatMoney, localeOf, parseMoneyInput, tidyAmount } from '../../../format';
import type { TFunction } from '../../../i18n/use-t';
import { fixedFine } from './renonc-draft';

/** The stepper's name for a counter: the game's own word (hra, kilo, betl …). */
export function counterLabel(
  t: TFunction,
  counter: FlekCounter,
  contract: Pick<MariasContract, 'game'>,
  settings: MariasSettings,
): string {
  if (counter !== 'game') return t(mariasKeys.counter(counter));
  const { game } = contract;
  if (hasHra(game)) return t(mariasKeys.component('hra'));
  if (game === '107') {
    return sedmaCounter(settings, { declarer: '', game }) === 'game'
      ? t('marias:ui.form.flek107Together')
      : t(mariasKeys.component('kilo'));
  }
  return t(mariasKeys.component(game));
}

/** "sedma v červených", "betl", "hra" — the announced game in a few words. */
export function contractWords(t: TFunction, contract: MariasContract): string {
  const game = t(mariasKeys.game(contract.game));
  const suit = contract.suit ?? (contract.hearts === true ? 'cerveny' : undefined);
  const head = suit === undefined ? game : `${game} ${t(`marias:ui.inSuit.${suit}`)}`;
  const proti = [
    ...(contract.sedmaProti === true ? [t('marias:ui.words.sedmaProti')] : []),
    ...(contract.kiloProti === true ? [t('marias:ui.words.kiloProti')] : []),
  ];
  return [head, ...proti].join(', ');
}

/** 1000 → "10", 50 → "0,50": a price in the UI's language, no currency sign. */
export function formatPrice(minor: Money, language: string): string {
  const whole = minor % 100 === 0;
  return new Intl.NumberFormat(localeOf(language), {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(minor / 100);
}

/** "12,5" → 1250: a price per unit, at most 7 whole digits (the app's one money parser). */
export const parsePrice = (text: string): Money | null => parseMoneyInput(text, undefined, 7);

export const signedMoney = (amount: Money, currency: Currency, language: string): string =>
  formatMoney(amount, currency, language, true);

export const plainMoney = (amount: Money, currency: Currency, language: string): string =>
  formatMoney(amount, currency, language);

const compactFormats = new Map<string, Intl.NumberFormat>();

/** "+8 Kč", "−0,50 Kč", or without the currency "+8": short amounts for the live preview. */
export function compactMoney(
  amount: Money,
  currency: Currency,
  language: string,
  withCurrency: boolean,
): string {
  const whole = amount % 100 === 0;
  const key = `${language}|${currency}|${withCurrency}|${whole}`;
  let format = compactFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(language), {
      ...(withCurrency ? { style: 'currency' as const, currency } : {}),
      ...(withCurrency ? { currencyDisplay: 'narrowSymbol' as const } : {}),
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
      signDisplay: 'exceptZero',
    });
    compactFormats.set(key, format);
  }
  return tidyAmount(format.format(amount / 100));
}

/** What a renonc tier costs, in words: tier 1/2 its fixed fine in this night's money, tier 3 V. */
export function renoncMoneyWords(
  t: TFunction,
  settings: MariasSettings,
  tier: RenoncTier,
  currency: Currency,
  language: string,
): string {
  const fine = fixedFine(settings, tier);
  return t(mariasKeys.renoncMoney(tier), {
    amount: fine === null ? '' : plainMoney(fine, currency, language),
  });
}
