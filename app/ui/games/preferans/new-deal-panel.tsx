// The new-deal side of the preferans entry panel: the deal form kept as a
// draft in storage, its live preview and save, the one-tap «без игры» save of
// a not-played deal, the pulka's own actions (a free correction, a change of
// the rules from the next deal, settling early) and, once a pulka has ended,
// the start of the next one or, for a pulka its pulyas closed, going on to a
// larger pulya.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
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
import { ReopenForm } from './reopen-form';
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
  const [reopening, setReopening] = useState(false);
  const pulka = currentPulka(props.state);
  if (reopening) {
    return (
      <section class="card pref-panel" data-pref-form="ended">
        <ReopenForm {...props} onClose={() => setReopening(false)} />
      </section>
    );
  }
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
      {/* §8: only a pulka closed by its pulyas goes on; one ended early is voided instead. */}
      {pulka.ended === 'closed' && (
        <button type="button" class="btn" data-pref="reopen" onClick={() => setReopening(true)}>
          {t('preferans:reopen.open')}
        </button>
      )}
    </section>
  );
}

/**
 * The form at the top of the view (its scroll margin under the top bar): the
 * kind, declarer, contract, tricks and the pinned Записать in one screen, on
 * opening the night and after every save, as vint does (#28).
 */
function backToForm(): void {
  document.querySelector<HTMLElement>('[data-pref-form="new"]')?.scrollIntoView({ block: 'start' });
}

/**
 * A contract just tapped: the rows still to tap (the calls, the tricks) are
 * brought up above the pinned Записать, so the common deal is tapped in
 * without a scroll of the player's own (#28). Only as far as needed.
 */
function showTricks(): void {
  requestAnimationFrame(() =>
    document
      .querySelector<HTMLElement>('[data-pref-form="new"] .pref-fields > :last-child')
      ?.scrollIntoView({ block: 'nearest' }),
  );
}

/**
 * A half-entered deal brought back (after the settlement or the rules and
 * Back, or a reload) with its contract chosen: its tricks are brought up as
 * if the contract had just been tapped, so the player goes on without a scroll.
 */
function useTricksShownForRestoredContract(draft: DealDraft): void {
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current || draft.level === undefined) return;
    shown.current = true;
    showTricks();
  }, [draft.level]);
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
    backToForm();
  });
  useEffect(() => backToForm(), []);
  useTricksShownForRestoredContract(draft);
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
      <DealFields
        draft={draft}
        onChange={(next) => {
          change(next);
          const picked = next.level !== draft.level || next.suit !== draft.suit;
          if (picked && next.level !== undefined) showTricks();
        }}
        ctx={ctx}
        unplayed={unplayed}
      />
      <DealPreview
        {...{ evaluation, money, night, insist }}
        sheet={pulka.sheet}
        series={pulka.series}
        settings={state.settings}
      />
      {/* Pinned at the bottom of the screen while the form is on it, as in mariáš and vint. */}
      <div class="row pref-dock" data-dock>
        <button
          type="button"
          class="btn btn-primary btn-big"
          data-pref="save"
          data-skip="save"
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
