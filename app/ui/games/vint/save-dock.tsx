// The bottom of the deal form, sticky at the bottom of the screen: two short
// lines of what the deal writes and the money it moves (or what is still
// missing, or what the last deal wrote while the form is blank), with Save
// and Clear under them, so the scorer sees the money with the save action at
// 360 × 740 without scrolling. The full preview with its breakdown stays
// under the form (./deal-preview), which also speaks the changes to screen
// readers; these lines repeat it for the eye and are hidden from them.
import type { VintState } from '../../../engine/games/vint';
import { formatMoney } from '../../format';
import { useT } from '../../i18n/use-t';
import { issueText } from '../../kit/messages';
import type { NightView } from '../types';
import type { MoneyPreview } from './deal-preview';
import { lastDeal, sideWrites, type SideWrites } from './dock';
import type { Evaluation } from './draft';
import { sideName, signedPoints } from './labels';
import type { Saving } from './use-deal';

function WritesLine(props: { line: SideWrites; night: NightView; prefix?: string }) {
  const { t, language } = useT();
  const { line, night } = props;
  // The game or rubber first: where the line is too long, the ellipsis cuts
  // points the sheet shows anyway, never "партия" (#28).
  const parts = [
    line.flag && t(`vint:dock.${line.flag}`),
    line.below !== 0 && t('vint:dock.below', { points: signedPoints(line.below, language) }),
    line.above !== 0 && t('vint:dock.above', { points: signedPoints(line.above, language) }),
  ].filter(Boolean);
  const money = line.money.map((m) => formatMoney(m, night.row.currency, language, true));
  return (
    <p class="vint-dock-line num" data-side={line.side}>
      <span class="vint-dock-writes">
        {props.prefix && <span class="muted">{props.prefix} </span>}
        <strong>{sideName(t, line.side)}</strong>{' '}
        {parts.length > 0 ? parts.join(' · ') : t('vint:preview.nothing')}
      </span>
      {money.length > 0 && (
        <span
          class={`vint-dock-money ${(line.money[0] ?? 0) >= 0 ? 'pos' : 'neg'}`}
          data-vint="dock-money"
        >
          {money.length === 1 ? t('vint:dock.each', { amount: money[0] }) : money.join(' / ')}
        </span>
      )}
    </p>
  );
}

/** The two lines: the deal as entered, else what it lacks, else the last deal saved. */
export function DockPreview(props: {
  evaluation: Evaluation;
  money: MoneyPreview | null;
  night: NightView;
  state: VintState;
  blank: boolean;
  insist: boolean;
}) {
  const { t } = useT();
  const { evaluation, night } = props;
  const players = night.row.playerIds;
  const last = props.blank ? lastDeal(props.state) : null;
  const delta = props.money?.ok ? props.money.delta : null;
  const alert = (text: string) => <p class="vint-dock-note form-errors">{text}</p>;
  let body;
  if (evaluation.issues.length > 0) body = alert(issueText(t, evaluation.issues[0]!));
  else if (props.money && !props.money.ok) body = alert(t(props.money.code));
  else if (evaluation.score?.redeal) body = <p class="vint-dock-note">{t('vint:deal.redeal')}</p>;
  else if (evaluation.score) {
    body = sideWrites(evaluation.score, delta, players).map((line) => (
      <WritesLine key={line.side} line={line} night={night} />
    ));
  } else if (last && !props.insist) {
    body = (
      <div class="vint-dock-last" data-vint="dock-last" data-deal={last.number}>
        {sideWrites(last.score, null, players).map((line, i) => (
          <WritesLine
            key={line.side}
            line={line}
            night={night}
            {...(i === 0 ? { prefix: t('vint:dock.last', { number: last.number }) } : {})}
          />
        ))}
      </div>
    );
  } else {
    const fields = evaluation.missing.map((f) => t(`vint:preview.fields.${f}`)).join(', ');
    const text = t('vint:preview.missing', { fields });
    body = props.insist ? alert(text) : <p class="vint-dock-note muted">{text}</p>;
  }
  return (
    <div class="vint-dock-preview" data-vint="dock-preview" aria-hidden="true">
      {body}
    </div>
  );
}

/** Save and, once something is chosen, Clear. */
export function SaveRow(props: {
  busy: boolean;
  blank: boolean;
  onSave: () => void;
  onClear: () => void;
}) {
  const { t } = useT();
  return (
    <div class="row vint-save-row">
      <button
        type="button"
        class="btn btn-primary btn-big"
        data-vint="save"
        data-skip="save"
        disabled={props.busy}
        onClick={props.onSave}
      >
        {t('vint:deal.save')}
      </button>
      {!props.blank && (
        <button type="button" class="btn vint-clear" onClick={props.onClear}>
          {t('vint:deal.clear')}
        </button>
      )}
    </div>
  );
}

/** The dock itself: the two lines over Save and Clear, sticky at the bottom of the screen. */
export function DealDock(props: {
  evaluation: Evaluation;
  money: MoneyPreview | null;
  night: NightView;
  state: VintState;
  blank: boolean;
  saving: Saving;
  onSave: () => void;
  onClear: () => void;
}) {
  return (
    <div class="vint-dock" data-vint="dock" data-dock>
      <DockPreview
        evaluation={props.evaluation}
        money={props.money}
        night={props.night}
        state={props.state}
        blank={props.blank}
        insist={props.saving.insist}
      />
      <SaveRow
        busy={props.saving.busy}
        blank={props.blank}
        onSave={props.onSave}
        onClear={props.onClear}
      />
    </div>
  );
}
