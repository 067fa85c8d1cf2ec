// The new-deal side of the preferans entry panel: the deal form kept as a
// draft in storage, its live preview and save, the one-tap «без игры» save of
// a not-played deal, the pulka's own actions (a free correction, a change of
// the rules from the next deal, settling early) and, once a pulka has ended,
// the start of the next one.
import { useMemo, useState } from 'preact/hooks';
import {
  PREF_DEAL_KIND,
  PREF_END_KIND,
  PREF_PULKA_KIND,
  type PreferansDeal,
  type PreferansState,
} from '../../../engine/games/preferans';
import { useStoredDraft } from '../../kit/stored-draft';
import { useT } from '../../i18n/use-t';
import type { EntryPanelProps } from '../types';
import { CorrectionForm } from './correction-form';
import { DealFields, type FormContext } from './deal-form';
import {
  currentPulka,
  dealCount,
  DEAL_DRAFT_FORM,
  draftFromStored,
  EMPTY_DRAFT,
  evaluateDraft,
  type DealDraft,
} from './model';
import { DealPreview, previewMoney } from './preview';
import { RulesChangeForm } from './rules-change';
import { UnplayedSave } from './unplayed-save';

function PulkaActions(props: EntryPanelProps<PreferansState>) {
  const { t } = useT();
  const [fixing, setFixing] = useState(false);
  const [ruling, setRuling] = useState(false);
  const [ending, setEnding] = useState(false);
  const pulka = currentPulka(props.state);
  if (fixing) return <CorrectionForm {...props} onClose={() => setFixing(false)} />;
  if (ruling) return <RulesChangeForm {...props} onClose={() => setRuling(false)} />;
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
      <button type="button" class="btn btn-small" data-pref="rules" onClick={() => setRuling(true)}>
        {t('preferans:actions.rules')}
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
  const players = props.night.row.playerIds;
  const stored = useStoredDraft<DealDraft>({
    nightId: props.night.row.id,
    form: DEAL_DRAFT_FORM,
    empty: EMPTY_DRAFT,
    restore: (value) => draftFromStored(value, players),
  });
  return { draft: stored.draft, change: stored.change, reset: stored.clear };
}

/** Saves one deal (the form's, or the «без игры» one) once; on success the
 *  draft is cleared. */
function useSaveDeal(props: EntryPanelProps<PreferansState>, reset: () => void) {
  const [busy, setBusy] = useState(false);
  const saveDeal = async (deal: PreferansDeal) => {
    if (busy) return false;
    setBusy(true);
    const saved = await props.save(PREF_DEAL_KIND, { deal }, { draft: DEAL_DRAFT_FORM });
    setBusy(false);
    if (saved) reset();
    return saved;
  };
  return { busy, saveDeal };
}

export function NewDealPanel(props: EntryPanelProps<PreferansState>) {
  const { t } = useT();
  const { night, state, ledger } = props;
  const players = night.row.playerIds;
  const pulka = currentPulka(state);
  const { draft, change, reset } = useDealDraft(props);
  const [insist, setInsist] = useState(false);
  const { busy, saveDeal } = useSaveDeal(props, () => {
    reset();
    setInsist(false);
  });
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
  const submit = () => (evaluation.deal ? void saveDeal(evaluation.deal) : setInsist(true));
  const unplayed = (
    <UnplayedSave
      {...{ draft, pulka, ledger, night, busy }}
      settings={state.settings}
      onSave={(deal) => void saveDeal(deal)}
    />
  );
  return (
    <section class="card pref-panel" data-pref-form="new" aria-labelledby="pref-deal-title">
      <h2 id="pref-deal-title" class="section-title">
        {t('preferans:deal.title', { number: dealCount(pulka) + 1 })}
      </h2>
      <DealFields draft={draft} onChange={change} ctx={ctx} unplayed={unplayed} />
      <DealPreview
        {...{ evaluation, money, night, insist }}
        sheet={pulka.sheet}
        series={pulka.series}
        settings={state.settings}
      />
      <div class="row" data-dock>
        <button
          type="button"
          class="btn btn-primary btn-big"
          data-pref="save"
          disabled={busy}
          onClick={submit}
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
