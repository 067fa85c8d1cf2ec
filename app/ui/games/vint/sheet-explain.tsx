// "Where does this number come from?": the deal that wrote it, the rule and
// the arithmetic, then everything else that deal wrote.
import type { AboveLine, Side, VintState } from '../../../engine/games/vint';
import { useT } from '../../i18n/use-t';
import { Dialog } from '../../kit/dialog';
import type { NightView } from '../types';
import { aboveText, belowText, describeDeal } from './describe';
import { DealExplanation } from './explain';
import { points, sideName } from './labels';
import { locateIndex } from './model';

export interface SheetPick {
  readonly dealIndex: number;
  readonly side: Side;
  readonly part: 'below' | 'above';
  /** The above-the-line item tapped. */
  readonly line?: AboveLine;
}

export function SheetExplainDialog(props: {
  pick: SheetPick;
  state: VintState;
  night: NightView;
  onClose: () => void;
}) {
  const { t, language } = useT();
  const { pick, night } = props;
  const located = locateIndex(props.state, pick.dealIndex);
  const title = t('vint:sheet.deal', { number: pick.dealIndex + 1 });
  let focus = '';
  if (located) {
    const { score, before } = located.sheetDeal;
    if (pick.part === 'below') {
      const line = score.below[pick.side];
      focus = `${belowText(line, t, language)} · ${t('vint:explain.running', {
        from: points(before.below[pick.side], language),
        to: points(before.below[pick.side] + line.points, language),
      })}`;
    } else if (pick.line) {
      focus = aboveText(pick.line, t, language);
    }
  }
  return (
    <Dialog title={title} onClose={props.onClose}>
      {located ? (
        <div class="vint-explain-dialog" data-vint="explain">
          <p class="muted">
            {describeDeal(located.record.deal, night.nameOf, t)} ·{' '}
            {t('vint:sheet.entry', { seq: located.record.seq })}
          </p>
          <p class="vint-focus" data-vint="explain-focus">
            <span class="field-label">
              {sideName(t, pick.side)} ·{' '}
              {t(pick.part === 'below' ? 'vint:sheet.below' : 'vint:sheet.above')}
            </span>
            <strong>{focus}</strong>
          </p>
          <h3 class="section-title">{t('vint:explain.whole', { number: pick.dealIndex + 1 })}</h3>
          <DealExplanation
            deal={located.record.deal}
            score={located.sheetDeal.score}
            before={located.sheetDeal.before}
            nameOf={night.nameOf}
          />
        </div>
      ) : (
        <p>{t('vint:explain.inactive')}</p>
      )}
      <button type="button" class="btn btn-wide" onClick={props.onClose}>
        {t('close')}
      </button>
    </Dialog>
  );
}
