// One quiet line on a club's screen: whether it is up to date with the club.
import { useT } from '../i18n/use-t';
import type { ClubSyncStatus } from './use-club-sync';

export function SyncLine({ status }: { status: ClubSyncStatus | undefined }) {
  const { t } = useT();
  if (!status) return null;
  return (
    <p class="sync-status muted" role="status" data-state={status.state}>
      {t(`club:sync.${status.state}`)}
    </p>
  );
}
