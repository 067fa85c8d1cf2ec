// The director's Start (and Restart) of a round's clock: a 'round-start'
// record written to the club's document on this phone, sent by the club's
// sync when it is online (offline it waits like every club record). Only the
// admin's link may write it; storage refuses it from a member or the board.
import type { RoundStartRecord } from '../../engine/club';
import { addClubRecords, type RenoncDb } from '../../storage';

export interface RoundClockStart {
  readonly tournamentId: string;
  readonly round: number;
  readonly minutes: number;
}

/** Writes the start of the round's clock at `now` (this phone's clock); returns the record. */
export async function startRoundClock(
  db: RenoncDb,
  clubId: string,
  clock: RoundClockStart,
  now: number,
  newId: () => string,
): Promise<RoundStartRecord> {
  const record: RoundStartRecord = {
    kind: 'round-start',
    id: newId(),
    at: new Date(now).toISOString(),
    ...clock,
  };
  await addClubRecords(db, clubId, [record], 'local', now);
  return record;
}
