// A screen's hold on its night's sync session and the status it reports.
import { useEffect, useState } from 'preact/hooks';
import type { ShareRow } from '../../storage';
import type { NightSession } from '../../sync/session';
import { acquireSession } from '../../sync/sessions';
import type { SyncStatus } from '../../sync/sync-status';
import { useServices } from '../services';

export function useSession(share: ShareRow | undefined): {
  session?: NightSession;
  status?: SyncStatus;
} {
  const { db } = useServices();
  const [session, setSession] = useState<NightSession | undefined>();
  const [status, setStatus] = useState<SyncStatus | undefined>();
  const key = share ? `${share.nightId}:${share.shareId}:${share.state}` : '';
  useEffect(() => {
    if (!share || share.state !== 'active') return;
    const { session: s, release } = acquireSession(db, share);
    setSession(s);
    const off = s.subscribe(setStatus);
    return () => {
      off();
      release();
    };
    // The session follows the share's identity, not every field of the row.
  }, [key]);
  return { session, status };
}
