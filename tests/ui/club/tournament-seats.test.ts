import { describe, expect, it } from 'vitest';
import { seatPlayers } from '../../../app/ui/club/tournament-seats';

const seats = [
  { member: 'm-jana', name: 'Jana' },
  { member: 'm-petr', name: 'Petr' },
  { member: 'm-eva', name: 'Eva' },
];

describe("a tournament table's players on this phone", () => {
  it('takes the confirmed match first, even under another name', () => {
    const plan = seatPlayers(seats.slice(0, 1), { p1: 'm-jana' }, [
      { id: 'p1', name: 'Janička' },
      { id: 'p2', name: 'Jana' },
    ]);
    expect(plan).toEqual([{ member: 'm-jana', playerId: 'p1' }]);
  });

  it('takes an unmatched player of the same name (case aside)', () => {
    const plan = seatPlayers(seats.slice(1, 2), {}, [{ id: 'p2', name: 'petr' }]);
    expect(plan).toEqual([{ member: 'm-petr', playerId: 'p2' }]);
  });

  it('never takes a player matched to someone else; adds one with a number', () => {
    const plan = seatPlayers(seats.slice(2), { p3: 'm-other' }, [{ id: 'p3', name: 'Eva' }]);
    expect(plan).toEqual([{ member: 'm-eva', create: 'Eva 2' }]);
  });

  it('adds new players under distinct names when two members share one', () => {
    const plan = seatPlayers(
      [
        { member: 'a', name: 'Karel' },
        { member: 'b', name: 'Karel' },
      ],
      {},
      [],
    );
    expect(plan).toEqual([
      { member: 'a', create: 'Karel' },
      { member: 'b', create: 'Karel 2' },
    ]);
  });

  it('uses one player for one seat only', () => {
    const plan = seatPlayers(
      [
        { member: 'a', name: 'Ola' },
        { member: 'b', name: 'Ola' },
      ],
      {},
      [{ id: 'p', name: 'Ola' }],
    );
    expect(plan).toEqual([
      { member: 'a', playerId: 'p' },
      { member: 'b', create: 'Ola 2' },
    ]);
  });
});
