// Entries that phones made apart and that cannot both be meant: shown side by
// side with one tap to keep one (the others are voided with the reason
// "entered twice"). Until then both count, and the panel says so. Nothing is
// guessed: the app never picks a version by itself.
import {
  entriesToVoid,
  type Conflict,
  type IncrementalLedger,
  type LedgerEntry,
} from '../../engine';
import { formatMoney } from '../format';
import type { AnyGameUi, NightView } from '../games/types';
import { useT, type TFunction } from '../i18n/use-t';
import { describeGeneric } from '../night/ledger-list';

export function phoneLabel(t: TFunction, entry: LedgerEntry): string {
  return entry.by
    ? t('sync:conflict.phoneOf', { name: entry.by })
    : t('sync:conflict.unknownPhone');
}

function Version(props: {
  entry: LedgerEntry;
  night: NightView;
  game: AnyGameUi;
  ledger: IncrementalLedger<unknown>;
  onKeep: () => void;
  busy: boolean;
}) {
  const { t, language } = useT();
  const { entry, night } = props;
  const text = describeGeneric(entry, night, t) ?? props.game.describeEntry(entry, night, t);
  const moved = props.ledger.transfersOf(entry.id) ?? {};
  return (
    <div class="conflict-version card" data-entry={entry.id}>
      <p class="muted">{phoneLabel(t, entry)}</p>
      <p>{text}</p>
      <p class="money-line num">
        {night.row.playerIds
          .filter((p) => (moved[p] ?? 0) !== 0)
          .map((p) => (
            <span key={p} class={(moved[p] ?? 0) > 0 ? 'pos' : 'neg'}>
              {night.nameOf(p)} {formatMoney(moved[p]!, night.row.currency, language, true)}{' '}
            </span>
          ))}
      </p>
      <button
        type="button"
        class="btn btn-primary btn-wide"
        disabled={props.busy}
        onClick={props.onKeep}
      >
        {t('sync:conflict.keep')}
      </button>
    </div>
  );
}

export function ConflictsPanel(props: {
  conflicts: readonly Conflict[];
  night: NightView;
  game: AnyGameUi;
  ledger: IncrementalLedger<unknown>;
  canResolve: boolean;
  busy: boolean;
  /** Voids these entries in this order: the other versions and what voiding them would bring back. */
  onKeep: (keep: LedgerEntry, others: readonly LedgerEntry[]) => void;
}) {
  const { t } = useT();
  if (props.conflicts.length === 0) return null;
  return (
    <section class="conflicts" role="alert" aria-label={t('sync:conflict.title')}>
      {props.conflicts.map((c) => {
        const live = c.entries.filter((e) => props.ledger.isActive(e.id));
        const phones = live.map((e) => phoneLabel(t, e)).join(', ');
        // The hand's place: its chain's first entry (a correction scores there).
        const seq = c.root.seq;
        return (
          <div key={c.entries[0]!.id} class="conflict" data-kind={c.kind}>
            <h2 class="section-title">
              {t(c.kind === 'twice' ? 'sync:conflict.twice' : 'sync:conflict.met', { seq, phones })}
            </h2>
            <p class="hint">{t('sync:conflict.balances')}</p>
            <div class="conflict-versions">
              {live.map((e) =>
                props.canResolve ? (
                  <Version
                    key={e.id}
                    entry={e}
                    night={props.night}
                    game={props.game}
                    ledger={props.ledger}
                    busy={props.busy}
                    onKeep={() => props.onKeep(e, entriesToVoid(c, e, props.ledger))}
                  />
                ) : (
                  <div key={e.id} class="conflict-version card">
                    <p class="muted">{phoneLabel(t, e)}</p>
                    <p>
                      {describeGeneric(e, props.night, t) ??
                        props.game.describeEntry(e, props.night, t)}
                    </p>
                  </div>
                ),
              )}
            </div>
          </div>
        );
      })}
    </section>
  );
}
