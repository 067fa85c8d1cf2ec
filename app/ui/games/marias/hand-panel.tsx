// The new-hand panel on the night screen. Defaults are the common case (the
// forhont declares a hra, nothing flecked), so a common hand is one or two
// taps: the game, then Won or Lost — which saves at once, with an undo toast.
// Every tap is kept as a draft in storage; Misdeal and Renonc sit in the
// panel's header.
import { useEffect, useMemo, useState } from 'preact/hooks';
import { mariasTableStatus, type MariasState } from '../../../engine/games/marias';
import { useT } from '../../i18n/use-t';
import { useStoredDraft } from '../../kit/stored-draft';
import type { EntryPanelProps } from '../types';
import { ConcedeAndClear } from './concede-row';
import { EMPTY_DRAFT, type HandDraft } from './logic/draft';
import { evaluateDraft, type Outcome } from './logic/evaluate';
import { draftFromStored } from './logic/draft-io';
import { HandFields } from './hand-form';
import { misdealPayload, nextMisdealWords } from './logic/misdeal';
import { currentContext, HAND_DRAFT_FORM, HAND_KIND, MISDEAL_KIND } from './logic/model';
import { RenoncPanel } from './renonc-panel';
import { SaveButtons } from './save-buttons';

/** The new-hand draft: restored from storage once, every change stored again. */
function useHandDraft(night: EntryPanelProps<MariasState>['night']) {
  return useStoredDraft<HandDraft>({
    nightId: night.row.id,
    form: HAND_DRAFT_FORM,
    empty: EMPTY_DRAFT,
    restore: (stored) => draftFromStored(stored, night.info.players),
  });
}

/**
 * Saving a hand or a misdeal, one at a time: either consumes the draft, so the
 * form starts afresh (a misdeal cancels the flecks too).
 */
/**
 * The form at the top of the view (its scroll margin under the top bar, its
 * head saying who deals and who is forhont): the game, the trumps, the flecks
 * and Won/Lost in one screen, on opening the night and after every save, as
 * in vint and preferans (#28: the pinned row covered ♥ and the flecks).
 */
function backToForm(): void {
  document
    .querySelector<HTMLElement>('[data-marias-form="hand"]')
    ?.scrollIntoView({ block: 'start' });
}

function useHandSaves(props: EntryPanelProps<MariasState>, reset: () => void) {
  const [busy, setBusy] = useState(false);
  const saveAndReset = async (kind: string, payload: unknown) => {
    if (busy) return;
    setBusy(true);
    const saved = await props.save(kind, payload, { draft: HAND_DRAFT_FORM });
    setBusy(false);
    if (saved) {
      reset();
      backToForm();
    }
  };
  return {
    busy,
    saveHand: (o: Outcome) => void (o.settlement && saveAndReset(HAND_KIND, o.hand)),
    misdeal: () => void saveAndReset(MISDEAL_KIND, misdealPayload(props.state)),
  };
}

export function NewHandPanel(props: EntryPanelProps<MariasState>) {
  const { night, state } = props;
  const { draft, change, reset, clear } = useHandDraft(night);
  const { busy, saveHand, misdeal } = useHandSaves(props, reset);
  const [claiming, setClaiming] = useState(false);
  useEffect(() => backToForm(), []);

  const ctx = useMemo(() => currentContext(state, night), [state, night]);
  const evaluation = useMemo(() => evaluateDraft(draft, ctx), [draft, ctx]);
  const { shape } = evaluation;
  const currency = night.row.currency;

  if (claiming) {
    const close = (endedHand: boolean) => {
      setClaiming(false);
      if (endedHand) reset();
    };
    return <RenoncPanel {...props} handDraft={draft} onClose={close} />;
  }

  return (
    <section
      class="card marias-panel"
      data-marias-form="hand"
      data-skip="form"
      aria-labelledby="marias-hand-title"
    >
      <HandPanelHead
        state={state}
        night={night}
        busy={busy}
        onMisdeal={misdeal}
        onRenonc={() => setClaiming(true)}
      />
      <HandFields
        draft={draft}
        onChange={change}
        ctx={ctx}
        shape={shape}
        nameOf={night.nameOf}
        issues={evaluation.outcomes[0]?.issues ?? []}
      />
      <ConcedeAndClear
        conceded={evaluation.conceded}
        draft={draft}
        declarer={shape.declarer}
        nameOf={night.nameOf}
        currency={currency}
        busy={busy}
        onConcede={saveHand}
        onClear={clear}
      />
      <SaveButtons
        outcomes={evaluation.outcomes}
        declarer={shape.declarer}
        order={night.info.players}
        nameOf={night.nameOf}
        currency={currency}
        busy={busy}
        onSave={saveHand}
      />
    </section>
  );
}

/**
 * The hand number, with Misdeal and Renonc beside it, and who deals and who
 * is forhont: the form is scrolled to the top, so the status bar above is
 * out of sight while a hand is tapped in. And the warning that matters for
 * the next tap: the next misdeal is fined.
 */
function HandPanelHead(props: {
  state: MariasState;
  night: EntryPanelProps<MariasState>['night'];
  busy: boolean;
  onMisdeal: () => void;
  onRenonc: () => void;
}) {
  const { t, language } = useT();
  const { state, night } = props;
  const status = mariasTableStatus(state, night.info);
  return (
    <>
      <div class="marias-panel-head">
        <h2 id="marias-hand-title" class="section-title">
          {t('marias:status.hand', { n: status.handNumber })}
        </h2>
        <p class="marias-where muted" data-marias="where">
          {t('marias:status.deals', { name: night.nameOf(status.dealer) })}
          {' · '}
          {t('marias:status.forhont', { name: night.nameOf(status.forhont) })}
        </p>
        <div class="marias-head-actions">
          <button
            type="button"
            class={`btn btn-small${status.nextMisdealFined ? ' marias-warn' : ''}`}
            data-marias="misdeal"
            aria-label={t('marias:ui.misdeal.button', { name: night.nameOf(status.dealer) })}
            disabled={props.busy}
            onClick={props.onMisdeal}
          >
            {t('marias:entries.misdeal')}
            {status.nextMisdealFined && <span aria-hidden="true"> !</span>}
          </button>
          <button type="button" class="btn btn-small" data-marias="renonc" onClick={props.onRenonc}>
            {t('marias:renonc.title')}
          </button>
        </div>
      </div>
      {status.nextMisdealFined && (
        <p class="hint marias-where" role="note">
          {nextMisdealWords(t, state, night.row.currency, language)}
        </p>
      )}
    </>
  );
}
