// The ledger, newest first: what each entry moved, which entries were voided
// or replaced and why. Nothing here edits an entry; actions append new ones.
// Only the rows near the viewport are rendered (use-virtual-rows.ts), so a
// night of 5,000 hands scrolls and saves like a short one; any entry is one
// jump away by its number.
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import {
  isClosingKind,
  type IncrementalLedger,
  type LedgerEntry,
  type Transfers,
  type UnscorableEntry,
} from '../../engine';
import { formatMoney, formatTime } from '../format';
import type { AnyGameUi, NightView } from '../games/types';
import { useT, type TFunction } from '../i18n/use-t';
import { JumpToEntry } from './jump-to-entry';
import { useVirtualRows } from './use-virtual-rows';
import { reasonText } from './reason-text';
import { describeGeneric } from './describe-generic';

export { describeGeneric };

/** A score like "6–2–2" or "8 : 5" is one word: the line breaks around it, never inside (#28). */
export function unbrokenScores(text: string): (string | JSX.Element)[] {
  return text.split(/(\d+(?:\s?[–:]\s?\d+)+)/).map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} class="nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/** From this many entries on, the list offers a jump by number. */
const JUMP_FROM = 30;

function MoneyLine({ transfers, night }: { transfers: Transfers; night: NightView }) {
  const { language } = useT();
  const parts = night.row.playerIds.filter((p) => (transfers[p] ?? 0) !== 0);
  if (parts.length === 0) return null;
  return (
    <span class="money-line num">
      {parts.map((p) => (
        <span key={p} class={`money-pair ${(transfers[p] ?? 0) > 0 ? 'pos' : 'neg'}`}>
          {night.nameOf(p)}{' '}
          <span class="amount">
            {formatMoney(transfers[p]!, night.row.currency, language, true)}
          </span>
        </span>
      ))}
    </span>
  );
}

/** An i18n key and the parameters of its words. */
type Reason = Pick<UnscorableEntry, 'code' | 'params'>;

interface RowProps {
  readonly entry: LedgerEntry;
  /** The entry's place in seq order: names its measured height. */
  readonly index: number;
  readonly night: NightView;
  readonly game: AnyGameUi;
  readonly ledger: IncrementalLedger<unknown>;
  /** Why the entry is stored but cannot be counted (an i18n key and its words' parameters), if so. */
  readonly broken: Reason | undefined;
  readonly target: boolean;
  readonly describe: (e: LedgerEntry) => string;
  readonly onVoid: (entry: LedgerEntry, description: string) => void;
  readonly onCorrect: (entry: LedgerEntry) => void;
  readonly onDetail: (entry: LedgerEntry) => void;
}

/**
 * A void's line: what it voided, or that its void was taken back. A void the
 * ledger refuses (a "keep this one" that came too late, docs/ledger.md K7)
 * never took effect: it is neither, and says why it cannot be counted.
 */
function voidLineKey(active: boolean, refused: boolean) {
  if (active) return 'ledger.voided';
  return refused ? 'ledger.voidRefused' : 'ledger.voidUndone';
}

function VoidRow({ entry: e, index, ledger, describe, onVoid, target, broken }: RowProps) {
  const { t, language } = useT();
  const active = ledger.isActive(e.id);
  const voided = e.voids ? ledger.entryById(e.voids) : undefined;
  const line = t(voidLineKey(active, broken !== undefined), {
    seq: voided?.seq ?? '?',
    reason: reasonText(t, e.reason),
  });
  return (
    <li
      class="ledger-entry ledger-void"
      data-index={index}
      data-seq={e.seq}
      data-kind="void"
      data-target={target || undefined}
    >
      <span class="ledger-seq">{e.seq}</span>
      <span class="ledger-text">{line}</span>
      <span class="ledger-time muted">{formatTime(e.createdAt, language)}</span>
      {broken !== undefined && (
        <span class="badge badge-error" data-broken={broken.code}>
          {t('errors:ledger.cannotCount', { reason: t(broken.code, broken.params ?? {}) })}
        </span>
      )}
      {active && (
        <button
          type="button"
          class="btn btn-small"
          onClick={() => onVoid(e, describe(voided ?? e))}
        >
          {t('ledger.undoVoid')}
        </button>
      )}
      {/* The night asks to void what cannot be counted: a refused void too (it changes nothing). */}
      {broken !== undefined && (
        <button type="button" class="btn btn-small" onClick={() => onVoid(e, line)}>
          {t('ledger.void')}
        </button>
      )}
    </li>
  );
}

