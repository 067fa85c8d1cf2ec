// The preferans entry panel on the night screen: a new deal with its live
// preview (the form is kept as a draft in storage), the pulka's own actions
// (a free correction, settling early, the next pulka), and the corrected
// version of a recorded deal, saved as a replacement with a reason.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import {
  PREF_DEAL_KIND,
  PREF_END_KIND,
  PREF_PULKA_KIND,
  type PreferansState,
} from '../../../engine/games/preferans';
import { clearDraft, loadDraft, saveDraft } from '../../../storage';
import { useT } from '../../i18n/use-t';
import { errorText } from '../../kit/messages';
import { useNotices } from '../../kit/notices';
import { ReasonAndSave as KitReasonAndSave } from '../../kit/reason-field';
import { useServices } from '../../services';
import type { EntryPanelProps } from '../types';
import { CorrectionForm } from './correction-form';
import { DealFields, type FormContext } from './deal-form';
import {
  currentPulka,
  dealCount,
  DEAL_DRAFT_FORM,
  draftFromStored,
  draftOfDeal,
  editContext,
  EMPTY_DRAFT,
  evaluateDraft,
  type DealDraft,
} from './model';
import { DealPreview, previewMoney } from './preview';

export function PreferansEntryPanel(props: EntryPanelProps<PreferansState>) {
  return props.editing ? (
    <EditDealPanel {...props} editing={props.editing} />
  ) : (
    <NewDealPanel {...props} />
  );
}

function PulkaActions(props: EntryPanelProps<PreferansState>) {
  const { t } = useT();
  const [fixing, setFixing] = useState(false);
  const [ending, setEnding] = useState(false);
  const pulka = currentPulka(props.state);
  if (fixing) return <CorrectionForm {...props} onClose={() => setFixing(false)} />;
  return (
    <div class="row pref-actions">
      <button
        type="button"
        class="btn btn-small"
        data-pref="correction"
        onClick={() => setFixing(true)}
      >
        {t('preferans:actions.correction')}
      </button>
      {pulka.records.length > 0 &&
        (ending ? (
          <>
            <span>{t('preferans:actions.endConfirm')}</span>
            <button
              type="button"
              class="btn btn-small btn-danger"
              data-pref="end-confirm"
              onClick={() => void props.save(PREF_END_KIND, {}).then(() => setEnding(false))}
            >
              {t('preferans:actions.endYes')}
            </button>
            <button type="button" class="btn btn-small" onClick={() => setEnding(false)}>
              {t('preferans:actions.endNo')}
            </button>
          </>
        ) : (
          <button
            type="button"
            class="btn btn-small"
            data-pref="end"
            onClick={() => setEnding(true)}
          >
            {t('preferans:actions.end')}
          </button>
        ))}
    </div>
  );
}

function NewPulka(props: EntryPanelProps<PreferansState>) {
  const { t } = useT();
  const pulka = currentPulka(props.state);
  return (
    <section class="card pref-panel" data-pref-form="ended">
      <h2 class="section-title">
        {t(pulka.ended === 'early' ? 'preferans:ended.early' : 'preferans:ended.closed', {
          number: props.state.pulkas.length,
        })}
      </h2>
      <p class="muted">{t('preferans:ended.hint')}</p>
      <button
        type="button"
        class="btn btn-primary btn-big"
        data-pref="new-pulka"
        onClick={() => void props.save(PREF_PULKA_KIND, { dealer: pulka.dealer })}
      >
        {t('preferans:ended.next')}
      </button>
    </section>
  );
}

function useDealDraft(props: EntryPanelProps<PreferansState>) {
  const { t } = useT();
  const { db, now } = useServices();
  const notices = useNotices();
  const nightId = props.night.row.id;
  const players = props.night.row.playerIds;
  const [draft, setDraft] = useState<DealDraft>(EMPTY_DRAFT);
  const touched = useRef(false);
  useEffect(() => {
    let alive = true;
    touched.current = false;
    loadDraft<unknown>(db, nightId, DEAL_DRAFT_FORM)
      .then((stored) => {
        const restored = draftFromStored(stored, players);
        if (alive && restored && !touched.current) setDraft(restored);
      })
      .catch((err: unknown) => notices.fail(errorText(t, err)));
    return () => {
      alive = false;
    };
  }, [db, nightId]);
  const change = (next: DealDraft) => {
    touched.current = true;
    setDraft(next);
    saveDraft(db, nightId, DEAL_DRAFT_FORM, next, now()).catch((err: unknown) =>
      notices.fail(errorText(t, err)),
    );
  };
  const reset = () => {
    touched.current = true;
    setDraft(EMPTY_DRAFT);
    clearDraft(db, nightId, DEAL_DRAFT_FORM).catch((err: unknown) =>
      notices.fail(errorText(t, err)),
    );
  };
  return { draft, change, reset };
}

function NewDealPanel(props: EntryPanelProps<PreferansState>) {
  const { t } = useT();
  const { night, state, ledger } = props;
  const players = night.row.playerIds;
  const pulka = currentPulka(state);
  const { draft, change, reset } = useDealDraft(props);
  const [insist, setInsist] = useState(false);
  const [busy, setBusy] = useState(false);
  const evaluation = useMemo(
    () => evaluateDraft(draft, players, pulka, state.settings),
    [draft, players, state],
  );
  const money = useMemo(
    () => (evaluation.deal ? previewMoney(ledger, night.row.id, evaluation.deal) : null),
    [evaluation, ledger, state],
  );
  if (pulka.ended) return <NewPulka {...props} />;
  const ctx: FormContext = {
    players,
    nameOf: night.nameOf,
    settings: state.settings,
    dealer: pulka.dealer,
    series: pulka.series,
  };
  const submit = async () => {
    if (busy) return;
    if (!evaluation.deal) {
      setInsist(true);
      return;
    }
    setBusy(true);
    const saved = await props.save(
      PREF_DEAL_KIND,
      { deal: evaluation.deal },
      { draft: DEAL_DRAFT_FORM },
    );
    setBusy(false);
    if (saved) {
      reset();
      setInsist(false);
    }
  };
  return (
    <section class="card pref-panel" data-pref-form="new" aria-labelledby="pref-deal-title">
      <h2 id="pref-deal-title" class="section-title">
        {t('preferans:deal.title', { number: dealCount(pulka) + 1 })}
      </h2>
      <DealFields draft={draft} onChange={change} ctx={ctx} />
      <DealPreview
        evaluation={evaluation}
        sheet={pulka.sheet}
        series={pulka.series}
        settings={state.settings}
        money={money}
        night={night}
        insist={insist}
      />
      <div class="row">
        <button
          type="button"
          class="btn btn-primary btn-big"
          data-pref="save"
          disabled={busy}
          onClick={() => void submit()}
        >
          {t('preferans:deal.save')}
        </button>
        <button type="button" class="btn" onClick={reset}>
          {t('preferans:deal.clear')}
        </button>
      </div>
      <PulkaActions {...props} />
    </section>
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
