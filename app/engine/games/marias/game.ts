// Volený mariáš as the rest of the app knows it before its rules (./engine)
// are loaded: its entry kinds (written here once) and who sits at the table.
import type { GameDescription } from '../contract';

export const MARIAS_KINDS = {
  hand: 'marias.hand',
  renonc: 'marias.renonc',
  misdeal: 'marias.misdeal',
} as const;

export const MARIAS_ENTRY_KINDS = [
  MARIAS_KINDS.hand,
  MARIAS_KINDS.renonc,
  MARIAS_KINDS.misdeal,
] as const;
export type MariasEntryKind = (typeof MARIAS_ENTRY_KINDS)[number];

/** The club's figures (docs/club.md C4): games declared, of them won, renonc fines paid. */
export const MARIAS_FIGURE_KEYS = ['declared', 'declaredWon', 'renoncs'] as const;

export const MARIAS_GAME: GameDescription<'marias'> = {
  game: 'marias',
  namespace: 'marias',
  entryKinds: MARIAS_ENTRY_KINDS,
  players: { min: 3, max: 4 },
  currency: 'CZK',
  figureKeys: MARIAS_FIGURE_KEYS,
};
