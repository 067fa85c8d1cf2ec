// How the conflict list and the status line count while conflicts are open
// (app/ui/sync/conflict-rows.ts), on the night issue 27 walked: 22 hands on
// one phone, then two phones apart entering hands 23–37 each. The players
// entered 37 hands; the ledger ranks 52 and, until a version of each pair is
// kept, counts both. The list names the pairs 23 … 37 (not 23, 25 … 51), the
// status line says hand 38 (not 53); the money still counts both. Pairs
// entered identically are no conflict: the ledger counts them once (twins).
import { describe, expect, it } from 'vitest';
import {
  findConflicts,
  GAMES,
  isDealKind,
  nightMeetings,
  OrderedLedger,
  type LedgerEntry,
  type NightInfo,
} from '../../../app/engine';
import { mariasEngine } from '../../../app/engine/games/marias/engine';
import type { MariasState } from '../../../app/engine/games/marias';
import {
  countRulesOf,
  playersState,
  withoutExtraVersions,
} from '../../../app/ui/sync/conflict-rows';

const PLAYERS = ['A', 'B', 'C'];
const night: NightInfo = {
  id: 'n',
  game: 'marias',
  players: PLAYERS,
  currency: 'CZK',
  settings: mariasEngine.defaultSettings,
};

/** Hand `n` (1-based) as the phone that entered it dealt it: the rotation A, B, C. */
const hand = (id: string, seq: number, device: string, n: number, won = true): LedgerEntry => ({
  id,
  nightId: 'n',
  seq,
  device,
  by: device,
  createdAt: seq,
  kind: 'marias.hand',
  payload: { dealer: PLAYERS[(n - 1) % 3], declarer: PLAYERS[n % 3], game: 'hra', won },
});

/** Karel reads every hand the other way than Jana, except those in `same`. */
function walkedNight(extra: LedgerEntry[] = [], same: ReadonlySet<number> = new Set()) {
  const entries: LedgerEntry[] = [];
  for (let n = 1; n <= 22; n++) entries.push(hand(`x${n}`, n, 'xx', n));
  // Apart: both phones enter hands 23–37 with the seq their own phone gives them.
  for (let n = 23; n <= 37; n++) {
    entries.push(hand(`j${n}`, n, 'jana', n), hand(`k${n}`, n, 'karel', n, same.has(n)));
  }
  const ordered = new OrderedLedger(night, mariasEngine.reducer);
  ordered.add([...entries, ...extra]);
  const conflicts = findConflicts(ordered.entries, {
    isActive: (id) => ordered.ledger.isActive(id),
    isDeal: (kind) => isDealKind(GAMES, kind),
  });
  return { ordered, conflicts, rules: countRulesOf(ordered.ledger) };
}

describe('a night of 22 hands, then hands 23–37 entered on two phones apart', () => {
  it('15 conflicts, each named by the hand number the players saw: 23 … 37', () => {
    const { ordered, conflicts, rules } = walkedNight();
    expect(conflicts).toHaveLength(15);
    // What the old headings said: the ranks of the merged ledger.
    expect(conflicts.map((c) => c.root.seq)).toEqual(
      Array.from({ length: 15 }, (_, k) => 23 + 2 * k),
    );
    // The rows the list shows (the engine's nightMeetings, as the panel asks it).
    const rows = nightMeetings(ordered.entries, ordered.ledger, (k) => isDealKind(GAMES, k));
    expect(rows.conflicts.map((r) => r.hand)).toEqual(Array.from({ length: 15 }, (_, k) => 23 + k));
    expect(rules.isDeal('marias.hand')).toBe(true);
  });

  it('the status line counts hand 38 in round 13 where the fold, counting both, says 53', () => {
    const { ordered, conflicts, rules } = walkedNight();
    const fold = ordered.ledger.state as MariasState;
    expect(fold.handNumber).toBe(53);
    const players = playersState(night, mariasEngine.reducer, ordered.entries, conflicts, rules);
    expect(players.handNumber).toBe(38);
    // 37 hands dealt A, B, C …: hand 38 is dealt by the player after hand 37's dealer (A).
    expect(players.nextDealer).toBe('B');
    expect(players.round).toBe(13);
  });

  it('leaves out the extra versions and whatever points at them, nothing else', () => {
    const undoKarel: LedgerEntry = {
      id: 'u',
      nightId: 'n',
      seq: 38,
      device: 'karel',
      createdAt: 38,
      kind: 'void',
      payload: {},
      voids: 'k37',
      reason: 'undo',
    };
    const { ordered, conflicts, rules } = walkedNight();
    const kept = withoutExtraVersions(ordered.entries, conflicts, rules).map((e) => e.id);
    expect(kept).toHaveLength(37);
    expect(kept.filter((id) => id.startsWith('k'))).toHaveLength(0);
    // With Karel's undo of his hand 37: the pair at 37 is no conflict, the undo is kept.
    const after = walkedNight([undoKarel]);
    expect(after.conflicts).toHaveLength(14);
    const keptAfter = withoutExtraVersions(after.ordered.entries, after.conflicts, after.rules);
    expect(keptAfter.map((e) => e.id)).toContain('u');
    expect(keptAfter.map((e) => e.id)).toContain('k37');
  });

  it('with no conflict open nothing is left out', () => {
    const { ordered, rules } = walkedNight();
    expect(withoutExtraVersions(ordered.entries, [], rules)).toHaveLength(52);
  });

  it('12 pairs entered the same way: 3 conflicts, 12 twins for the note, still hand 38', () => {
    const same = new Set(Array.from({ length: 12 }, (_, k) => 23 + k));
    const { ordered, conflicts, rules } = walkedNight([], same);
    expect(conflicts).toHaveLength(3);
    const meetings = nightMeetings(ordered.entries, ordered.ledger, (k) => isDealKind(GAMES, k));
    expect(meetings.twins.map((n) => n.hand)).toEqual([...same]);
    expect(meetings.conflicts.map((r) => r.hand)).toEqual([35, 36, 37]);
    const players = playersState(night, mariasEngine.reducer, ordered.entries, conflicts, rules);
    expect(players.handNumber).toBe(38);
  });
});
