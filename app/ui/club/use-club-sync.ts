// A club's sync while one of its screens is shown (app/sync/club-session):
// records written on this phone go to the club's server, the other phones'
// come in and show at once (the screens read storage live). A club with no
// secret on this phone (kept on this phone only) is not synced.
import { useEffect, useState } from 'preact/hooks';
import { openClubSync, type ClubSyncStatus } from '../../sync/club-session';
import type { ClubRow } from '../../storage';
import { useServices } from '../services';

export type { ClubSyncStatus };

export function useClubSync(club: ClubRow | null | undefined): ClubSyncStatus | undefined {
  const { db } = useServices();
  const [status, setStatus] = useState<ClubSyncStatus | undefined>();
  const id = club?.secret ? club.id : undefined;
  useEffect(() => {
    if (!id) return;
    setStatus({ state: 'connecting' });
    const sync = openClubSync(db, id, { onStatus: setStatus });
    return () => sync.close();
  }, [db, id]);
  return status;
}
