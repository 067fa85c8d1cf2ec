// A club's sync while one of its screens is shown (app/sync/club-session):
// records written on this phone go to the club's server, the other phones'
// come in and show at once (the screens read storage live). A club with no
// secret on this phone (kept on this phone only) is not synced. The admin
// phone replaces a link through the same connection. The sync code (yjs,
// the provider) loads only when a shared club's screen opens, never with
// the screen's own code: the one hook of the club's home, a night's club
// line, the tournaments and the board.
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { ClubRow } from '../../storage';
import type {
  ClubRotateOutcome,
  ClubSync,
  ClubSyncStatus,
  ReplaceableRole,
} from '../../sync/club-session';
import { useServices } from '../services';

export type { ClubRotateOutcome, ClubSyncStatus, ReplaceableRole };

/** Asks the club's server for a new secret of `role` (./club-links.tsx). */
export type RotateLink = (role: ReplaceableRole) => Promise<ClubRotateOutcome>;

export interface ClubSyncHandle {
  /** undefined for a club kept on this phone only. */
  readonly status: ClubSyncStatus | undefined;
  readonly rotate: RotateLink;
}

export function useClubSync(club: ClubRow | null | undefined): ClubSyncHandle {
  const { db } = useServices();
  const [status, setStatus] = useState<ClubSyncStatus | undefined>();
  const sync = useRef<ClubSync | undefined>(undefined);
  const id = club?.secret ? club.id : undefined;
  useEffect(() => {
    if (!id) return;
    let alive = true;
    let opened: ClubSync | undefined;
    setStatus({ state: 'connecting' });
    import('../../sync/club-session').then(
      ({ openClubSync }) => {
        if (!alive) return;
        opened = openClubSync(db, id, {
          onStatus: (next) => alive && setStatus(next),
          onError: (error) => console.error(error),
        });
        sync.current = opened;
      },
      // The sync code could not be loaded (offline before it was ever cached).
      () => alive && setStatus({ state: 'offline' }),
    );
    return () => {
      alive = false;
      if (sync.current === opened) sync.current = undefined;
      opened?.close();
    };
  }, [db, id]);
  const rotate = useCallback<RotateLink>(
    (role) => sync.current?.rotate(role) ?? Promise.resolve('offline'),
    [],
  );
  return { status, rotate };
}
