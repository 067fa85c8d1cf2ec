// "Claim a revoke" on the deal just entered: the scorer names the offender
// (two taps with liability and correction left at their defaults), sees what
// the penalty does, and saves the deal again with the claim added. Refused
// once the next deal exists: the cards for it were cut.
import { useMemo, useState } from 'preact/hooks';
import {
  canClaimRenonce,
  VINT_DEAL_KIND,
  type SheetPosition,
  type VintState,
} from '../../../engine/games/vint';
import { useT } from '../../i18n/use-t';
import type { EntryPanelProps } from '../types';
import { draftOfDeal, NEW_CLAIM, type ClaimDraft } from './draft';
import { DealPreview } from './deal-preview';
import { describeDeal } from './describe';
import { contextFor, contextForNew, locateDeal } from './model';
import { ClaimFields } from './renonce-form';
import { useDealPreview, useSaving, type Saving } from './use-deal';

/** The claim's fields, what the penalty does, and its save button. */
function ClaimBody(props: {
  claim: ClaimDraft;
  onChange: (claim: ClaimDraft) => void;
  night: EntryPanelProps<VintState>['night'];
  preview: ReturnType<typeof useDealPreview>;
  before: SheetPosition;
  saving: Saving;
  onSave: () => void;
}) {
  const { t } = useT();
  const { night, preview } = props;
  return (
    <>
      <ClaimFields
        claim={props.claim}
        onChange={props.onChange}
        players={night.row.playerIds}
        nameOf={night.nameOf}
      />
      {preview.evaluation && (
        <DealPreview
          evaluation={preview.evaluation}
          before={props.before}
          money={preview.money}
          night={night}
          insist={props.saving.insist}
        />
      )}
      <button
        type="button"
        class="btn btn-primary btn-big btn-wide"
        data-vint="save-claim"
        disabled={props.saving.busy}
        onClick={props.onSave}
      >
        {t('vint:claim.save')}
      </button>
    </>
  );
}

export function ClaimPanel(
  props: EntryPanelProps<VintState> & { dealEntryId: string; onClose: () => void },
) {
  const { t } = useT();
  const { night, state, ledger, dealEntryId } = props;
  const [claim, setClaim] = useState<ClaimDraft>(NEW_CLAIM);
  const saving = useSaving();
  const located = locateDeal(state, dealEntryId);
  const open = located !== undefined && canClaimRenonce(state, dealEntryId);
  // The deal as recorded, with the claim added.
  const draft = useMemo(() => {
    if (!located) return null;
    const recorded = draftOfDeal(located.record.deal);
    return { ...recorded, renonces: [...recorded.renonces, claim] };
  }, [claim, state, dealEntryId]);
  const preview = useDealPreview({
    draft,
    players: night.row.playerIds,
    context: located ? contextFor(located) : contextForNew(state),
    ledger,
    nightId: night.row.id,
    state,
    replaces: dealEntryId,
    open,
  });
  const deal = preview.evaluation?.deal;
  const reason = () => t('vint:claim.reason', { name: night.nameOf(claim.offender ?? '') });
  const submit = () =>
    saving.run(
      deal != null && open,
      () => props.save(VINT_DEAL_KIND, { deal }, { replaces: dealEntryId, reason: reason() }),
      props.onClose,
    );

  return (
    <section class="card vint-panel" data-vint-form="claim" aria-labelledby="vint-claim-title">
      <h2 id="vint-claim-title" class="section-title">
        {t('vint:claim.title', { number: (located?.index ?? 0) + 1 })}
      </h2>
      {located && <p class="muted">{describeDeal(located.record.deal, night.nameOf, t)}</p>}
      {open && located ? (
        <ClaimBody
          claim={claim}
          onChange={setClaim}
          night={night}
          preview={preview}
          before={located.sheetDeal.before}
          saving={saving}
          onSave={() => void submit()}
        />
      ) : (
        <p class="vint-refusal" role="alert" data-vint="cards-cut">
          {t('vint:errors.cardsCut')}
        </p>
      )}
      <button type="button" class="btn btn-wide" onClick={props.onClose}>
        {t('cancel')}
      </button>
    </section>
  );
}
