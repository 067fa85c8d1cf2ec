// The club's sync while a tournament screen or the board is open: records
// from other phones (a table's result, the director's tournament) arrive and
// the live queries show them; this phone's records go out. A club with no
// secret on this phone (made offline, not yet shared) opens nothing. The
// sync code (yjs, the provider) loads only then, never with the screen.
import { useEffect, useState } from 'preact/hooks';
import type { ClubRow, RenoncDb } from '../../storage';
import type { ClubSyncStatus } from '../../sync/club-session';
import { useT } from '../i18n/use-t';

export type ClubSyncState = ClubSyncStatus['state'] | 'local';

/** Keeps the club's sync open while mounted; its state for the screen to show. */
export function useClubSync(db: RenoncDb, club: ClubRow | undefined): ClubSyncState {
  const [state, setState] = useState<ClubSyncState>('local');
  const clubId = club?.id;
  const shared = club?.secret !== undefined;
  useEffect(() => {
    if (!clubId || !shared) return;
    let alive = true;
    let close = () => {};
    setState('connecting');
    void import('../../sync/club-session').then(({ openClubSync }) => {
      if (!alive) return;
      const sync = openClubSync(db, clubId, {
        onStatus: (status) => alive && setState(status.state),
        onError: (error) => console.error(error),
      });
      close = () => sync.close();
    });
    return () => {
      alive = false;
      close();
    };
  }, [clubId, shared]);
  return state;
}

/** One quiet line: how current what the screen shows is (nothing for a club kept on this phone). */
export function SyncLine({ state }: { state: ClubSyncState }) {
  const { t } = useT();
  if (state === 'local') return null;
  return (
    <p class="tt-note tt-sync" data-sync={state} role="status">
      {t(`tournament:sync.${state}`)}
    </p>
  );
}