function EntryRow(props: RowProps) {
  const { t, language } = useT();
  const { entry: e, ledger } = props;
  if (e.kind === 'void') return <VoidRow {...props} />;
  const active = ledger.isActive(e.id);
  const text = props.describe(e);
  const contribution = ledger.transfersOf(e.id);
  const reason = props.broken;
  // An entry that cannot be counted counts nothing but can be voided, like any entry that counts.
  const voidable = active || ledger.statusOf(e.id) === 'refused';
  const replaced = e.replaces ? ledger.entryById(e.replaces) : undefined;
  return (
    <li
      class={`ledger-entry${active ? '' : ' ledger-inactive'}`}
      data-index={props.index}
      data-seq={e.seq}
      data-kind={e.kind}
      data-active={active}
      data-target={props.target || undefined}
    >
      <span class="ledger-seq">{e.seq}</span>
      <button type="button" class="ledger-text ledger-open" onClick={() => props.onDetail(e)}>
        {unbrokenScores(text)}
        {e.replaces && (
          <span class="muted">
            {' '}
            {t('ledger.replaces', { seq: replaced?.seq ?? '?', reason: reasonText(t, e.reason) })}
          </span>
        )}
      </button>
      <span class="ledger-time muted">{formatTime(e.createdAt, language)}</span>
      {reason !== undefined && (
        <span class="badge badge-error" data-broken={reason.code}>
          {t('errors:ledger.cannotCount', { reason: t(reason.code, reason.params ?? {}) })}
        </span>
      )}
      {active && contribution && <MoneyLine transfers={contribution} night={props.night} />}
      {!voidable && <span class="badge">{t('ledger.inactive')}</span>}
      {voidable && !isClosingKind(e.kind) && (
        <span class="ledger-actions">
          {active && reason === undefined && props.game.editableKinds.includes(e.kind) && (
            <button type="button" class="btn btn-small" onClick={() => props.onCorrect(e)}>
              {t('ledger.correct')}
            </button>
          )}
          <button type="button" class="btn btn-small" onClick={() => props.onVoid(e, text)}>
            {t('ledger.void')}
          </button>
        </span>
      )}
    </li>
  );
}

/** Index of the entry with `seq` in entries sorted by seq, or -1. */
function indexOfSeq(entries: readonly LedgerEntry[], seq: number): number {
  let lo = 0;
  let hi = entries.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const at = entries[mid]!.seq;
    if (at === seq) return mid;
    if (at < seq) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** Why each entry that is stored but not counted cannot be counted (only asked when there are some). */
function reasonsOf(ledger: IncrementalLedger<unknown>, broken: readonly string[]) {
  return new Map<string, Reason>(
    broken.length > 0 ? ledger.unscorable().map((u) => [u.entryId, u]) : [],
  );
}

/** One entry in words, as its line in the list (and the toast after its save) says it. */
export function describeLine(night: NightView, game: AnyGameUi, t: TFunction) {
  return (e: LedgerEntry): string => {
    try {
      return describeGeneric(e, night, t) ?? game.describeEntry(e, night, t);
    } catch {
      // An entry the rules cannot read (older version, foreign file) still gets a line.
      return t('ledger.detail', { seq: e.seq });
    }
  };
}

export function LedgerList(props: {
  night: NightView;
  game: AnyGameUi;
  entries: readonly LedgerEntry[];
  ledger: IncrementalLedger<unknown>;
  broken: readonly string[];
  onVoid: (entry: LedgerEntry, description: string) => void;
  onCorrect: (entry: LedgerEntry) => void;
  onDetail: (entry: LedgerEntry) => void;
}) {
  const { t } = useT();
  const { entries } = props;
  const count = entries.length;
  // Row i is the i-th newest entry.
  const entryAt = (i: number) => entries[count - 1 - i]!;
  const rows = useVirtualRows(count, (i) => count - 1 - i);
  const [target, setTarget] = useState<number | null>(null);
  const reasons = reasonsOf(props.ledger, props.broken);
  const describe = describeLine(props.night, props.game, t);

  useEffect(() => {
    if (target === null) return;
    const row = document.querySelector<HTMLElement>(`.ledger-entry[data-seq="${target}"]`);
    if (!row) return;
    row.scrollIntoView({ block: 'center' });
    row.querySelector<HTMLElement>('button')?.focus({ preventScroll: true });
  }, [target, rows.window.start]);

  const jump = (seq: number): boolean => {
    const index = indexOfSeq(entries, seq);
    if (index < 0) return false;
    rows.scrollToRow(count - 1 - index);
    setTarget(seq);
    return true;
  };

  const shown: { entry: LedgerEntry; index: number }[] = [];
  for (let i = rows.window.start; i < rows.window.end; i++)
    shown.push({ entry: entryAt(i), index: count - 1 - i });
  return (
    <section aria-label={t('night.ledger')}>
      <h2 class="section-title">{t('night.ledger')}</h2>
      {count === 0 && <p class="empty">{t('night.emptyLedger')}</p>}
      {count >= JUMP_FROM && <JumpToEntry onJump={jump} />}
      <ol
        class="ledger"
        reversed
        ref={(el) => {
          rows.listRef.current = el;
        }}
        style={{ paddingTop: `${rows.window.before}px`, paddingBottom: `${rows.window.after}px` }}
      >
        {shown.map(({ entry: e, index }) => (
          <EntryRow
            key={e.id}
            entry={e}
            index={index}
            night={props.night}
            game={props.game}
            ledger={props.ledger}
            broken={reasons.get(e.id)}
            target={e.seq === target}
            describe={describe}
            onVoid={props.onVoid}
            onCorrect={props.onCorrect}
            onDetail={props.onDetail}
          />
        ))}
      </ol>
    </section>
  );
}
