// Matching this phone's players to club members (docs/club.md, C2): a
// suggestion by name, confirmed once by the user. Two names are the same when
// their nameKey is (case, look-alike letters and compatibility forms folded,
// app/engine/text.ts); a suggestion is made only when it is unambiguous —
// one member with that name, not matched already, and wanted by one player.
import { nameKey } from '../../engine';
import type { MemberId } from '../../engine/club';

export interface Named {
  readonly id: string;
  readonly name: string;
}

/**
 * For each player not matched yet, the member he most likely is; players
 * with no clear member are left out.
 */
export function suggestMatches(
  players: readonly Named[],
  members: readonly Named[],
  matches: Readonly<Record<string, MemberId>>,
): Record<string, MemberId> {
  const taken = new Set(Object.values(matches));
  const byKey = new Map<string, Named[]>();
  for (const m of members.filter((x) => !taken.has(x.id))) {
    const key = nameKey(m.name);
    byKey.set(key, [...(byKey.get(key) ?? []), m]);
  }
  const open = players.filter((p) => matches[p.id] === undefined);
  const wanted = new Map<string, number>();
  for (const p of open) wanted.set(nameKey(p.name), (wanted.get(nameKey(p.name)) ?? 0) + 1);
  const out: Record<string, MemberId> = {};
  for (const p of open) {
    const key = nameKey(p.name);
    const candidates = byKey.get(key) ?? [];
    if (candidates.length === 1 && wanted.get(key) === 1) out[p.id] = candidates[0]!.id;
  }
  return out;
}
