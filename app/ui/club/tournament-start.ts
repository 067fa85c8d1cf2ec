// "Start the night of table T": a night of the tournament's game with the
// table's members as this phone's players (found through the club's matches,
// by name, or added), put in the club and the tournament's slot, so that its
// result goes to the right table when the night is closed.
import { BUILT_IN_GAMES, GAMES, loadEngine, type GameKind } from '../../engine';
import type { MemberId, Tournament } from '../../engine/club';
import {
  addPlayer,
  createNight,
  listNights,
  listPlayers,
  matchPlayer,
  nightClubOf,
  setNightClub,
  type ClubRow,
  type RenoncDb,
} from '../../storage';
import { seatPlayers } from './tournament-seats';

export interface TableSlot {
  readonly tournament: Tournament;
  readonly round: number;
  readonly table: number;
  readonly seats: readonly MemberId[];
}

/** This phone's player for each seat, matched to its member in the club from now on. */
async function playersOf(
  db: RenoncDb,
  club: ClubRow,
  seats: readonly MemberId[],
  nameOf: (id: MemberId) => string,
): Promise<string[]> {
  const plan = seatPlayers(
    seats.map((member) => ({ member, name: nameOf(member) })),
    club.matches,
    await listPlayers(db),
  );
  const ids: string[] = [];
  for (const seat of plan) {
    const playerId = 'playerId' in seat ? seat.playerId : (await addPlayer(db, seat.create)).id;
    if (club.matches[playerId] !== seat.member)
      await matchPlayer(db, club.id, playerId, seat.member);
    ids.push(playerId);
  }
  return ids;
}

/** A night this phone already holds for the slot (a second tap opens it, never a twin). */
export async function nightOfSlot(
  db: RenoncDb,
  clubId: string,
  slot: Omit<TableSlot, 'seats'>,
): Promise<string | undefined> {
  for (const night of await listNights(db)) {
    const held = await nightClubOf(db, night.id);
    const at = held?.tournament;
    if (
      held?.clubId === clubId &&
      at?.tournamentId === slot.tournament.id &&
      at.round === slot.round &&
      at.table === slot.table
    )
      return night.id;
  }
  return undefined;
}

/**
 * Opens the table's night, creating it first when this phone holds none (the
 * game's default table settings); returns its id.
 */
export async function startTableNight(
  db: RenoncDb,
  club: ClubRow,
  slot: TableSlot,
  nameOf: (id: MemberId) => string,
  title: string,
): Promise<string> {
  const game = slot.tournament.game as GameKind;
  const definition = BUILT_IN_GAMES.find((g) => g.game === game);
  if (!definition) throw new Error(`unknown game ${slot.tournament.game}`);
  const held = await nightOfSlot(db, club.id, slot);
  if (held !== undefined) return held;
  const playerIds = await playersOf(db, club, slot.seats, nameOf);
  const engine = await loadEngine(GAMES, game);
  const night = await createNight(db, {
    game,
    playerIds,
    currency: definition.currency,
    settings: engine.defaultSettings,
    title,
  });
  await setNightClub(db, night.id, {
    clubId: club.id,
    tournament: { tournamentId: slot.tournament.id, round: slot.round, table: slot.table },
  });
  return night.id;
}
