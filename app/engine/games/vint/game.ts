// Vint as the rest of the app knows it before its rules (./engine) are
// loaded: its one entry kind (written here once) and its four seats.
import type { GameDescription } from '../contract';

export const VINT_DEAL_KIND = 'vint.deal';

export const VINT_GAME: GameDescription<'vint'> = {
  game: 'vint',
  namespace: 'vint',
  entryKinds: [VINT_DEAL_KIND],
  players: { min: 4, max: 4 },
  // North–South play East–West; the seating order is N, E, S, W.
  seats: ['N', 'E', 'S', 'W'],
  currency: 'RUB',
};
