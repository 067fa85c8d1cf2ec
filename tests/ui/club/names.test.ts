// Suggesting which club member each of this phone's players is
// (app/ui/club/names.ts): by name, case and look-alike letters folded, and
// only when unambiguous. Checked against a small model: a player gets a
// suggestion exactly when one free member and no other open player share
// his folded name.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { suggestMatches } from '../../../app/ui/club/names';

describe('suggestMatches', () => {
  it('suggests the member of the same name, whatever its case or look-alike letters', () => {
    const players = [
      { id: 'p1', name: 'karel' },
      { id: 'p2', name: 'Еva' }, // Cyrillic Е
      { id: 'p3', name: 'Zdeněk' },
    ];
    const members = [
      { id: 'm1', name: 'Karel' },
      { id: 'm2', name: 'Eva' },
      { id: 'm3', name: 'Petr' },
    ];
    expect(suggestMatches(players, members, {})).toEqual({ p1: 'm1', p2: 'm2' });
  });

  it('suggests nothing when two members or two players share the name, or it is matched', () => {
    const members = [
      { id: 'm1', name: 'Jana' },
      { id: 'm2', name: 'JANA' },
      { id: 'm3', name: 'Petr' },
    ];
    expect(suggestMatches([{ id: 'p1', name: 'Jana' }], members, {})).toEqual({});
    const twoPetrs = [
      { id: 'p1', name: 'Petr' },
      { id: 'p2', name: 'petr' },
    ];
    expect(suggestMatches(twoPetrs, members, {})).toEqual({});
    // m3 is matched already: nobody else is suggested him; p9 keeps his match.
    expect(suggestMatches([{ id: 'p1', name: 'Petr' }], members, { p9: 'm3' })).toEqual({});
    expect(suggestMatches([{ id: 'p9', name: 'Petr' }], members, { p9: 'm3' })).toEqual({});
  });

  it('agrees with a model on random names (lower-case letters only, so folding is lower-casing)', () => {
    const name = fc.constantFrom('eva', 'Eva', 'jana', 'Jana', 'PETR', 'petr', 'karel', 'milan');
    const people = (prefix: string) =>
      fc
        .array(name, { maxLength: 6 })
        .map((names) => names.map((n, i) => ({ id: `${prefix}${i}`, name: n })));
    fc.assert(
      fc.property(people('p'), people('m'), fc.nat(), (players, members, k) => {
        const matches: Record<string, string> = {};
        if (players.length > 0 && members.length > 0) {
          matches[players[k % players.length]!.id] = members[k % members.length]!.id;
        }
        const got = suggestMatches(players, members, matches);
        const taken = new Set(Object.values(matches));
        const low = (s: string) => s.toLowerCase();
        for (const p of players) {
          const free = members.filter((m) => !taken.has(m.id) && low(m.name) === low(p.name));
          const rivals = players.filter((q) => !matches[q.id] && low(q.name) === low(p.name));
          const expected = !matches[p.id] && free.length === 1 && rivals.length === 1;
          expect(got[p.id]).toBe(expected ? free[0]!.id : undefined);
        }
      }),
    );
  });
});
