// The quiet line under a shared night's title: how many phones, whether
// everything is sent, or why syncing stopped. Loaded only for shared nights.
import type { ShareRow } from '../../storage';
import type { SyncStatus } from '../../sync/sync-status';
import { useT, type TFunction } from '../i18n/use-t';
import { hrefOf } from '../router';
import { useSession } from './use-session';

/** The phone that shared the night before owner keys (issue 26): it holds both links, no key. */
const isLegacySharer = (share: ShareRow): boolean =>
  share.ownerKey === undefined && !!share.links.scorer && !!share.links.viewer;

export function statusText(t: TFunction, status: SyncStatus | undefined, share: ShareRow): string {
  if (share.state === 'revoked') return t('sync:status.revoked');
  if (!status) return t('sync:status.connecting');
  const parts: string[] = [];
  switch (status.state) {
    case 'revoked':
      return t('sync:status.revoked');
    case 'forbidden':
      return t('sync:status.forbidden');
    case 'version':
      return t('sync:status.version');
    case 'lost':
      // A night shared before owner keys: its sharing phone cannot bring it back.
      return t(isLegacySharer(share) ? 'sync:status.lostShareAgain' : 'sync:status.lost');
    case 'connecting':
      parts.push(t('sync:status.connecting'));
      break;
    case 'offline':
      parts.push(t('sync:status.offline'));
      break;
    case 'online':
      parts.push(t('sync:status.phones', { count: status.phones }));
  }
  // A server that cannot store confirms nothing: never "up to date" then.
  if (status.unavailable) parts.push(t('sync:status.unavailable'));
  if (status.toSend > 0) parts.push(t('sync:status.toSend', { count: status.toSend }));
  else if (status.state === 'online' && !status.unavailable) parts.push(t('sync:status.upToDate'));
  if (status.role === 'viewer') parts.push(t('sync:status.viewer'));
  if (status.refused > 0) parts.push(t('sync:status.refused', { count: status.refused }));
  if (status.unsent > 0) parts.push(t('sync:status.unsent', { count: status.unsent }));
  return parts.join(' · ');
}

export function StatusLine({ share }: { share: ShareRow }) {
  const { t } = useT();
  const { session, status } = useSession(share);
  const state = share.state === 'revoked' ? 'revoked' : (status?.state ?? 'connecting');
  const refusals = (status?.refused ?? 0) + (status?.unsent ?? 0) > 0;
  return (
    <p
      class="sync-status muted"
      role="status"
      data-state={state}
      data-to-send={status?.toSend ?? 0}
    >
      <a href={hrefOf({ name: 'night-share', nightId: share.nightId })}>
        {statusText(t, status, share)}
      </a>
      {refusals && session && (
        <>
          {' '}
          <button
            type="button"
            class="btn sync-dismiss"
            aria-label={t('sync:status.dismissLabel')}
            onClick={() => void session.dismissRefusals()}
          >
            {t('sync:status.dismiss')}
          </button>
        </>
      )}
    </p>
  );
}
