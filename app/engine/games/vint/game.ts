// Vint as the rest of the app knows it before its rules are loaded: its one
// entry kind (written here once), the four seats, and the loader of its rules
// (./engine, its own chunk).
import type { GameDefinition } from '../contract';

export const VINT_DEAL_KIND = 'vint.deal';

export const VINT_GAME: GameDefinition<'vint'> = {
  game: 'vint',
  namespace: 'vint',
  entryKinds: [VINT_DEAL_KIND],
  players: { min: 4, max: 4 },
  // North–South play East–West; the seating order is N, E, S, W.
  seats: ['N', 'E', 'S', 'W'],
  currency: 'RUB',
  load: () => import('./engine').then((m) => m.vintEngine),
};
