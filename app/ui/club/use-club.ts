// One club as its screens read it: the club's row on this phone, its records
// and the club fold over them (app/engine/club clubView), all live, so a
// record written by another screen or brought by the club's sync shows at
// once. Names come from the member records (a merged member keeps his own).
import { useMemo } from 'preact/hooks';
import { isolateText } from '../../engine';
import type { ClubDocumentRecords, ClubView, MemberId } from '../../engine/club';
import {
  clubDocumentRecords,
  clubOf,
  listPlayers,
  type ClubRow,
  type PlayerRow,
} from '../../storage';
import { useServices } from '../services';
import { useLive } from '../use-live';
import { clubViewOf } from './club-fold';
import { useClubSync, type ClubSyncStatus, type RotateLink } from './use-club-sync';

export interface ClubData {
  /** undefined while read, null when this phone does not know the club. */
  readonly club: ClubRow | null | undefined;
  readonly records: ClubDocumentRecords | undefined;
  readonly view: ClubView | undefined;
  readonly players: readonly PlayerRow[] | undefined;
  /** A member's name, isolated for showing beside numbers. */
  readonly nameOf: (member: MemberId) => string;
  /** The club's sync while the screen is shown; undefined for a club on this phone only. */
  readonly sync: ClubSyncStatus | undefined;
  /** Replaces a link through that sync (only the admin phone with the owner key may). */
  readonly rotate: RotateLink;
}

export function useClub(clubId: string): ClubData {
  const { db } = useServices();
  const club = useLive(async () => (await clubOf(db, clubId)) ?? null, [clubId]);
  const records = useLive(() => clubDocumentRecords(db, clubId), [clubId]);
  const players = useLive(() => listPlayers(db), []);
  const view = records ? clubViewOf(records) : undefined;
  const nameOf = useMemo(() => {
    const names = new Map((records?.members ?? []).map((m) => [m.id, m.name]));
    return (member: MemberId) => isolateText(names.get(member) ?? '?');
  }, [records]);
  const { status: sync, rotate } = useClubSync(club);
  return { club, records, view, players, nameOf, sync, rotate };
}
