// The copies of a hand that two phones entered identically: the ledger counts
// one and passes the other by without a tap (docs/ledger.md K5). One line
// says so; opened, it names the hands, and a scorer can say that a pair
// really were two different hands (a replacement of the copy, which counts in
// its place: `distinctDraft`; undoing it makes the copy a copy again).
import type { LedgerEntry, TwinNote } from '../../engine';
import { useT } from '../i18n/use-t';
import { phoneLabel } from './phone-label';

export interface TwinActions {
  /** "These were two different hands": absent where nothing can be written. */
  readonly onDistinct?: (twin: LedgerEntry) => void;
}

export function TwinsNote(
  props: TwinActions & { twins: readonly TwinNote[]; canResolve: boolean; busy: boolean },
) {
  const { t } = useT();
  const { twins } = props;
  if (twins.length === 0) return null;
  const hands = [...new Set(twins.map((n) => n.hand))].sort((a, b) => a - b);
  return (
    <details class="conflict twins-note" data-twins={twins.length}>
      <summary>{t('sync:conflict.twinsNote', { count: hands.length })}</summary>
      <ul class="conflict-list">
        {twins.map((note) => (
          <li key={note.twin.id} class="twin-row" data-hand={note.hand}>
            <span>
              {t('sync:conflict.twinRow', {
                seq: note.hand,
                phones: [note.kept, note.twin].map((e) => phoneLabel(t, e)).join(', '),
              })}
            </span>
            {props.canResolve && props.onDistinct && (
              <button
                type="button"
                class="btn btn-small"
                disabled={props.busy}
                onClick={() => props.onDistinct?.(note.twin)}
              >
                {t('sync:conflict.distinct')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
