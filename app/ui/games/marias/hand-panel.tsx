// The new-hand panel on the night screen. Defaults are the common case (the
// forhont declares a hra, nothing flecked), so a common hand is one or two
// taps: the game, then Won or Lost — which saves at once, with an undo toast.
// Every tap is kept as a draft in storage; Misdeal and Renonc sit in the
// panel's header.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { mariasTableStatus, type MariasState } from '../../../engine/games/marias';
import { clearDraft, loadDraft, saveDraft } from '../../../storage';
import { useT } from '../../i18n/use-t';
import { errorText } from '../../kit/messages';
import { useNotices } from '../../kit/notices';
import { useServices } from '../../services';
import type { EntryPanelProps } from '../types';
import { EMPTY_DRAFT, evaluateDraft, isBlank, type HandDraft, type Outcome } from './logic/draft';
import { draftFromStored } from './logic/draft-io';
import { HandFields } from './hand-form';
import { compactMoney } from './logic/labels';
import { misdealPayload, nextMisdealWords } from './logic/misdeal';
import { currentContext, HAND_DRAFT_FORM, HAND_KIND, MISDEAL_KIND } from './logic/model';
import { RenoncPanel } from './renonc-panel';
import { SaveButtons } from './save-buttons';

export function NewHandPanel(props: EntryPanelProps<MariasState>) {
  const { t, language } = useT();
  const { db, now } = useServices();
  const notices = useNotices();
  const { night, state } = props;
  const nightId = night.row.id;
  const [draft, setDraft] = useState<HandDraft>(EMPTY_DRAFT);
  const [claiming, setClaiming] = useState(false);
  const [busy, setBusy] = useState(false);
  const touched = useRef(false);

  useEffect(() => {
    let alive = true;
    touched.current = false;
    loadDraft<unknown>(db, nightId, HAND_DRAFT_FORM)
      .then((stored) => {
        const restored = draftFromStored(stored, night.info.players);
        if (alive && restored && !touched.current) setDraft(restored);
      })
      .catch((err: unknown) => notices.fail(errorText(t, err)));
    return () => {
      alive = false;
    };
  }, [db, nightId]);

  const change = (next: HandDraft) => {
    touched.current = true;
    setDraft(next);
    saveDraft(db, nightId, HAND_DRAFT_FORM, next, now()).catch((err: unknown) =>
      notices.fail(errorText(t, err)),
    );
  };
  const reset = () => {
    touched.current = true;
    setDraft(EMPTY_DRAFT);
  };

  const ctx = useMemo(() => currentContext(state, night), [state, night]);
  const status = mariasTableStatus(state, night.info);
  const evaluation = useMemo(() => evaluateDraft(draft, ctx), [draft, ctx]);
  const { shape } = evaluation;
  const currency = night.row.currency;

  const saveHand = async (o: Outcome) => {
    if (busy || !o.settlement) return;
    setBusy(true);
    const saved = await props.save(HAND_KIND, o.hand, { draft: HAND_DRAFT_FORM });
    setBusy(false);
    if (saved) reset();
  };
  const misdeal = async () => {
    if (busy) return;
    setBusy(true);
    // The hand is dealt again and its flecks are cancelled: the form starts afresh.
    const saved = await props.save(MISDEAL_KIND, misdealPayload(state), { draft: HAND_DRAFT_FORM });
    setBusy(false);
    if (saved) reset();
  };

  if (claiming) {
    return (
      <RenoncPanel
        {...props}
        handDraft={draft}
        onClose={(endedHand) => {
          setClaiming(false);
          if (endedHand) reset();
        }}
      />
    );
  }

  const conceded = evaluation.conceded;
  const declarerName = night.nameOf(shape.declarer);
  const concededMoney = conceded?.settlement?.transfers[shape.declarer];

  return (
    <section class="card marias-panel" data-marias-form="hand" aria-labelledby="marias-hand-title">
      <div class="marias-panel-head">
        <h2 id="marias-hand-title" class="section-title">
          {t('marias:status.hand', { n: status.handNumber })}
        </h2>
        <div class="marias-head-actions">
          <button
            type="button"
            class={`btn btn-small${status.nextMisdealFined ? ' marias-warn' : ''}`}
            data-marias="misdeal"
            aria-label={t('marias:ui.misdeal.button', { name: night.nameOf(status.dealer) })}
            disabled={busy}
            onClick={() => void misdeal()}
          >
            {t('marias:entries.misdeal')}
            {status.nextMisdealFined && <span aria-hidden="true"> !</span>}
          </button>
          <button
            type="button"
            class="btn btn-small"
            data-marias="renonc"
            onClick={() => setClaiming(true)}
          >
            {t('marias:renonc.title')}
          </button>
        </div>
      </div>
      {/* Where the table is (round, dealer, forhont) stays in the status bar above;
          here only the warning that matters for the next tap. */}
      {status.nextMisdealFined && (
        <p class="hint marias-where" role="note">
          {nextMisdealWords(t, state, currency, language)}
        </p>
      )}

      <HandFields
        draft={draft}
        onChange={change}
        ctx={ctx}
        shape={shape}
        nameOf={night.nameOf}
        issues={evaluation.outcomes[0]?.issues ?? []}
      />

      {(conceded || !isBlank(draft)) && (
        <div class="marias-minor-row">
          {conceded && (
            <button
              type="button"
              class="btn btn-small"
              data-marias="save-conceded"
              disabled={busy || !conceded.settlement}
              onClick={() => void saveHand(conceded)}
            >
              {concededMoney === undefined
                ? t('marias:ui.result.conceded')
                : t('marias:ui.form.concededWith', {
                    name: declarerName,
                    money: compactMoney(concededMoney, currency, language, true),
                  })}
            </button>
          )}
          {!isBlank(draft) && (
            <button
              type="button"
              class="btn btn-small"
              data-marias="clear"
              onClick={() => {
                reset();
                clearDraft(db, nightId, HAND_DRAFT_FORM).catch((err: unknown) =>
                  notices.fail(errorText(t, err)),
                );
              }}
            >
              {t('marias:ui.form.clear')}
            </button>
          )}
        </div>
      )}

      <SaveButtons
        outcomes={evaluation.outcomes}
        declarer={shape.declarer}
        order={night.info.players}
        nameOf={night.nameOf}
        currency={currency}
        busy={busy}
        onSave={(o) => void saveHand(o)}
      />
    </section>
  );
}
