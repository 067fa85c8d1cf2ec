// Correcting an earlier hand or renonc: the form opens with the entry as
// recorded, in the seating and settings of its own deal, and saves a
// replacement with the reason the scorer gives (the ledger keeps both).
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { LedgerEntry } from '../../../engine';
import type { MariasHand, MariasRenonc, MariasState } from '../../../engine/games/marias';
import { ReasonAndSave } from '../../kit/reason-field';
import { useT } from '../../i18n/use-t';
import { errorText } from '../../kit/messages';
import { useNotices } from '../../kit/notices';
import { useServices } from '../../services';
import type { EntryPanelProps } from '../types';
import { type HandDraft } from './logic/draft';
import { chosenOutcome, evaluateDraft } from './logic/evaluate';
import { draftOfHand } from './logic/draft-io';
import { HandFields } from './hand-form';
import {
  contextOfDeal,
  HAND_KIND,
  isRecord,
  loadEntryContext,
  type MariasContext,
} from './logic/model';
import { HandPreview, Issues } from './preview';
import { buildRenonc, draftOfRenonc, isTier3, type RenoncDraft } from './logic/renonc-draft';
import { RenoncFields, saveRenonc } from './renonc-form';

type Props = EntryPanelProps<MariasState> & { editing: LedgerEntry };

/** The context of the edited entry's own deal; undefined while loading, null when it no longer counts. */
function useEntryContext(props: Props, dealerOf: (before: MariasState) => string) {
  const { db } = useServices();
  const notices = useNotices();
  const { t } = useT();
  const [ctx, setCtx] = useState<MariasContext | null | undefined>(undefined);
  useEffect(() => {
    let alive = true;
    loadEntryContext(db, props.night, props.editing.id)
      .then((found) => {
        if (!alive) return;
        const before = found?.before;
        setCtx(before ? contextOfDeal(before.settings, props.night, dealerOf(before)) : null);
      })
      .catch((err: unknown) => notices.fail(errorText(t, err)));
    return () => {
      alive = false;
    };
  }, [db, props.editing.id]);
  return ctx;
}

function useReason() {
  const { t } = useT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  return {
    reason,
    error,
    change: (r: string) => {
      setReason(r);
      setError(undefined);
    },
    /** The reason to save, or null after showing why it is needed. */
    take: (): string | null => {
      const why = reason.trim();
      if (why === '') {
        setError(t('marias:ui.edit.reasonEmpty'));
        return null;
      }
      return why;
    },
  };
}

export function HandCorrection(props: Props) {
  const { t } = useT();
  const payload = props.editing.payload as MariasHand;
  const ctx = useEntryContext(props, (before) =>
    isRecord(payload) && typeof payload.dealer === 'string' ? payload.dealer : before.nextDealer,
  );
  const [draft, setDraft] = useState<HandDraft>(() => draftOfHand(payload));
  const reason = useReason();
  const [busy, setBusy] = useState(false);
  const evaluation = useMemo(() => (ctx ? evaluateDraft(draft, ctx) : null), [draft, ctx]);

  if (ctx === undefined) return <p class="muted">{t('loading')}</p>;
  if (ctx === null || !evaluation)
    return <p class="marias-refusal">{t('marias:ui.edit.inactive')}</p>;
  const chosen = chosenOutcome(evaluation, draft.result);
  const presets = ['result', 'flek', 'declarer', 'points'].map((k) =>
    t(`marias:ui.edit.presetsHand.${k}`),
  );

  const submit = async () => {
    if (busy || !chosen?.settlement) return;
    const why = reason.take();
    if (why === null) return;
    setBusy(true);
    const saved = await props.save(HAND_KIND, chosen.hand, {
      replaces: props.editing.id,
      reason: why,
    });
    setBusy(false);
    if (saved) props.onDone?.();
  };

  return (
    <div class="marias-panel" data-marias-form="edit-hand">
      <HandFields
        draft={draft}
        onChange={setDraft}
        ctx={ctx}
        shape={evaluation.shape}
        nameOf={props.night.nameOf}
        issues={chosen?.issues ?? []}
        correcting
      />
      {chosen ? (
        <HandPreview
          outcomes={[chosen]}
          order={props.night.info.players}
          nameOf={props.night.nameOf}
          currency={props.night.row.currency}
        />
      ) : (
        <Issues
          issues={[{ code: 'marias:errors.resultMissing', params: { component: draft.game } }]}
        />
      )}
      <MariasReasonAndSave
        reason={reason}
        presets={presets}
        disabled={busy || !chosen?.settlement}
        onSave={submit}
      />
    </div>
  );
}

export function RenoncCorrection(props: Props) {
  const { t } = useT();
  const payload = props.editing.payload as MariasRenonc;
  const ctx = useEntryContext(props, (before) =>
    isRecord(payload) && typeof payload.dealer === 'string' ? payload.dealer : before.nextDealer,
  );
  const [draft, setDraft] = useState<RenoncDraft>(() => draftOfRenonc(payload));
  const reason = useReason();
  const [busy, setBusy] = useState(false);
  const handEntryId =
    isRecord(payload) && typeof payload.handEntryId === 'string' ? payload.handEntryId : undefined;

  if (ctx === undefined) return <p class="muted">{t('loading')}</p>;
  if (ctx === null) return <p class="marias-refusal">{t('marias:ui.edit.inactive')}</p>;
  const target = { ctx, ...(handEntryId !== undefined ? { handEntryId } : {}) };
  const evaluation = buildRenonc(draft, ctx, handEntryId);
  // This claim stands in place of a saved hand. Replacing it brings that hand
  // back, so only a tier 1 or 2 claim (which stands beside the hand) can take
  // its place; a tier-3 change is voided and claimed again.
  const blocked = props.editing.replaces !== undefined && isTier3(draft.tier);
  const presets = ['tier', 'offender', 'rule'].map((k) => t(`marias:ui.edit.presetsRenonc.${k}`));

  const submit = async () => {
    if (busy || blocked || !evaluation.settlement) return;
    const why = reason.take();
    if (why === null) return;
    setBusy(true);
    const saved = await saveRenonc(props.save, draft, target, {
      replaces: props.editing.id,
      reason: why,
    });
    setBusy(false);
    if (saved) props.onDone?.();
  };

  return (
    <div class="marias-panel" data-marias-form="edit-renonc">
      <RenoncFields
        draft={draft}
        onChange={setDraft}
        target={target}
        night={props.night}
        ledger={props.ledger}
        {...(blocked ? {} : { replaces: props.editing.id })}
      />
      {blocked && <p class="marias-refusal">{t('marias:ui.edit.tier3Replaced')}</p>}
      <MariasReasonAndSave
        reason={reason}
        presets={presets}
        disabled={busy || blocked || !evaluation.settlement}
        onSave={submit}
      />
    </div>
  );
}

function MariasReasonAndSave(props: {
  reason: { reason: string; change: (reason: string) => void; error?: string | undefined };
  presets: readonly string[];
  disabled: boolean;
  onSave: () => Promise<void>;
}) {
  const { t } = useT();
  return (
    <ReasonAndSave
      value={props.reason.reason}
      onChange={props.reason.change}
      presets={props.presets}
      error={props.reason.error}
      id="marias-edit-reason"
      label={t('marias:ui.edit.reason')}
      presetsLabel={t('marias:ui.edit.presets')}
      class="marias-reason-field"
      saveLabel={t('marias:ui.edit.save')}
      saveData={{ 'data-marias': 'save-correction' }}
      disabled={props.disabled}
      onSave={() => void props.onSave()}
    />
  );
}
