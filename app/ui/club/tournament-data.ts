// The club as the tournament screens read it, live: its row on this phone and
// its document's records, re-read whenever a record arrives (from this phone,
// another tab, or the club's sync). The round clocks tick on their own
// (./tournament-timer-view.tsx): nothing here is re-read per second.
import { clubRecordsOf, type ClubDocumentRecords, type RoundStartRecord } from '../../engine/club';
import { clubOf, clubRecords, type ClubRow } from '../../storage';
import { useServices } from '../services';
import { useLive } from '../use-live';

export interface ClubData {
  /** Undefined when this phone does not know the club. */
  readonly club: ClubRow | undefined;
  readonly records: ClubDocumentRecords;
  /** Each tournament's creation time (its record's `at`), by id. */
  readonly createdAt: ReadonlyMap<string, string>;
  /** The rounds' clocks as the director started them (the newest per round counts). */
  readonly roundStarts: readonly RoundStartRecord[];
}

/** Undefined while loading. */
export function useClubData(clubId: string): ClubData | undefined {
  const { db } = useServices();
  return useLive(async () => {
    const [club, rows] = await Promise.all([clubOf(db, clubId), clubRecords(db, clubId)]);
    const all = rows.map((r) => r.record);
    const createdAt = new Map(all.filter((r) => r.kind === 'tournament').map((r) => [r.id, r.at]));
    const roundStarts = all.filter((r): r is RoundStartRecord => r.kind === 'round-start');
    return { club, records: clubRecordsOf(all), createdAt, roundStarts };
  }, [clubId]);
}
