// The renonc claim as a panel of the night screen: for the hand in progress
// (its contract taken from the hand form) or for the last saved hand (its
// contract taken from that hand, which a tier-3 claim then replaces). The
// last hand is the one chosen, even when another tab saves a newer one
// meanwhile (./logic/renonc-target.ts): the form then says so.
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { MariasHand, MariasState } from '../../../engine/games/marias';
import { useT } from '../../i18n/use-t';
import { errorText } from '../../kit/messages';
import { useNotices } from '../../kit/notices';
import { useServices } from '../../services';
import type { EntryPanelProps, NightView } from '../types';
import { Chips } from './chips';
import type { HandDraft } from './logic/draft';
import { draftOfHand } from './logic/draft-io';
import {
  contextOfDeal,
  currentContext,
  isRecord,
  loadEntryContext,
  type MariasContext,
} from './logic/model';
import { buildRenonc, isTier3, renoncSaveOptions, type RenoncDraft } from './logic/renonc-draft';
import { claimTarget } from './logic/renonc-target';
import { RenoncDock } from './renonc-dock';
import { RenoncFields, saveRenonc, useLedgerRefusal, type RenoncTarget } from './renonc-form';

interface SavedHand {
  readonly id: string;
  readonly seq: number;
  /** Its number among the night's hands. */
  readonly number: number;
  readonly ctx: MariasContext;
  readonly draft: HandDraft;
}

type Which = 'current' | 'last';

type RenoncPanelProps = EntryPanelProps<MariasState> & {
  handDraft: HandDraft;
  /** `endedHand`: a tier-3 claim ended the hand in progress (its form starts afresh). */
  onClose: (endedHand: boolean) => void;
};

export function RenoncPanel(props: RenoncPanelProps) {
  const { t } = useT();
  const { night, state } = props;
  const current = currentContext(state, night);
  const last = useLastHand(night, state.handEntryIds[state.handEntryIds.length - 1]);
  const [which, setWhich] = useState<Which>('current');
  const [chosen, setChosen] = useState<SavedHand | null>(null);
  const [draft, setDraft] = useState<RenoncDraft>({ contract: props.handDraft });
  const [busy, setBusy] = useState(false);
  const { saved, newer } = claimTarget(which, chosen, last);
  const target: RenoncTarget = useMemo(
    () => (saved ? { ctx: saved.ctx, handEntryId: saved.id } : { ctx: current }),
    [saved, state],
  );
  const evaluation = useMemo(
    () => buildRenonc(draft, target.ctx, target.handEntryId),
    [draft, target],
  );
  const tier3 = isTier3(draft.tier);
  const replaces = saved && tier3 ? saved.id : undefined;
  const refusal = useLedgerRefusal(evaluation, props.ledger, night.row.id, replaces);

  const submit = async () => {
    if (busy || !evaluation.settlement) return;
    setBusy(true);
    const replacesReason = t('marias:ui.renonc.replacesReason');
    const options = renoncSaveOptions(draft.tier, saved?.id ?? null, replacesReason);
    const stored = await saveRenonc(props.save, draft, target, options);
    setBusy(false);
    if (stored) props.onClose(!saved && tier3);
  };
  const choose = (w: Which) => {
    setWhich(w);
    // The hand and its contract are taken together, once: they stay one hand's.
    setChosen(w === 'last' ? last : null);
    setDraft({ ...draft, contract: w === 'last' && last ? last.draft : props.handDraft });
  };

  return (
    <section
      class="card marias-panel"
      data-marias-form="renonc"
      data-skip="form"
      aria-labelledby="marias-renonc-title"
    >
      <RenoncPanelHead onCancel={() => props.onClose(false)} />
      {last && (
        <WhichHandChips
          handNumber={state.handNumber}
          last={saved ?? last}
          which={which}
          onChoose={choose}
        />
      )}
      {saved && (
        <SavedHandNotes saved={saved} newer={newer} tier3={tier3} onTake={() => choose('last')} />
      )}
      <RenoncFields
        draft={draft}
        onChange={setDraft}
        target={target}
        night={night}
        ledger={props.ledger}
        moneyDocked
        {...(replaces ? { replaces } : {})}
      />
      <RenoncDock
        draft={draft}
        ctx={target.ctx}
        evaluation={evaluation}
        refusal={refusal}
        night={night}
        disabled={busy || !evaluation.settlement || refusal !== null}
        onSave={() => void submit()}
      />
    </section>
  );
}

/** A claim on a saved hand: a newer hand saved meanwhile, and what a tier-3 claim replaces. */
function SavedHandNotes(props: {
  saved: SavedHand;
  newer: SavedHand | null | undefined;
  tier3: boolean;
  onTake: () => void;
}) {
  const { t } = useT();
  const { saved, newer } = props;
  return (
    <>
      {newer && (
        <div class="hint marias-note" role="status" data-marias="renonc-newer">
          <p>{t('marias:ui.renonc.newerSaved', { n: newer.number, m: saved.number })}</p>
          <button type="button" class="btn btn-small" onClick={props.onTake}>
            {t('marias:ui.renonc.takeNewer', { n: newer.number })}
          </button>
        </div>
      )}
      {props.tier3 && (
        <p class="hint marias-note">{t('marias:ui.renonc.replacesHint', { seq: saved.seq })}</p>
      )}
    </>
  );
}

/** The night's last saved hand, loaded with the seating and settings it was played under. */
function useLastHand(night: NightView, lastId: string | undefined): SavedHand | null {
  const { t } = useT();
  const { db } = useServices();
  const notices = useNotices();
  const [last, setLast] = useState<SavedHand | null>(null);
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
  return last;
}

function RenoncPanelHead(props: { onCancel: () => void }) {
  const { t } = useT();
  return (
    <div class="marias-panel-head">
      <h2 id="marias-renonc-title" class="section-title">
        {t('marias:renonc.title')}
      </h2>
      <button type="button" class="btn btn-small" onClick={props.onCancel}>
        {t('cancel')}
      </button>
    </div>
  );
}

/** For which hand: the one in progress, or the last saved one (a tier-3 claim replaces it). */
function WhichHandChips(props: {
  handNumber: number;
  last: SavedHand;
  which: Which;
  onChoose: (which: Which) => void;
}) {
  const { t } = useT();
  const { last } = props;
  return (
    <Chips
      label={t('marias:ui.renonc.which')}
      name="which"
      columns={2}
      options={[
        { value: 'current', label: t('marias:ui.renonc.current', { n: props.handNumber }) },
        { value: 'last', label: t('marias:ui.renonc.last', { n: last.number, seq: last.seq }) },
      ]}
      value={props.which}
      onChange={(w: Which | undefined) => w !== undefined && w !== props.which && props.onChoose(w)}
    />
  );
}
