// A club's sync while one of its screens is shown (app/sync/club-session):
// records written on this phone go to the club's server, the other phones'
// come in and show at once (the screens read storage live). A club with no
// secret on this phone (kept on this phone only) is not synced. The admin
// phone replaces a link through the same connection.
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import {
  openClubSync,
  type ClubRotateOutcome,
  type ClubSync,
  type ClubSyncStatus,
  type ReplaceableRole,
} from '../../sync/club-session';
import type { ClubRow } from '../../storage';
import { useServices } from '../services';

export type { ClubRotateOutcome, ClubSyncStatus, ReplaceableRole };

/** Asks the club's server for a new secret of `role` (./club-links.tsx). */
export type RotateLink = (role: ReplaceableRole) => Promise<ClubRotateOutcome>;

export interface ClubSyncHandle {
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
    setStatus({ state: 'connecting' });
    const opened = openClubSync(db, id, { onStatus: setStatus });
    sync.current = opened;
    return () => {
      sync.current = undefined;
      opened.close();
    };
  }, [db, id]);
  const rotate = useCallback<RotateLink>(
    (role) => sync.current?.rotate(role) ?? Promise.resolve('offline'),
    [],
  );
  return { status, rotate };
}
