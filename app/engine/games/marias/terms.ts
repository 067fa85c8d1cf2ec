// The vocabulary of volený mariáš as data: games, suits, flek counters and
// levels, settled components. The UI turns each key into words through the
// 'marias' i18n namespace; the engine never builds sentences.

export const MARIAS_GAMES = ['hra', 'sedma', 'kilo', '107', 'betl', 'durch'] as const;
export type MariasGame = (typeof MARIAS_GAMES)[number];

/** Suits of the German (mariáš) deck; `cerveny` are hearts ("v červených", lepší). */
export const MARIAS_SUITS = ['cerveny', 'zeleny', 'kule', 'zaludy'] as const;
export type MariasSuit = (typeof MARIAS_SUITS)[number];
export const HEARTS: MariasSuit = 'cerveny';

/**
 * Flek counters. `game` is the counter of the declarer's main game: hra, or
 * kilo (kilo shares hra's counter because it replaces hra), or betl/durch
 * (they never appear beside hra, so one counter serves all of them).
 */
export const FLEK_COUNTERS = ['game', 'sedma', 'sedmaProti', 'kiloProti'] as const;
export type FlekCounter = (typeof FLEK_COUNTERS)[number];

/** Level n multiplies by 2^n; the keys name the levels (the same Czech words in every language). */
export const FLEK_LEVEL_KEYS = ['none', 'flek', 're', 'tutti', 'boty', 'kalhoty', 'kajzr'] as const;
export type FlekLevelKey = (typeof FLEK_LEVEL_KEYS)[number];
export const MAX_FLEK_LEVEL = FLEK_LEVEL_KEYS.length - 1;

/** Components that appear as lines of a settlement. */
export const MARIAS_COMPONENTS = [
  'hra',
  'sedma',
  'kilo',
  'betl',
  'durch',
  'sedmaProti',
  'kiloProti',
  'tichaSedma',
  'ticheKilo',
] as const;
export type MariasComponent = (typeof MARIAS_COMPONENTS)[number];

/** Where the trump 7 ended when nobody announced a sedma. */
export const TRUMP7_FATES = ['elsewhere', 'wonLast', 'beatenLast'] as const;
export type Trump7Fate = (typeof TRUMP7_FATES)[number];

export const MARIAS_SIDES = ['declarer', 'defenders'] as const;
export type MariasSide = (typeof MARIAS_SIDES)[number];

/** "Did a side reach 100?" (tiché kilo). */
export const REACHED_100 = ['no', 'declarer', 'defenders'] as const;
export type Reached100 = (typeof REACHED_100)[number];

/** The i18n key of a flek level: 0 → 'none', 2 → 're'. */
export function flekLevelKey(level: number): FlekLevelKey {
  return FLEK_LEVEL_KEYS[Math.max(0, Math.min(MAX_FLEK_LEVEL, level))] ?? 'none';
}

export const isTrumpGame = (game: MariasGame): boolean => game !== 'betl' && game !== 'durch';
/** The declarer announced a sedma (sedma, 107). */
export const hasSedma = (game: MariasGame): boolean => game === 'sedma' || game === '107';
/** The declarer announced a kilo (kilo, 107). */
export const hasKilo = (game: MariasGame): boolean => game === 'kilo' || game === '107';
/** The main game is hra (with or without a sedma beside it). */
export const hasHra = (game: MariasGame): boolean => game === 'hra' || game === 'sedma';
