// Who is who in a club (docs/club.md, C2). A member who joined twice (two
// phones named him differently) is merged into the other: every result of
// his counts for the member he was merged into. A merge that would make one
// person sit twice at one night, or that goes round in a circle, or names
// nobody, is not applied and is reported: nothing is counted twice or lost.
import type { ClubIssue, ClubMember, MemberId, NightResult } from './types';

export interface MemberMap {
  /** The member a (possibly merged) id counts as. */
  readonly canonical: (id: MemberId) => MemberId;
  readonly known: (id: MemberId) => boolean;
  /** Members that are not merged into another, sorted by id. */
  readonly active: readonly MemberId[];
  readonly issues: readonly ClubIssue[];
}

const byId = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The ids that sat together at some night, as one set per member. */
function tablemates(results: readonly NightResult[]): Map<MemberId, Set<MemberId>> {
  const mates = new Map<MemberId, Set<MemberId>>();
  for (const result of results) {
    for (const seat of result.seats) {
      const set = mates.get(seat) ?? new Set<MemberId>();
      for (const other of result.seats) if (other !== seat) set.add(other);
      mates.set(seat, set);
    }
  }
  return mates;
}

export function resolveMembers(
  members: readonly ClubMember[],
  results: readonly NightResult[],
): MemberMap {
  const ids = new Set(members.map((m) => m.id));
  const parent = new Map<MemberId, MemberId>();
  const issues: ClubIssue[] = [];
  const root = (id: MemberId): MemberId => {
    let at = id;
    for (let next = parent.get(at); next !== undefined; next = parent.get(at)) at = next;
    return at;
  };
  // Who sat with whom, by the people they count as so far.
  const mates = tablemates(results);
  const satTogether = (a: MemberId, b: MemberId): boolean => {
    for (const [id, set] of mates) {
      if (root(id) !== a) continue;
      for (const mate of set) if (root(mate) === b) return true;
    }
    return false;
  };
  for (const member of [...members].sort((a, b) => byId(a.id, b.id))) {
    const target = member.mergedInto;
    if (target === undefined) continue;
    const code = !ids.has(target)
      ? 'errors:club.mergeUnknown'
      : root(target) === root(member.id)
        ? 'errors:club.mergeCycle'
        : satTogether(root(member.id), root(target))
          ? 'errors:club.mergeSatTogether'
          : undefined;
    if (code) issues.push({ code, record: member.id, params: { member: member.name } });
    else parent.set(root(member.id), root(target));
  }
  const active = [...ids].filter((id) => !parent.has(id)).sort(byId);
  return { canonical: root, known: (id) => ids.has(id), active, issues };
}
