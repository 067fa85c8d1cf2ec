// Entries that phones made apart and that cannot both be meant, as one
// compact list: "15 hands to check", a row of one line a hand (named by the
// number the players saw when they entered it, ./conflict-rows.ts), opened to
// show its versions side by side with one tap to keep one (the others are
// voided with the reason "entered twice"). Until then every version counts,
// and the list says so. A viewer sees the same list without any "keep": it
// cannot write. Nothing is guessed here: this panel never picks a version.
import { useMemo, useState } from 'preact/hooks';
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
import { countRulesOf, seenHandNumbers } from './conflict-rows';

/** Rows shown before "show all": the hand form stays in reach below a long list. */
const FIRST_ROWS = 5;

export function phoneLabel(t: TFunction, entry: LedgerEntry): string {
  return entry.by
    ? t('sync:conflict.phoneOf', { name: entry.by })
    : t('sync:conflict.unknownPhone');
}

interface PanelProps {
  conflicts: readonly Conflict[];
  /** The night's entries in scoring order (ranked), to number the hands as the players did. */
  entries: readonly LedgerEntry[];
  night: NightView;
  game: AnyGameUi;
  ledger: IncrementalLedger<unknown>;
  canResolve: boolean;
  busy: boolean;
  /** Voids these entries in this order: the other versions and what voiding them would bring back. */
  onKeep: (keep: LedgerEntry, others: readonly LedgerEntry[]) => void;
}

function Version(props: {
  entry: LedgerEntry;
  night: NightView;
  game: AnyGameUi;
  ledger: IncrementalLedger<unknown>;
  /** Absent for a viewer: no button, no "keep" words. */
  onKeep?: () => void;
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
      {props.onKeep && (
        <button
          type="button"
          class="btn btn-primary btn-wide"
          disabled={props.busy}
          onClick={props.onKeep}
        >
          {t('sync:conflict.keep')}
        </button>
      )}
    </div>
  );
}

/** One conflict: a line naming the hand, opened to show its versions. */
function ConflictRow(props: PanelProps & { conflict: Conflict; hand: number }) {
  const { t } = useT();
  const { conflict: c, ledger } = props;
  const live = c.entries.filter((e) => ledger.isActive(e.id));
  const key = c.kind === 'twice' ? 'sync:conflict.twice' : 'sync:conflict.met';
  return (
    <li>
      <details class="conflict" data-kind={c.kind} data-hand={props.hand}>
        <summary>{t(key, { seq: props.hand })}</summary>
        <div class="conflict-versions">
          {live.map((e) => (
            <Version
              key={e.id}
              entry={e}
              night={props.night}
              game={props.game}
              ledger={ledger}
              busy={props.busy}
              {...(props.canResolve
                ? { onKeep: () => props.onKeep(e, entriesToVoid(c, e, ledger)) }
                : {})}
            />
          ))}
        </div>
      </details>
    </li>
  );
}

export function ConflictsPanel(props: PanelProps) {
  const { t } = useT();
  const [all, setAll] = useState(false);
  const { conflicts, entries, ledger } = props;
  const hands = useMemo(
    () => seenHandNumbers(entries, conflicts, countRulesOf(ledger)),
    [entries, conflicts, ledger],
  );
  if (conflicts.length === 0) return null;
  const shown = all ? conflicts : conflicts.slice(0, FIRST_ROWS);
  const hidden = conflicts.length - shown.length;
  return (
    <section
      class="conflicts card"
      aria-labelledby="conflicts-title"
      data-conflicts={conflicts.length}
    >
      {/* Announced when it appears or its count changes, the list itself is not read out. */}
      <div role="alert">
        <h2 id="conflicts-title" class="section-title">
          {t('sync:conflict.count', { count: conflicts.length })}
        </h2>
      </div>
      <p class="hint">
        {t(props.canResolve ? 'sync:conflict.balances' : 'sync:conflict.balancesViewer')}
      </p>
      <ul class="conflict-list">
        {shown.map((c) => (
          <ConflictRow
            key={c.root.id}
            {...props}
            conflict={c}
            hand={hands.get(c.root.id) ?? c.root.seq}
          />
        ))}
      </ul>
      {hidden > 0 && (
        <button type="button" class="btn btn-wide" onClick={() => setAll(true)}>
          {t('sync:conflict.showAll', { n: conflicts.length })}
        </button>
      )}
    </section>
  );
}
