// The preferans entry panel on the night screen: a new deal (new-deal-panel)
// or the corrected version of a recorded deal, saved as a replacement with a
// reason.
import { useMemo, useState } from 'preact/hooks';
import { PREF_DEAL_KIND, type PreferansState } from '../../../engine/games/preferans';
import { useT } from '../../i18n/use-t';
import { ReasonAndSave as KitReasonAndSave } from '../../kit/reason-field';
import type { EntryPanelProps } from '../types';
import { DealFields, type FormContext } from './deal-form';
import { draftOfDeal, editContext, EMPTY_DRAFT, evaluateDraft, type DealDraft } from './model';
import { NewDealPanel } from './new-deal-panel';
import { DealPreview, previewMoney } from './preview';

export function PreferansEntryPanel(props: EntryPanelProps<PreferansState>) {
  return props.editing ? (
    <EditDealPanel {...props} editing={props.editing} />
  ) : (
    <NewDealPanel {...props} />
  );
}

function EditDealPanel(
  props: EntryPanelProps<PreferansState> & { editing: NonNullable<EntryPanelProps['editing']> },
) {
  const { t } = useT();
  const { night, state, ledger, editing } = props;
  const players = night.row.playerIds;
  const edit = editContext(state, editing.id);
  const [draft, setDraft] = useState<DealDraft>(() =>
    edit ? draftOfDeal(edit.deal, players) : EMPTY_DRAFT,
  );
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [insist, setInsist] = useState(false);
  const evaluation = useMemo(
    () =>
      edit
        ? evaluateDraft(draft, players, edit.located.pulka, edit.settings, edit.series)
        : { deal: null, missing: [], issues: [] },
    [draft, state],
  );
  const money = useMemo(
    () =>
      evaluation.deal ? previewMoney(ledger, night.row.id, evaluation.deal, editing.id) : null,
    [evaluation, ledger, state],
  );
  if (!edit) return <p>{t('preferans:explain.inactive')}</p>;
  const { located, settings } = edit;
  const record = located.record;
  const ctx: FormContext = {
    players,
    nameOf: night.nameOf,
    settings,
    dealer: edit.deal.dealer,
    series: edit.series,
  };
  const submit = async () => {
    if (!evaluation.deal) return setInsist(true);
    const why = reason.trim();
    if (why === '') return setReasonError(t('preferans:edit.reasonEmpty'));
    const saved = await props.save(
      PREF_DEAL_KIND,
      { deal: evaluation.deal },
      { replaces: editing.id, reason: why },
    );
    if (saved) props.onDone?.();
  };
  return (
    <div class="pref-panel" data-pref-form="edit">
      <DealFields draft={draft} onChange={setDraft} ctx={ctx} />
      <DealPreview
        evaluation={evaluation}
        sheet={record.sheetBefore}
        series={record.seriesBefore}
        settings={settings}
        money={money}
        night={night}
        insist={insist}
      />
      <ReasonAndSave
        reason={reason}
        onReason={(r) => {
          setReason(r);
          setReasonError(undefined);
        }}
        error={reasonError}
        onSave={() => void submit()}
      />
    </div>
  );
}

function ReasonAndSave(props: {
  reason: string;
  onReason: (r: string) => void;
  error: string | undefined;
  onSave: () => void;
}) {
  const { t } = useT();
  return (
    <KitReasonAndSave
      value={props.reason}
      onChange={props.onReason}
      presets={[
        t('preferans:edit.presets.tricks'),
        t('preferans:edit.presets.contract'),
        t('preferans:edit.presets.calls'),
      ]}
      error={props.error}
      id="pref-edit-reason"
      label={t('preferans:edit.reason')}
      presetsLabel={t('preferans:edit.presetsLabel')}
      saveLabel={t('preferans:edit.save')}
      saveData={{ 'data-pref': 'save-correction' }}
      onSave={props.onSave}
    />
  );
}
