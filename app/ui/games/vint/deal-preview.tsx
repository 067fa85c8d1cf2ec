// The live line under the deal form, recomputed on every tap: what each side
// writes below and above the line, a game or rubber it wins, the money it
// moves, and before that anything still missing or refused. The breakdown is
// one tap away.
import { useState } from 'preact/hooks';
import type { IncrementalLedger } from '../../../engine';
import { LedgerEntryError, type LedgerEntry, type Transfers } from '../../../engine';
import {
  SIDES,
  VINT_DEAL_KIND,
  type SheetPosition,
  type VintDeal,
} from '../../../engine/games/vint';
import { formatMoney } from '../../format';
import { useT } from '../../i18n/use-t';
import { issueText } from '../../kit/messages';
import type { NightView } from '../types';
import type { Evaluation } from './draft';
import { DealExplanation } from './explain';
import { sideName, signedPoints } from './labels';

export type MoneyPreview =
  { readonly ok: true; readonly delta: Transfers } | { readonly ok: false; readonly code: string };

/** What saving the deal would move, per player; or the ledger's refusal (e.g. the cards were cut). */
export function previewMoney(
  ledger: IncrementalLedger<unknown>,
  nightId: string,
  deal: VintDeal,
  replaces?: string,
): MoneyPreview | null {
  const candidate: LedgerEntry = {
    id: 'vint-preview',
    nightId,
    seq: ledger.nextSeq,
    kind: VINT_DEAL_KIND,
    payload: { deal },
    createdAt: 0,
    ...(replaces !== undefined ? { replaces, reason: 'preview' } : {}),
  };
  try {
    const after = ledger.preview(candidate).balances;
    const delta: Record<string, number> = {};
    for (const [p, v] of Object.entries(after)) delta[p] = v - (ledger.balances[p] ?? 0);
    return { ok: true, delta };
  } catch (err) {
    // Anything else is not the scorer's to fix here; saving will name it.
    return err instanceof LedgerEntryError ? { ok: false, code: err.code } : null;
  }
}

export function DealPreview(props: {
  evaluation: Evaluation;
  before: SheetPosition;
  money: MoneyPreview | null;
  night: NightView;
  /** After a save was tried with choices missing: the list turns into an alert. */
  insist: boolean;
}) {
  const { t, language } = useT();
  const [open, setOpen] = useState(false);
  const { evaluation, money, night } = props;
  const { score, deal } = evaluation;
  const fields = evaluation.missing.map((f) => t(`vint:preview.fields.${f}`)).join(', ');
  return (
    <div class="vint-preview" data-vint="preview" aria-live="polite">
      {evaluation.issues.length > 0 && (
        <div class="form-errors" role="alert" data-vint="issues">
          {evaluation.issues.map((i, n) => (
            <p key={n}>{issueText(t, i)}</p>
          ))}
        </div>
      )}
      {evaluation.missing.length > 0 && (
        <p
          class={props.insist ? 'form-errors' : 'muted'}
          role={props.insist ? 'alert' : undefined}
          data-vint="missing"
        >
          {t('vint:preview.missing', { fields })}
        </p>
      )}
      {money && !money.ok && (
        <p class="form-errors" role="alert" data-vint="refused">
          {t(money.code)}
        </p>
      )}
      {score && deal && (
        <>
          {score.redeal ? (
            <p class="vint-preview-line">{t('vint:deal.redeal')}</p>
          ) : (
            SIDES.map((side) => {
              const below = score.below[side].points;
              const above = score.above
                .filter((l) => l.side === side)
                .reduce((s, l) => s + l.points, 0);
              return (
                <p
                  key={side}
                  class="vint-preview-line num"
                  data-side={side}
                  data-below={below}
                  data-above={above}
                >
                  <strong>{sideName(t, side)}</strong>{' '}
                  {below === 0 && above === 0
                    ? t('vint:preview.nothing')
                    : [
                        below !== 0 &&
                          t('vint:preview.below', { points: signedPoints(below, language) }),
                        above !== 0 &&
                          t('vint:preview.above', { points: signedPoints(above, language) }),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                </p>
              );
            })
          )}
          {score.gameWonBy && (
            <p class="vint-flag" data-vint="preview-game" data-winner={score.gameWonBy}>
              {score.rubberWonBy
                ? t('vint:preview.rubber', { side: sideName(t, score.rubberWonBy) })
                : t('vint:preview.game', { side: sideName(t, score.gameWonBy) })}
            </p>
          )}
          {money?.ok && (
            <p class="money-line num vint-preview-money">
              {night.row.playerIds
                .filter((p) => (money.delta[p] ?? 0) !== 0)
                .map((p) => (
                  <span key={p} class={(money.delta[p] ?? 0) > 0 ? 'pos' : 'neg'}>
                    {night.nameOf(p)}{' '}
                    {formatMoney(money.delta[p]!, night.row.currency, language, true)}
                  </span>
                ))}
            </p>
          )}
          <button
            type="button"
            class="btn btn-small"
            aria-expanded={open}
            onClick={() => setOpen((o) => !o)}
          >
            {t(open ? 'vint:preview.hideDetails' : 'vint:preview.details')}
          </button>
          {open && (
            <DealExplanation
              deal={deal}
              score={score}
              before={props.before}
              nameOf={night.nameOf}
            />
          )}
        </>
      )}
    </div>
  );
}
