import { addPlayer, createNight, openRenoncDb, type RenoncDb } from '../../app/storage';

let counter = 0;

/** A fresh, uniquely named database on fake-indexeddb. */
export function freshDb(): RenoncDb {
  counter += 1;
  return openRenoncDb(`renonc-test-${counter}-${Math.random().toString(36).slice(2)}`);
}

export async function nightWithPlayers(db: RenoncDb, names = ['Petr', 'Jana', 'Eva']) {
  const players = [];
  for (const name of names) players.push(await addPlayer(db, name));
  const night = await createNight(db, {
    game: 'marias',
    playerIds: players.map((p) => p.id),
    currency: 'CZK',
    settings: {},
  });
  return { night, players };
}
