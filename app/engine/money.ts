// Money is an integer number of minor units (haléře, kopecks, cents). Every
// operation checks that the result stays an exact, safe integer, so a bug shows
// up as an error instead of a silently wrong balance.

export type Money = number;

export const CURRENCIES = ['CZK', 'RUB', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Minor units in one major unit (1 Kč = 100 haléřů). */
export const MINOR_PER_MAJOR: Readonly<Record<Currency, number>> = { CZK: 100, RUB: 100, EUR: 100 };

/** The largest amount we accept anywhere: far above any card night, far below 2^53. */
export const MAX_MONEY = 1e13;

export class MoneyRangeError extends RangeError {
  constructor(readonly value: number) {
    super(`Amount out of the safe range: ${value}`);
    this.name = 'MoneyRangeError';
  }
}

export function isMoney(value: unknown): value is Money {
  return typeof value === 'number' && Number.isSafeInteger(value) && Math.abs(value) <= MAX_MONEY;
}

/** Guard: returns the value when it is a valid amount of minor units, throws otherwise. */
export function money(value: number): Money {
  if (!isMoney(value)) throw new MoneyRangeError(value);
  return value === 0 ? 0 : value; // normalise -0
}

export function addMoney(a: Money, b: Money): Money {
  return money(a + b);
}

export function sumMoney(values: Iterable<Money>): Money {
  let total = 0;
  for (const v of values) total = money(total + v);
  return total;
}

/** Integer × integer, guarded. Multipliers (flek, tariff units) are integers too. */
export function mulMoney(a: Money, factor: number): Money {
  if (!Number.isSafeInteger(factor)) throw new MoneyRangeError(factor);
  return money(a * factor);
}
