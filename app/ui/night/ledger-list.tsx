// The ledger, newest first: what each entry moved, which entries were voided
// or replaced and why. Nothing here edits an entry; actions append new ones.
import { useState } from 'preact/hooks';
import {
  isClosingKind,
  type IncrementalLedger,
  type LedgerEntry,
  type Transfers,
  type TransferPayload,
} from '../../engine';
import { formatMoney, formatTime } from '../format';
import type { AnyGameUi, NightView } from '../games/types';
import { useT, type TFunction } from '../i18n/use-t';

const PAGE = 30;

export function describeGeneric(
  entry: LedgerEntry,
  night: NightView,
  t: TFunction,
): string | undefined {
  if (entry.kind === 'transfer') {
    const payload = entry.payload as TransferPayload;
    const payers = Object.entries(payload.transfers).filter(([, v]) => v < 0);
    const payees = Object.entries(payload.transfers).filter(([, v]) => v > 0);
    const key = payload.origin === 'carry-over' ? 'ledger.carryOver' : 'ledger.transfer';
    return t(key, {
      from: payers.map(([p]) => night.nameOf(p)).join(', '),
      to: payees.map(([p]) => night.nameOf(p)).join(', '),
      note: payload.note ?? '',
    });
  }
  if (entry.kind === 'settings') return t('ledger.settings');
  if (entry.kind === 'close') return t('ledger.closed');
  if (entry.kind === 'reopen') return t('ledger.reopened');
  return undefined;
}

function MoneyLine({ transfers, night }: { transfers: Transfers; night: NightView }) {
  const { language } = useT();
  const parts = night.row.playerIds.filter((p) => (transfers[p] ?? 0) !== 0);
  if (parts.length === 0) return null;
  return (
    <span class="money-line num">
      {parts.map((p) => (
        <span key={p} class={(transfers[p] ?? 0) > 0 ? 'pos' : 'neg'}>
          {night.nameOf(p)} {formatMoney(transfers[p]!, night.row.currency, language, true)}
        </span>
      ))}
    </span>
  );
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
  const { t, language } = useT();
  const [shown, setShown] = useState(PAGE);
  const { ledger } = props;
  const seqOf = (id: string | undefined) => (id ? (ledger.entryById(id)?.seq ?? '?') : '?');
  const newestFirst = props.entries.slice(-shown).reverse();
  const describe = (e: LedgerEntry) =>
    describeGeneric(e, props.night, t) ?? props.game.describeEntry(e, props.night, t);

  return (
    <section aria-label={t('night.ledger')}>
      <h2 class="section-title">{t('night.ledger')}</h2>
      {props.entries.length === 0 && <p class="empty">{t('night.emptyLedger')}</p>}
      <ol class="ledger" reversed>
        {newestFirst.map((e) => {
          const active = ledger.isActive(e.id);
          if (e.kind === 'void') {
            const target = e.voids ? ledger.entryById(e.voids) : undefined;
            return (
              <li key={e.id} class="ledger-entry ledger-void" data-seq={e.seq} data-kind="void">
                <span class="ledger-seq">{e.seq}</span>
                <span class="ledger-text">
                  {t(active ? 'ledger.voided' : 'ledger.voidUndone', {
                    seq: seqOf(e.voids),
                    reason: e.reason ?? '',
                  })}
                </span>
                <span class="ledger-time muted">{formatTime(e.createdAt, language)}</span>
                {active && (
                  <button
                    type="button"
                    class="btn btn-small"
                    onClick={() => props.onVoid(e, describe(target ?? e))}
                  >
                    {t('ledger.undoVoid')}
                  </button>
                )}
              </li>
            );
          }
          const text = describe(e);
          const contribution = ledger.transfersOf(e.id);
          return (
            <li
              key={e.id}
              class={`ledger-entry${active ? '' : ' ledger-inactive'}`}
              data-seq={e.seq}
              data-kind={e.kind}
              data-active={active}
            >
              <span class="ledger-seq">{e.seq}</span>
              <button
                type="button"
                class="ledger-text ledger-open"
                onClick={() => props.onDetail(e)}
              >
                {text}
                {e.replaces && (
                  <span class="muted">
                    {' '}
                    {t('ledger.replaces', {
                      seq: seqOf(e.replaces),
                      reason: e.reason ?? '',
                    })}
                  </span>
                )}
              </button>
              <span class="ledger-time muted">{formatTime(e.createdAt, language)}</span>
              {props.broken.includes(e.id) && (
                <span class="badge badge-error">{t('ledger.broken')}</span>
              )}
              {active && contribution && <MoneyLine transfers={contribution} night={props.night} />}
              {!active && <span class="badge">{t('ledger.inactive')}</span>}
              {active && !isClosingKind(e.kind) && (
                <span class="ledger-actions">
                  {props.game.editableKinds.includes(e.kind) && (
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
        })}
      </ol>
      {props.entries.length > shown && (
        <button type="button" class="btn btn-wide" onClick={() => setShown((s) => s + PAGE * 4)}>
          {t('ledger.showMore', { count: props.entries.length - shown })}
        </button>
      )}
    </section>
  );
}
