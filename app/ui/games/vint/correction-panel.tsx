// Correcting a recorded deal: the form starts from the deal as scored (its
// revoke claims stamped with the entry that first recorded them), asks why,
// and saves a replacement. A new revoke claim is offered only while no later
// deal exists; otherwise the refusal says the cards were cut.
import { useState } from 'preact/hooks';
import {
  canClaimRenonce,
  vintDealOf,
  VINT_DEAL_KIND,
  type VintState,
} from '../../../engine/games/vint';
import { ReasonAndSave } from '../../kit/reason-field';
import { useT } from '../../i18n/use-t';
import type { EntryPanelProps } from '../types';
import { draftOfDeal, EMPTY_DRAFT, mayAddClaims, type DealDraft } from './draft';
import { DealFields } from './deal-form';
import { DealPreview } from './deal-preview';
import { contextFor, contextForNew, locateDeal } from './model';
import { useDealPreview, useSaving } from './use-deal';

const PRESETS = ['tricks', 'contract', 'honours', 'revoke'] as const;

/** Why the deal is corrected (presets one tap away) and the save button. */
function CorrectionReason(props: {
  value: string;
  onChange: (reason: string) => void;
  error: string | undefined;
  busy: boolean;
  onSave: () => void;
}) {
  const { t } = useT();
  return (
    <ReasonAndSave
      value={props.value}
      onChange={props.onChange}
      presets={PRESETS.map((p) => t(`vint:edit.presets.${p}`))}
      error={props.error}
      id="vint-edit-reason"
      label={t('vint:edit.reason')}
      presetsLabel={t('vint:edit.presetsLabel')}
      class="vint-reason"
      saveLabel={t('vint:edit.save')}
      saveData={{ 'data-vint': 'save-correction' }}
      disabled={props.busy}
      onSave={props.onSave}
    />
  );
}

/** The reason's text and its message; a keystroke clears the message. */
function useReason() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const change = (next: string) => {
    setValue(next);
    setError(undefined);
  };
  return { value, error, change, refuse: setError };
}

export function CorrectionPanel(
  props: EntryPanelProps<VintState> & { editing: NonNullable<EntryPanelProps['editing']> },
) {
  const { t } = useT();
  const { night, state, ledger, editing } = props;
  const players = night.row.playerIds;
  const located = locateDeal(state, editing.id);
  const original = vintDealOf(state, editing.id);
  const [draft, setDraft] = useState<DealDraft>(() =>
    original ? draftOfDeal(original) : EMPTY_DRAFT,
  );
  const reason = useReason();
  const saving = useSaving();
  const context = located ? contextFor(located) : contextForNew(state);
  const preview = useDealPreview({
    draft,
    players,
    context,
    ledger,
    nightId: night.row.id,
    state,
    replaces: editing.id,
  });
  const evaluation = preview.evaluation!;

  if (!located || !original) {
    return <p class="vint-refusal">{t('vint:explain.inactive')}</p>;
  }
  const canAdd = canClaimRenonce(state, editing.id);
  const submit = () => {
    const why = reason.value.trim();
    if (evaluation.deal && why === '') return reason.refuse(t('vint:edit.reasonEmpty'));
    const write = () =>
      props.save(VINT_DEAL_KIND, { deal: evaluation.deal }, { replaces: editing.id, reason: why });
    void saving.run(evaluation.deal !== null, write, () => props.onDone?.());
  };

  return (
    <div class="vint-panel" data-vint-form="edit">
      <DealFields
        draft={draft}
        onChange={(next) => mayAddClaims(next, canAdd) && setDraft(next)}
        players={players}
        nameOf={night.nameOf}
        settings={context.settings}
        evaluation={evaluation}
        canAddClaim={canAdd}
      />
      <DealPreview
        evaluation={evaluation}
        before={context.position}
        money={preview.money}
        night={night}
        insist={saving.insist}
      />
      <CorrectionReason
        value={reason.value}
        onChange={reason.change}
        error={reason.error}
        busy={saving.busy}
        onSave={submit}
      />
    </div>
  );
}
