// Correcting a recorded deal: the form starts from the deal as scored (its
// revoke claims stamped with the entry that first recorded them), asks why,
// and saves a replacement. A new revoke claim is offered only while no later
// deal exists; otherwise the refusal says the cards were cut.
import { useMemo, useState } from 'preact/hooks';
import {
  canClaimRenonce,
  vintDealOf,
  VINT_DEAL_KIND,
  type VintState,
} from '../../../engine/games/vint';
import { ReasonAndSave } from '../../kit/reason-field';
import { useT } from '../../i18n/use-t';
import type { EntryPanelProps } from '../types';
import { draftOfDeal, EMPTY_DRAFT, evaluateDraft, type DealDraft } from './draft';
import { DealFields } from './deal-form';
import { DealPreview, previewMoney } from './deal-preview';
import { contextFor, contextForNew, locateDeal } from './model';

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
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [insist, setInsist] = useState(false);
  const [busy, setBusy] = useState(false);

  const context = located ? contextFor(located) : contextForNew(state);
  const evaluation = useMemo(() => evaluateDraft(draft, players, context), [draft, players, state]);
  const money = useMemo(
    () =>
      evaluation.deal ? previewMoney(ledger, night.row.id, evaluation.deal, editing.id) : null,
    [evaluation, ledger, state],
  );

  if (!located || !original) {
    return <p class="vint-refusal">{t('vint:explain.inactive')}</p>;
  }
  const canAdd = canClaimRenonce(state, editing.id);
  const presets = [
    t('vint:edit.presets.tricks'),
    t('vint:edit.presets.contract'),
    t('vint:edit.presets.honours'),
    t('vint:edit.presets.revoke'),
  ];

  const submit = async () => {
    if (busy) return;
    if (!evaluation.deal) {
      setInsist(true);
      return;
    }
    const why = reason.trim();
    if (why === '') {
      setReasonError(t('vint:edit.reasonEmpty'));
      return;
    }
    setBusy(true);
    const saved = await props.save(
      VINT_DEAL_KIND,
      { deal: evaluation.deal },
      { replaces: editing.id, reason: why },
    );
    setBusy(false);
    if (saved) props.onDone?.();
  };

  return (
    <div class="vint-panel" data-vint-form="edit">
      <DealFields
        draft={draft}
        onChange={(next) => {
          // Claims the deal already had may change; a new one only while no later deal exists.
          const added = next.renonces.filter((c) => c.claimedIn === undefined).length;
          if (!canAdd && added > 0) return;
          setDraft(next);
        }}
        players={players}
        nameOf={night.nameOf}
        settings={context.settings}
        evaluation={evaluation}
        canAddClaim={canAdd}
      />
      <DealPreview
        evaluation={evaluation}
        before={context.position}
        money={money}
        night={night}
        insist={insist}
      />
      <ReasonAndSave
        value={reason}
        onChange={(r) => {
          setReason(r);
          setReasonError(undefined);
        }}
        presets={presets}
        error={reasonError}
        id="vint-edit-reason"
        label={t('vint:edit.reason')}
        presetsLabel={t('vint:edit.presetsLabel')}
        class="vint-reason"
        saveLabel={t('vint:edit.save')}
        saveData={{ 'data-vint': 'save-correction' }}
        disabled={busy}
        onSave={() => void submit()}
      />
    </div>
  );
}
