// The home's kept list (app/ui/home-snapshot.ts) is dropped on every write to
// what the list is drawn from: each such write tells onHomeListWrite's
// listeners, whatever its kind; writes elsewhere tell nothing.
import { afterEach, describe, expect, it } from 'vitest';
import {
  addPlayer,
  appendEntry,
  closeNight,
  deleteNight,
  noteNightResult,
  onHomeListWrite,
  renameNight,
  renamePlayer,
  reopenNight,
  type RenoncDb,
} from '../../app/storage';
import { freshDb, nightWithPlayers } from './helpers';

let stop: (() => void) | undefined;
afterEach(() => stop?.());

/** How many times the listeners were told during `write`. */
async function toldDuring(write: () => Promise<unknown>): Promise<number> {
  let told = 0;
  stop = onHomeListWrite(() => told++);
  await write();
  stop();
  return told;
}

describe('writes the home list is drawn from', () => {
  it('each write to nights or players tells, whatever its kind', async () => {
    const db: RenoncDb = freshDb();
    const { night, players } = await nightWithPlayers(db);
    const writes: [string, () => Promise<unknown>][] = [
      ['add a player', () => addPlayer(db, 'Hana')],
      ['rename a player', () => renamePlayer(db, players[0]!.id, 'Petra')],
      ['rename the night', () => renameNight(db, night.id, 'Pátek')],
      [
        'note its result',
        () => noteNightResult(db, night.id, { leader: players[0]!.id, amount: 120 }),
      ],
      ['close it', () => closeNight(db, night.id, 5)],
      ['reopen it', () => reopenNight(db, night.id)],
      ['a raw bulk put', () => db.nights.bulkPut([{ ...night, title: 'x' }])],
      ['delete it', () => deleteNight(db, night.id)],
      ['clear the players', () => db.players.clear()],
    ];
    for (const [what, write] of writes) expect(await toldDuring(write), what).toBeGreaterThan(0);
  });

  it('a hand saved tells nothing: the list does not show hands', async () => {
    const db = freshDb();
    const { night, players } = await nightWithPlayers(db);
    const [a, b] = players.map((p) => p.id);
    const saved = () =>
      appendEntry(db, {
        nightId: night.id,
        kind: 'transfer',
        payload: { transfers: { [a!]: -1, [b!]: 1 } },
      });
    expect(await toldDuring(saved)).toBe(0);
  });
});
