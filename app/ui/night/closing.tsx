// Closing a night and reopening it. Closing asks once (it stops the night
// taking entries, which an undo toast cannot make obvious); reopening does not
// need to ask, it only lets the night go on. Both are ledger entries.
import { useState } from 'preact/hooks';
import {
  closedBy,
  type EntryContribution,
  type IncrementalLedger,
  type LedgerEntry,
} from '../../engine';
import { formatDateTime } from '../format';
import { useT } from '../i18n/use-t';
import { Dialog } from '../kit/dialog';
import { Icon } from '../kit/icons';
import { errorText } from '../kit/messages';
import { useNotices } from '../kit/notices';
import { useServices } from '../services';
import { setNightClosed } from './commands';

/** The close entry that keeps the night closed, or undefined when it is open. */
export function closingEntry(
  contributions: readonly EntryContribution[],
  ledger: Pick<IncrementalLedger<unknown>, 'entryById'>,
): LedgerEntry | undefined {
  const id = closedBy(contributions);
  return id === undefined ? undefined : ledger.entryById(id);
}

/** What closing needs of the night's live ledger (useNightLedger's result). */
export interface ClosingAccess {
  readonly accept: (entry: LedgerEntry) => void;
  /** Reads what other screens stored since, before a retry. */
  readonly catchUp: () => Promise<void>;
  /** The night's ledger after a catch-up (it can be a new object). */
  readonly currentLedger: () => IncrementalLedger<unknown> | undefined;
}

interface ClosingProps {
  nightId: string;
  ledger: IncrementalLedger<unknown>;
  data: ClosingAccess;
}

function useSetClosed({ nightId, ledger, data }: ClosingProps) {
  const { t } = useT();
  const services = useServices();
  const notices = useNotices();
  return async (closed: boolean, done: string): Promise<void> => {
    try {
      const ids = { id: services.newId(), now: services.now() };
      // Like every save (commands.ts): if another screen wrote first, the night is
      // read again and the close/reopen checked against it before it is retried.
      const access = { current: () => data.currentLedger() ?? ledger, catchUp: data.catchUp };
      data.accept(await setNightClosed(services.db, access, nightId, closed, ids));
      notices.notify(done);
      if (closed) sendToClub(services, nightId, t, notices);
    } catch (err) {
      notices.fail(errorText(t, err));
    }
  };
}

/**
 * A closed night's result goes to its club, if it has one (docs/club.md, C1).
 * The club's code loads only now: most nights belong to no club.
 */
function sendToClub(
  services: ReturnType<typeof useServices>,
  nightId: string,
  t: ReturnType<typeof useT>['t'],
  notices: ReturnType<typeof useNotices>,
): void {
  void import('../club/on-close')
    .then((m) => m.attachOnClose(services, nightId, t))
    .then(
      (words) => words && notices.notify(words),
      (err: unknown) => notices.fail(errorText(t, err)),
    );
}

/** "Close the night" with one confirmation. */
export function CloseNightButton(props: ClosingProps) {
  const { t } = useT();
  const [asking, setAsking] = useState(false);
  const setClosed = useSetClosed(props);
  return (
    <>
      <button type="button" class="btn btn-primary btn-wide" onClick={() => setAsking(true)}>
        {t('settlement:close')}
      </button>
      {asking && (
        <Dialog title={t('settlement:closeConfirmTitle')} onClose={() => setAsking(false)}>
          <p>{t('settlement:closeConfirmText')}</p>
          <div class="row">
            <button
              type="button"
              class="btn btn-primary"
              onClick={() => {
                setAsking(false);
                void setClosed(true, t('settlement:closedToast'));
              }}
            >
              {t('settlement:closeConfirm')}
            </button>
            <button type="button" class="btn" onClick={() => setAsking(false)}>
              {t('cancel')}
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}

/** Shown instead of the entry form while the night is closed: since when, and the way back. */
export function ClosedNotice(props: ClosingProps & { closedAt: number }) {
  const { t, language } = useT();
  const setClosed = useSetClosed(props);
  return (
    <section class="card closed-notice" role="status" data-closed={props.closedAt}>
      <p class="closed-text">
        <Icon name="lock" />
        <span>{t('night.closedBanner', { date: formatDateTime(props.closedAt, language) })}</span>
      </p>
      <button
        type="button"
        class="btn btn-wide"
        onClick={() => void setClosed(false, t('night.reopened'))}
      >
        {t('night.reopen')}
      </button>
    </section>
  );
}
