// The night itself at the end: close it (it stays readable and settleable)
// or reopen it, and take it away as a backup file (JSON) or as a spreadsheet (CSV).
import type { EntryContribution, IncrementalLedger, LedgerEntry } from '../../engine';
import { exportNightCsv, exportToFile } from '../backup/exports';
import type { AnyGameUi, NightView } from '../games/types';
import { useT } from '../i18n/use-t';
import { errorText } from '../kit/messages';
import { useNotices } from '../kit/notices';
import { CloseNightButton, ClosedNotice, closingEntry, type ClosingAccess } from '../night/closing';
import { LazyNightClub } from '../club/lazy-night-club';
import { useServices } from '../services';
import { NOTE_MS } from './share';

export function NightActions(props: {
  night: NightView;
  entries: readonly LedgerEntry[];
  contributions: readonly EntryContribution[];
  ledger: IncrementalLedger<unknown>;
  game: AnyGameUi;
  data: ClosingAccess;
}) {
  const { t, language } = useT();
  const services = useServices();
  const notices = useNotices();
  const { row } = props.night;
  const run = async (action: () => Promise<string | void>, done: (result: string) => string) => {
    try {
      const result = await action();
      notices.notify(done(result ?? ''), undefined, NOTE_MS);
    } catch (err) {
      notices.fail(errorText(t, err));
    }
  };
  const saved = (file: string) => t('backup:saved', { file });
  const closed = closingEntry(props.contributions, props.ledger);
  const closing = { nightId: row.id, ledger: props.ledger, data: props.data };
  return (
    <>
      <section class="card no-print" aria-labelledby="settle-night-title">
        <h2 id="settle-night-title" class="section-title">
          {t('settlement:nightSection')}
        </h2>
        {closed === undefined ? (
          <CloseNightButton {...closing} />
        ) : (
          <ClosedNotice {...closing} closedAt={closed.createdAt} />
        )}
        <div class="settle-exports">
          <button
            type="button"
            class="btn btn-wide"
            onClick={() => void run(() => exportToFile(services.db, services.now(), row), saved)}
          >
            {t('backup:exportNight')}
          </button>
          <button
            type="button"
            class="btn btn-wide"
            onClick={() =>
              void run(async () => {
                const { night, game, entries, contributions } = props;
                const source = { night, game, state: props.ledger.state, entries, contributions };
                return exportNightCsv(source, t, language);
              }, saved)
            }
          >
            {t('backup:exportCsv')}
          </button>
        </div>
      </section>
      <LazyNightClub
        nightId={row.id}
        players={row.playerIds}
        nameOf={props.night.nameOf}
        entries={props.entries}
        contributions={props.contributions}
      />
    </>
  );
}
