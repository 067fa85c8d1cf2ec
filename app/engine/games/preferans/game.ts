// Preferans as the rest of the app knows it before its rules (./engine) are
// loaded: its entry kinds (written here once) and three or four players
// clockwise, roubles first.
import type { GameDescription } from '../contract';

export const PREF_DEAL_KIND = 'preferans.deal';
export const PREF_CORRECTION_KIND = 'preferans.correction';
/** The scorer settles the pulka before every pulya is closed. */
export const PREF_END_KIND = 'preferans.end';
/** The next pulka of the night, after one has ended. */
export const PREF_PULKA_KIND = 'preferans.pulka';
/** A closed pulka goes on to a larger pulya (rules §8), with a reason. */
export const PREF_REOPEN_KIND = 'preferans.reopen';
export const PREFERANS_KINDS = [
  PREF_DEAL_KIND,
  PREF_CORRECTION_KIND,
  PREF_END_KIND,
  PREF_PULKA_KIND,
  PREF_REOPEN_KIND,
] as const;

/** The club's figures (docs/club.md C4): pulya, gora, whists written, contracts declared. */
export const PREFERANS_FIGURE_KEYS = ['pulya', 'gora', 'whists', 'declared'] as const;

export const PREFERANS_GAME: GameDescription<'preferans'> = {
  game: 'preferans',
  namespace: 'preferans',
  entryKinds: PREFERANS_KINDS,
  // A hand-entered correction of the sheet, the end or reopening of a pulka are not deals of the cards.
  dealKinds: [PREF_DEAL_KIND],
  players: { min: 3, max: 4 },
  currency: 'RUB',
  figureKeys: PREFERANS_FIGURE_KEYS,
};
