// The pieces of the night screen around its ledger: the links in the top bar,
// the entry area (the game's form, a transfer, or the correction of an entry)
// and the dialog with one entry's details.
import type { LedgerEntry } from '../../engine';
import type { AnyGameUi, NightView, SaveOptions } from '../games/types';
import { useT } from '../i18n/use-t';
import { Dialog } from '../kit/dialog';
import { Icon } from '../kit/icons';
import { TransferForm } from '../night/transfer-form';
import type { NightLedger } from '../night/use-night-ledger';
import { hrefOf, type Route } from '../router';
import { reasonText } from '../night/reason-text';

/** What the entry area shows: the game's form, a transfer, or a correction. */
export type Panel = { name: 'game' } | { name: 'transfer' } | { name: 'edit'; entry: LedgerEntry };

type Save = (kind: string, payload: unknown, options?: SaveOptions) => Promise<boolean>;

const HEADER_LINKS = [
  { route: 'night-rules', icon: 'rules', label: 'night.rules' },
  { route: 'night-share', icon: 'share', label: 'night.share' },
  { route: 'night-settle', icon: 'settle', label: 'night.settle' },
] as const;

/** The top bar's links: the night's rules, sharing it, settling up. */
export function NightHeaderActions({ nightId }: { nightId: string }) {
  const { t } = useT();
  return (
    <>
      {HEADER_LINKS.map((link) => (
        <a
          key={link.route}
          class="btn btn-icon"
          href={hrefOf({ name: link.route, nightId } satisfies Route)}
          aria-label={t(link.label)}
        >
          <Icon name={link.icon} />
        </a>
      ))}
    </>
  );
}

interface EntryAreaProps {
  readonly night: NightView;
  readonly game: AnyGameUi;
  readonly ledger: NonNullable<NightLedger['ledger']>;
  readonly panel: Panel;
  readonly setPanel: (panel: Panel) => void;
  readonly save: Save;
  /** Read-only phones see no game form (a transfer or correction started before stays). */
  readonly readOnly: boolean;
}

/** The form under the balances of an open night. */
export function EntryArea({
  night,
  game,
  ledger,
  panel,
  setPanel,
  save,
  readOnly,
}: EntryAreaProps) {
  const { t } = useT();
  const { EntryPanel } = game;
  const back = () => setPanel({ name: 'game' });
  if (panel.name === 'transfer') return <TransferForm night={night} save={save} onDone={back} />;
  if (panel.name === 'edit') {
    const title = t('ledger.correcting', { seq: panel.entry.seq });
    return (
      <section class="card card-edit" aria-label={title}>
        <h2 class="section-title">{title}</h2>
        <EntryPanel
          night={night}
          state={ledger.state}
          ledger={ledger}
          save={save}
          editing={panel.entry}
          onDone={back}
        />
        <button type="button" class="btn btn-wide" onClick={back}>
          {t('cancel')}
        </button>
      </section>
    );
  }
  if (readOnly) return null;
  return (
    <>
      <EntryPanel night={night} state={ledger.state} ledger={ledger} save={save} />
      <button type="button" class="btn btn-wide" onClick={() => setPanel({ name: 'transfer' })}>
        {t('transfer.open')}
      </button>
    </>
  );
}

interface EntryDetailDialogProps {
  readonly entry: LedgerEntry;
  readonly night: NightView;
  readonly game: AnyGameUi;
  readonly state: unknown;
  readonly onClose: () => void;
}

/** One entry in full: the game's own detail view (if it has one) and the reason. */
export function EntryDetailDialog({ entry, night, game, state, onClose }: EntryDetailDialogProps) {
  const { t } = useT();
  const { EntryDetail } = game;
  return (
    <Dialog title={t('ledger.detail', { seq: entry.seq })} onClose={onClose}>
      {EntryDetail ? (
        <EntryDetail entry={entry} night={night} state={state} />
      ) : (
        <p>{t('ledger.noDetail')}</p>
      )}
      {entry.reason && (
        <p class="muted">{t('ledger.reason', { reason: reasonText(t, entry.reason) })}</p>
      )}
      <button type="button" class="btn btn-wide" onClick={onClose}>
        {t('close')}
      </button>
    </Dialog>
  );
}
