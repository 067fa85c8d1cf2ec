// Everything one deal wrote on the sheet, side by side, each number with the
// rule behind it. Shared by the live preview, the ledger's entry detail and
// the sheet's "where does this number come from" dialog.
import {
  SIDES,
  type DealScore,
  type SheetPosition,
  type VintDeal,
} from '../../../engine/games/vint';
import { useT } from '../../i18n/use-t';
import { aboveText, belowText } from './describe';
import { points, sideName } from './labels';

export function DealExplanation(props: {
  deal: VintDeal;
  score: DealScore;
  before: SheetPosition;
  nameOf: (id: string) => string;
}) {
  const { t, language } = useT();
  const { deal, score, before } = props;
  if (score.redeal) return <p class="vint-note">{t('vint:deal.redeal')}</p>;
  const corrected = (deal.renonces ?? []).filter((c) => c.corrected);
  return (
    <div class="vint-explain">
      {score.tricks[deal.declaringSide] !== deal.tricks && (
        <p class="vint-note">
          {t('vint:explain.tricksAfter', {
            a: score.tricks.A,
            b: score.tricks.B,
          })}
        </p>
      )}
      {corrected.map((c, i) => (
        <p key={i} class="vint-note">
          {t('vint:explain.correctedRevoke', { name: props.nameOf(c.offender) })}
        </p>
      ))}
      {SIDES.map((side) => {
        const below = score.below[side];
        const above = score.above.filter((l) => l.side === side);
        const from = before.below[side];
        return (
          <section key={side} class="vint-explain-side" data-side={side}>
            <h3 class="vint-explain-title">{sideName(t, side)}</h3>
            <p class="vint-explain-part">
              <span class="field-label">{t('vint:sheet.below')}</span>
              {below.tricks > 0 ? (
                <>
                  <span>{belowText(below, t, language)}</span>
                  <span class="muted">
                    {t('vint:explain.running', {
                      from: points(from, language),
                      to: points(from + below.points, language),
                    })}
                  </span>
                </>
              ) : (
                <span class="muted">{t('vint:explain.nothing')}</span>
              )}
            </p>
            <div class="vint-explain-part">
              <span class="field-label">{t('vint:sheet.above')}</span>
              {above.length > 0 ? (
                <ul class="vint-explain-list">
                  {above.map((line, i) => (
                    <li key={i} data-reason={line.reason}>
                      {aboveText(line, t, language)}
                    </li>
                  ))}
                </ul>
              ) : (
                <span class="muted">{t('vint:explain.nothing')}</span>
              )}
            </div>
          </section>
        );
      })}
      {score.gameWonBy && (
        <p class="vint-flag">
          {score.rubberWonBy
            ? t('vint:preview.rubber', { side: sideName(t, score.rubberWonBy) })
            : t('vint:preview.game', { side: sideName(t, score.gameWonBy) })}
        </p>
      )}
    </div>
  );
}
