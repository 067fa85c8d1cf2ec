// The live line under the deal form, recomputed on every tap: what each side
// writes below and above the line, a game or rubber it wins, the money it
// moves, and before that anything still missing or refused. The breakdown is
// one tap away. The problems block and the money line are the kit's
// (kit/preview-parts, kit/preview-money), shared with preferans.
import { useState } from 'preact/hooks';
import type { IncrementalLedger } from '../../../engine';
import {
  SIDES,
  VINT_DEAL_KIND,
  type SheetPosition,
  type VintDeal,
} from '../../../engine/games/vint';
import { useT } from '../../i18n/use-t';
import { previewMoney as previewEntryMoney, type MoneyPreview } from '../../kit/preview-money';
import { PreviewMoneyLine, PreviewProblems } from '../../kit/preview-parts';
import type { NightView } from '../types';
import type { Evaluation } from './draft';
import { DealExplanation } from './explain';
import { sideName, signedPoints } from './labels';

export type { MoneyPreview };

/** What saving the deal would move, per player; or the ledger's refusal (e.g. the cards were cut). */
export function previewMoney(
  ledger: IncrementalLedger<unknown>,
  nightId: string,
  deal: VintDeal,
  replaces?: string,
): MoneyPreview | null {
  return previewEntryMoney(ledger, nightId, VINT_DEAL_KIND, { deal }, replaces);
}

/** What each side writes below and above the line ("nothing" when neither). */
function SideLines(props: { score: NonNullable<Evaluation['score']> }) {
  const { t, language } = useT();
  const { score } = props;
  if (score.redeal) return <p class="vint-preview-line">{t('vint:deal.redeal')}</p>;
  return (
    <>
      {SIDES.map((side) => {
        const below = score.below[side].points;
        const above = score.above.filter((l) => l.side === side).reduce((s, l) => s + l.points, 0);
        const parts = [
          below !== 0 && t('vint:preview.below', { points: signedPoints(below, language) }),
          above !== 0 && t('vint:preview.above', { points: signedPoints(above, language) }),
        ].filter(Boolean);
        return (
          <p
            key={side}
            class="vint-preview-line num"
            data-side={side}
            data-below={below}
            data-above={above}
          >
            <strong>{sideName(t, side)}</strong>{' '}
            {parts.length === 0 ? t('vint:preview.nothing') : parts.join(' · ')}
          </p>
        );
      })}
    </>
  );
}

export function DealPreview(props: {
  evaluation: Evaluation;
  before: SheetPosition;
  money: MoneyPreview | null;
  night: NightView;
  /** After a save was tried with choices missing: the list turns into an alert. */
  insist: boolean;
}) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const { evaluation, money, night } = props;
  const { score, deal } = evaluation;
  return (
    <div class="vint-preview" data-vint="preview" aria-live="polite">
      <PreviewProblems
        tag="vint"
        namespace="vint"
        evaluation={evaluation}
        money={money}
        insist={props.insist}
      />
      {score && deal && (
        <>
          <SideLines score={score} />
          {score.gameWonBy && (
            <p class="vint-flag" data-vint="preview-game" data-winner={score.gameWonBy}>
              {score.rubberWonBy
                ? t('vint:preview.rubber', { side: sideName(t, score.rubberWonBy) })
                : t('vint:preview.game', { side: sideName(t, score.gameWonBy) })}
            </p>
          )}
          {money?.ok && <PreviewMoneyLine delta={money} night={night} class="vint-preview-money" />}
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
