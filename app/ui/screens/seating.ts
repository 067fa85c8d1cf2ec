// The table of a new night before it is saved, as plain data: who sits in
// which order, the names of the seats where the game has them, and which
// currency to offer when the game changes. The new-night screen only shows it.
import { BUILT_IN_GAMES, type Currency, type GameKind } from '../../engine';

const definition = (game: GameKind) => BUILT_IN_GAMES.find((g) => g.game === game)!;

/** How many players the game seats: the heading says "exactly N" when min = max. */
export const playersOf = (game: GameKind) => definition(game).players;

/** Tapping a saved player seats them last, or takes them off the table. */
export const toggleSeat = (seated: readonly string[], id: string): string[] =>
  seated.includes(id) ? seated.filter((x) => x !== id) : [...seated, id];

/** Moves the player at `index` one seat up (-1) or down (+1); off the ends nothing moves. */
export function moveSeat(seated: readonly string[], index: number, by: -1 | 1): string[] {
  const to = index + by;
  if (index < 0 || index >= seated.length || to < 0 || to >= seated.length) return [...seated];
  const next = [...seated];
  const [moved] = next.splice(index, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** The seat's name where the game names them (vint: N, E, S, W); else none, and the number shows. */
export const seatOf = (game: GameKind, index: number): string | undefined =>
  definition(game).seats?.[index];

/** On a change of game: its usual currency, unless one was chosen by hand. */
export const usualCurrency = (from: GameKind, to: GameKind, current: Currency): Currency =>
  current === definition(from).currency ? definition(to).currency : current;
