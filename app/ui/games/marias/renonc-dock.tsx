// The renonc claim's pinned row: who is named in which role, what is still to
// choose or what is wrong, and the money it moves (who pays whom how much),
// right over "Save the renonc". At 360 × 740 the nine-rule list of tier 1
// pushed the money off the screen below it (#28): pinned, the money is read
// with the tap that saves it.
import type { NightView } from '../types';
import { useT } from '../../i18n/use-t';
import { RenoncPayments } from './breakdown';
import type { MariasContext } from './logic/model';
import {
  missingParts,
  offenderOf,
  type RenoncDraft,
  type RenoncEvaluation,
} from './logic/renonc-draft';
import { Issues } from './preview';

export function RenoncDock(props: {
  draft: RenoncDraft;
  ctx: MariasContext;
  evaluation: RenoncEvaluation;
  refusal: string | null;
  night: NightView;
  disabled: boolean;
  onSave: () => void;
}) {
  const { t } = useT();
  return (
    <div class="marias-actions marias-renonc-dock" data-dock data-marias="renonc-dock">
      <div class="marias-preview" data-marias="renonc-preview" aria-live="polite">
        <RenoncSummary {...props} />
      </div>
      <button
        type="button"
        class="btn btn-primary btn-big btn-wide"
        data-marias="save-renonc"
        data-skip="save"
        disabled={props.disabled}
        onClick={props.onSave}
      >
        {t('marias:ui.renonc.save')}
      </button>
    </div>
  );
}

/** What is missing, else what is wrong, else who is named and who pays whom. */
function RenoncSummary(props: {
  draft: RenoncDraft;
  ctx: MariasContext;
  evaluation: RenoncEvaluation;
  refusal: string | null;
  night: NightView;
}) {
  const { t } = useT();
  const { evaluation, night } = props;
  if (evaluation.missing) {
    const parts = missingParts(props.draft, props.ctx).map((p) => t(`marias:ui.renonc.parts.${p}`));
    return (
      <p class="hint marias-dock-note">
        {t('marias:ui.renonc.missingParts', { parts: parts.join(', ') })}
      </p>
    );
  }
  if (evaluation.issues.length > 0) return <Issues issues={evaluation.issues} />;
  if (props.refusal !== null) return <Issues issues={[{ code: props.refusal }]} />;
  const { settlement } = evaluation;
  const offender = offenderOf(props.draft, props.ctx);
  if (!settlement || offender === undefined || props.draft.claimant === undefined) return null;
  return (
    <>
      <p class="marias-dock-note" data-marias="renonc-who">
        {t('marias:ui.renonc.who', {
          offender: night.nameOf(offender),
          claimant: night.nameOf(props.draft.claimant),
        })}
        {evaluation.value !== null && (
          <>
            {' · '}
            <span class="num" data-marias="value">
              {t('marias:renonc.value', { units: evaluation.value })}
            </span>
          </>
        )}
      </p>
      <RenoncPayments
        payments={settlement.payments}
        nameOf={night.nameOf}
        currency={night.row.currency}
      />
    </>
  );
}
