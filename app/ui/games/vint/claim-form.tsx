// "Claim a revoke" on the deal just entered: the scorer names the offender
// (two taps with liability and correction left at their defaults), sees what
// the penalty does, and saves the deal again with the claim added. Refused
// once the next deal exists: the cards for it were cut.
import { useMemo, useState } from 'preact/hooks';
import { canClaimRenonce, VINT_DEAL_KIND, type VintState } from '../../../engine/games/vint';
import { useT } from '../../i18n/use-t';
import type { EntryPanelProps } from '../types';
import { draftOfDeal, evaluateDraft, NEW_CLAIM, type ClaimDraft } from './draft';
import { DealPreview, previewMoney } from './deal-preview';
import { describeDeal } from './describe';
import { contextFor, locateDeal } from './model';
import { ClaimFields } from './renonce-form';

export function ClaimPanel(
  props: EntryPanelProps<VintState> & { dealEntryId: string; onClose: () => void },
) {
  const { t } = useT();
  const { night, state, ledger, dealEntryId } = props;
  const players = night.row.playerIds;
  const [claim, setClaim] = useState<ClaimDraft>(NEW_CLAIM);
  const [insist, setInsist] = useState(false);
  const [busy, setBusy] = useState(false);
  const located = locateDeal(state, dealEntryId);
  const open = located !== undefined && canClaimRenonce(state, dealEntryId);

  const evaluation = useMemo(() => {
    if (!located) return null;
    const draft = draftOfDeal(located.record.deal);
    return evaluateDraft(
      { ...draft, renonces: [...draft.renonces, claim] },
      players,
      contextFor(located),
    );
  }, [claim, state, dealEntryId]);
  const money = useMemo(
    () =>
      evaluation?.deal && open
        ? previewMoney(ledger, night.row.id, evaluation.deal, dealEntryId)
        : null,
    [evaluation, ledger, state],
  );

  const submit = async () => {
    if (busy) return;
    if (!evaluation?.deal || !open) {
      setInsist(true);
      return;
    }
    setBusy(true);
    const saved = await props.save(
      VINT_DEAL_KIND,
      { deal: evaluation.deal },
      {
        replaces: dealEntryId,
        reason: t('vint:claim.reason', { name: night.nameOf(claim.offender ?? '') }),
      },
    );
    setBusy(false);
    if (saved) props.onClose();
  };

  return (
    <section class="card vint-panel" data-vint-form="claim" aria-labelledby="vint-claim-title">
      <h2 id="vint-claim-title" class="section-title">
        {t('vint:claim.title', { number: (located?.index ?? 0) + 1 })}
      </h2>
      {located && <p class="muted">{describeDeal(located.record.deal, night.nameOf, t)}</p>}
      {open && located ? (
        <>
          <ClaimFields claim={claim} onChange={setClaim} players={players} nameOf={night.nameOf} />
          {evaluation && (
            <DealPreview
              evaluation={evaluation}
              before={located.sheetDeal.before}
              money={money}
              night={night}
              insist={insist}
            />
          )}
          <button
            type="button"
            class="btn btn-primary btn-big btn-wide"
            data-vint="save-claim"
            disabled={busy}
            onClick={() => void submit()}
          >
            {t('vint:claim.save')}
          </button>
        </>
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
