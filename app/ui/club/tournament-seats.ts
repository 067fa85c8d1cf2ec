// Which of this phone's players sits for each member at a tournament table
// (pure): the club's confirmed matches first (C2), then a player of the same
// name whom no other member has claimed, else a new player to add.
import type { MemberId } from '../../engine/club';

export type SeatPlayer =
  | { readonly member: MemberId; readonly playerId: string }
  | { readonly member: MemberId; readonly create: string };

const same = (a: string, b: string): boolean =>
  a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'accent' }) === 0;

/**
 * One entry per member, in seating order. `matches` maps this phone's player
 * ids to members; `players` are this phone's players. A new player's name
 * is the member's, with a number added when a player of that name belongs
 * to someone else.
 */
export function seatPlayers(
  seats: readonly { readonly member: MemberId; readonly name: string }[],
  matches: Readonly<Record<string, MemberId>>,
  players: readonly { readonly id: string; readonly name: string }[],
): SeatPlayer[] {
  const known = new Set(players.map((p) => p.id));
  const taken = new Set<string>();
  const names: { readonly name: string }[] = [...players];
  return seats.map(({ member, name }) => {
    const matched = Object.keys(matches).find(
      (p) => matches[p] === member && known.has(p) && !taken.has(p),
    );
    const byName = players.find(
      (p) => same(p.name, name) && matches[p.id] === undefined && !taken.has(p.id),
    );
    const playerId = matched ?? byName?.id;
    if (playerId !== undefined) {
      taken.add(playerId);
      return { member, playerId };
    }
    const create = freeName(name, names);
    names.push({ name: create });
    return { member, create };
  });
}

function freeName(name: string, players: readonly { readonly name: string }[]): string {
  const used = (n: string) => players.some((p) => same(p.name, n));
  if (!used(name)) return name.trim();
  for (let k = 2; ; k++) if (!used(`${name.trim()} ${k}`)) return `${name.trim()} ${k}`;
}
