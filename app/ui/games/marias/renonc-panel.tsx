// The renonc claim as a panel of the night screen: for the hand in progress
// (its contract taken from the hand form) or for the last saved hand (its
// contract taken from that hand, which a tier-3 claim then replaces).
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { MariasHand, MariasState } from '../../../engine/games/marias';
import { useT } from '../../i18n/use-t';
import { errorText } from '../../kit/messages';
import { useNotices } from '../../kit/notices';
import { useServices } from '../../services';
import type { EntryPanelProps } from '../types';
import { Chips } from './chips';
import type { HandDraft } from './logic/draft';
import { draftOfHand } from './logic/draft-io';
import {
  contextOfDeal,
  currentContext,
  HAND_DRAFT_FORM,
  isRecord,
  loadEntryContext,
  type MariasContext,
} from './logic/model';
import { buildRenonc, isTier3, type RenoncDraft } from './logic/renonc-draft';
import { RenoncFields, saveRenonc, type RenoncTarget } from './renonc-form';

interface SavedHand {
  readonly id: string;
  readonly seq: number;
  /** Its number among the night's hands. */
  readonly number: number;
  readonly ctx: MariasContext;
  readonly draft: HandDraft;
}

type Which = 'current' | 'last';

export function RenoncPanel(
  props: EntryPanelProps<MariasState> & {
    handDraft: HandDraft;
    /** `endedHand`: a tier-3 claim ended the hand in progress (its form starts afresh). */
    onClose: (endedHand: boolean) => void;
  },
) {
  const { t } = useT();
  const { db } = useServices();
  const notices = useNotices();
  const { night, state } = props;
  const current = currentContext(state, night);
  const lastId = state.handEntryIds[state.handEntryIds.length - 1];
  const [last, setLast] = useState<SavedHand | null>(null);
  const [which, setWhich] = useState<Which>('current');
  const [draft, setDraft] = useState<RenoncDraft>({ contract: props.handDraft });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (lastId === undefined) return;
    let alive = true;
    loadEntryContext(db, night, lastId)
      .then((found) => {
        if (!alive || !found?.before || !isRecord(found.entry.payload)) return;
        const hand = found.entry.payload as unknown as MariasHand;
        setLast({
          id: found.entry.id,
          seq: found.entry.seq,
          number: found.before.handNumber,
          ctx: contextOfDeal(found.before.settings, night, hand.dealer),
          draft: draftOfHand(hand),
        });
      })
      .catch((err: unknown) => notices.fail(errorText(t, err)));
    return () => {
      alive = false;
    };
  }, [db, lastId]);

  const target: RenoncTarget = useMemo(
    () => (which === 'last' && last ? { ctx: last.ctx, handEntryId: last.id } : { ctx: current }),
    [which, last, state],
  );
  const evaluation = buildRenonc(draft, target.ctx, target.handEntryId);
  const tier3 = isTier3(draft.tier);

  const submit = async () => {
    if (busy || !evaluation.settlement) return;
    setBusy(true);
    const forSaved = which === 'last' && last !== null;
    const options = forSaved
      ? tier3
        ? { replaces: last.id, reason: t('marias:ui.renonc.replacesReason') }
        : {}
      : tier3
        ? { draft: HAND_DRAFT_FORM }
        : {};
    const saved = await saveRenonc(props.save, draft, target, options);
    setBusy(false);
    if (saved) props.onClose(!forSaved && tier3);
  };

  return (
    <section
      class="card marias-panel"
      data-marias-form="renonc"
      aria-labelledby="marias-renonc-title"
    >
      <div class="marias-panel-head">
        <h2 id="marias-renonc-title" class="section-title">
          {t('marias:renonc.title')}
        </h2>
        <button type="button" class="btn btn-small" onClick={() => props.onClose(false)}>
          {t('cancel')}
        </button>
      </div>
      {last && (
        <Chips
          label={t('marias:ui.renonc.which')}
          name="which"
          columns={2}
          options={[
            { value: 'current', label: t('marias:ui.renonc.current', { n: state.handNumber }) },
            { value: 'last', label: t('marias:ui.renonc.last', { n: last.number, seq: last.seq }) },
          ]}
          value={which}
          onChange={(w: Which | undefined) => {
            if (w === undefined || w === which) return;
            setWhich(w);
            setDraft({ ...draft, contract: w === 'last' ? last.draft : props.handDraft });
          }}
        />
      )}
      {which === 'last' && last && tier3 && (
        <p class="hint marias-note">{t('marias:ui.renonc.replacesHint', { seq: last.seq })}</p>
      )}
      <RenoncFields
        draft={draft}
        onChange={setDraft}
        target={target}
        night={night}
        ledger={props.ledger}
        {...(which === 'last' && last && tier3 ? { replaces: last.id } : {})}
      />
      <div class="marias-actions">
        <button
          type="button"
          class="btn btn-primary btn-big btn-wide"
          data-marias="save-renonc"
          disabled={busy || !evaluation.settlement}
          onClick={() => void submit()}
        >
          {t('marias:ui.renonc.save')}
        </button>
      </div>
    </section>
  );
}
