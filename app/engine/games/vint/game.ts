// Vint as the rest of the app knows it before its rules (./engine) are
// loaded: its one entry kind (written here once) and its four seats.
import type { GameDescription } from '../contract';

export const VINT_DEAL_KIND = 'vint.deal';

/** The club's figures (docs/club.md C4): rubbers and games won, contracts declared and made. */
export const VINT_FIGURE_KEYS = ['rubbers', 'games', 'declared', 'declaredMade'] as const;

export const VINT_GAME: GameDescription<'vint'> = {
  game: 'vint',
  namespace: 'vint',
  entryKinds: [VINT_DEAL_KIND],
  players: { min: 4, max: 4 },
  // North–South play East–West; the seating order is N, E, S, W.
  seats: ['N', 'E', 'S', 'W'],
  currency: 'RUB',
  figureKeys: VINT_FIGURE_KEYS,
};
