// The club's sync as a tournament screen or the board says it: one quiet
// line under the tables (the sync itself is ./use-club-sync.ts, kept open
// while the screen is shown).
import { useT } from '../i18n/use-t';
import type { ClubSyncStatus } from './use-club-sync';

/** How current what the screen shows is (nothing for a club kept on this phone). */
export function SyncLine({ status }: { status: ClubSyncStatus | undefined }) {
  const { t } = useT();
  if (!status) return null;
  return (
    <p class="tt-note tt-sync" data-sync={status.state} role="status">
      {t(`tournament:sync.${status.state}`)}
    </p>
  );
}
