// Entries that phones made apart and that cannot both be meant, as one
// compact list: "15 hands to check", a row of one line a hand (named by the
// number the players saw when they entered it), opened to show its versions
// side by side with one tap to keep one. Until then every version counts, and
// the list says so. A viewer sees the same list without any "keep": it cannot
// write. Identical copies the ledger already counts once (twins) get one line
// of their own, opened to undo it for a hand that was really played twice.
// Rows, hand numbers and twins: the engine's nightMeetings (docs/ledger.md).
import { useMemo, useState } from 'preact/hooks';
import {
  GAMES,
  isDealKind,
  nightMeetings,
  type Conflict,
  type ConflictRow as Row,
  type IncrementalLedger,
  type LedgerEntry,
} from '../../engine';
import { formatMoney } from '../format';
import type { AnyGameUi, NightView } from '../games/types';
import { useT } from '../i18n/use-t';
import { describeGeneric } from '../night/ledger-list';
import { phoneLabel } from './phone-label';
import { TwinsNote, type TwinActions } from './twins-note';

/** Rows shown before "show all": the hand form stays in reach below a long list. */
const FIRST_ROWS = 5;

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

const ROW_WORDS = {
  twice: 'sync:conflict.twice',
  met: 'sync:conflict.met',
  voided: 'sync:conflict.voided',
} as const;

/** One conflict: a line naming the hand, opened to show its versions. */
function ConflictRow(props: PanelProps & { row: Row }) {
  const { t } = useT();
  const { row, ledger } = props;
  return (
    <li>
      <details class="conflict" data-kind={row.kind} data-hand={row.hand}>
        <summary>{t(ROW_WORDS[row.kind], { seq: row.hand })}</summary>
        <div class="conflict-versions">
          {row.versions.map(({ entry, keep }) => (
            <Version
              key={entry.id}
              entry={entry}
              night={props.night}
              game={props.game}
              ledger={ledger}
              busy={props.busy}
              {...(props.canResolve ? { onKeep: () => props.onKeep(entry, keep) } : {})}
            />
          ))}
        </div>
      </details>
    </li>
  );
}

export function ConflictsPanel(props: PanelProps & TwinActions) {
  const { t } = useT();
  const [all, setAll] = useState(false);
  const { conflicts, entries, ledger } = props;
  // Recomputed when the ledger changes (`conflicts` is a new list then).
  const meetings = useMemo(
    () => nightMeetings(entries, ledger, (kind) => isDealKind(GAMES, kind)),
    [entries, conflicts, ledger],
  );
  const rows = meetings.conflicts;
  if (rows.length === 0 && meetings.twins.length === 0) return null;
  const shown = all ? rows : rows.slice(0, FIRST_ROWS);
  return (
    <section
      class="conflicts card"
      aria-label={t('sync:conflict.region')}
      data-conflicts={rows.length}
    >
      {rows.length > 0 && (
        <>
          {/* Announced when it appears or its count changes; the list itself is not read out. */}
          <div role="alert">
            <h2 id="conflicts-title" class="section-title">
              {t('sync:conflict.count', { count: rows.length })}
            </h2>
          </div>
          <p class="hint">
            {t(props.canResolve ? 'sync:conflict.balances' : 'sync:conflict.balancesViewer')}
          </p>
          <ul class="conflict-list">
            {shown.map((row) => (
              <ConflictRow key={row.root.id} {...props} row={row} />
            ))}
          </ul>
          {shown.length < rows.length && (
            <button type="button" class="btn btn-wide" onClick={() => setAll(true)}>
              {t('sync:conflict.showAll', { n: rows.length })}
            </button>
          )}
        </>
      )}
      <TwinsNote {...props} twins={meetings.twins} />
    </section>
  );
}
