// A renonc claim, one tap from the night screen: tier, claimant, offender
// and the broken rule from the club's list; for tier 3 the contract at that
// moment, prefilled from the hand being entered or from the last saved hand.
// V and the fine are shown before saving. A tier-3 renonc ends its hand: for
// the hand in progress it consumes the hand's draft, for a saved hand it
// replaces that hand, so the hand is never counted twice.
import { useMemo } from 'preact/hooks';
import { LedgerEntryError, type LedgerEntry, type PlayerId } from '../../../engine';
import {
  RENONC_TIERS,
  mariasKeys,
  renoncReasonsFor,
  type MariasSettings,
  type RenoncReason,
  type RenoncTier,
} from '../../../engine/games/marias';
import { useT } from '../../i18n/use-t';
import type { NightView, SaveOptions } from '../types';
import { Chips } from './chips';
import { ContractFields } from './contract-fields';
import { shapeOf } from './logic/draft';
import { plainMoney } from './logic/labels';
import { RENONC_KIND, type MariasContext } from './logic/model';
import { Issues, MoneyLine } from './preview';
import { RenoncPayments } from './breakdown';
import {
  buildRenonc,
  claimantOptions,
  isTier3,
  offenderOf,
  offenderOptions,
  type RenoncDraft,
} from './logic/renonc-draft';

export interface RenoncTarget {
  /** Where the claim stands: the hand in progress, or a saved hand (its entry). */
  readonly ctx: MariasContext;
  /** The saved hand the claim belongs to. */
  readonly handEntryId?: string;
}

/** The fixed fine of tier 1 and 2, or null for tier 3 (V). */
export function fixedFine(settings: MariasSettings, tier: RenoncTier): number | null {
  if (tier === 1) return settings.renoncFines.tier1;
  if (tier === 2) return settings.renoncFines.tier2;
  return null;
}

export function RenoncFields(props: {
  draft: RenoncDraft;
  onChange: (draft: RenoncDraft) => void;
  target: RenoncTarget;
  night: NightView;
  ledger: { preview: (entry: LedgerEntry) => unknown; nextSeq: number };
  /** Set when correcting: the replaced entry (for the ledger's own check). */
  replaces?: string;
}) {
  const { t, language } = useT();
  const { draft, target, night } = props;
  const { ctx } = target;
  const currency = night.row.currency;
  const set = (patch: Partial<RenoncDraft>) => props.onChange({ ...draft, ...patch });
  const handEntryId = target.handEntryId;
  const evaluation = useMemo(() => buildRenonc(draft, ctx, handEntryId), [draft, ctx, handEntryId]);
  const ledgerRefusal = useMemo(() => {
    if (!evaluation.renonc || evaluation.issues.length > 0) return null;
    try {
      props.ledger.preview({
        id: 'marias-renonc-preview',
        nightId: night.row.id,
        seq: props.ledger.nextSeq,
        kind: RENONC_KIND,
        payload: evaluation.renonc,
        createdAt: 0,
        ...(props.replaces !== undefined ? { replaces: props.replaces, reason: 'preview' } : {}),
      });
      return null;
    } catch (err) {
      return err instanceof LedgerEntryError ? err.code : null;
    }
  }, [evaluation, props.ledger, props.replaces]);
  const offender = offenderOf(draft, ctx);
  const fine = draft.tier === undefined ? null : fixedFine(ctx.settings, draft.tier);
  const contractShape = shapeOf(draft.contract, ctx);

  return (
    <>
      <Chips
        label={t('marias:ui.renonc.tier')}
        name="tier"
        columns={4}
        options={RENONC_TIERS.map((tier) => ({
          value: tier,
          label: t(`marias:ui.renonc.tierChip.${tier}`),
          name: t(mariasKeys.renoncTier(tier)),
        }))}
        value={draft.tier}
        onChange={(tier) => tier !== undefined && set({ tier, reason: undefined })}
      />
      {draft.tier !== undefined && (
        <p class="hint">
          {t(mariasKeys.renoncMoney(draft.tier), {
            amount: fine === null ? '' : plainMoney(fine, currency, language),
          })}
        </p>
      )}
      <Chips
        label={t('marias:renonc.claimant')}
        name="claimant"
        columns={claimantOptions(ctx).length}
        options={claimantOptions(ctx).map((p) => ({
          value: p,
          label: night.nameOf(p),
          disabled: p === offender,
        }))}
        value={draft.claimant}
        onChange={(claimant: PlayerId | undefined) => set({ claimant })}
      />
      {draft.tier !== undefined && (
        <Chips
          label={t('marias:renonc.offender')}
          name="offender"
          columns={Math.max(offenderOptions(draft, ctx).length, 2)}
          options={offenderOptions(draft, ctx).map((p) => ({
            value: p,
            label: night.nameOf(p),
            disabled: p === draft.claimant,
          }))}
          value={offender}
          onChange={(o: PlayerId | undefined) => set({ offender: o })}
        />
      )}
      {draft.tier !== undefined && (
        <fieldset class="marias-reasons">
          <legend class="field-label">{t('marias:renonc.reason')}</legend>
          {renoncReasonsFor(draft.tier).map((r: RenoncReason) => (
            <button
              key={r}
              type="button"
              class={`chip marias-reason${draft.reason === r ? ' chip-on' : ''}`}
              aria-pressed={draft.reason === r}
              data-name="reason"
              data-value={r}
              onClick={() => set({ reason: r })}
            >
              {t(mariasKeys.renoncReason(draft.tier!, r))}
            </button>
          ))}
        </fieldset>
      )}
      {isTier3(draft.tier) && (
        <fieldset class="marias-renonc-contract">
          <legend class="section-title">{t('marias:ui.renonc.contract')}</legend>
          <p class="hint">{t('marias:ui.renonc.contractHint')}</p>
          <ContractFields
            draft={draft.contract}
            onChange={(contract) => set({ contract })}
            ctx={ctx}
            shape={contractShape}
            nameOf={night.nameOf}
            issues={evaluation.issues}
          />
        </fieldset>
      )}
      <div class="marias-preview" data-marias="renonc-preview">
        {evaluation.missing && <p class="hint">{t('marias:ui.renonc.missing')}</p>}
        {evaluation.issues.length > 0 && <Issues issues={evaluation.issues} />}
        {ledgerRefusal !== null && <Issues issues={[{ code: ledgerRefusal }]} />}
        {evaluation.settlement && (
          <>
            {evaluation.value !== null && (
              <p class="marias-value num" data-marias="value">
                {t('marias:renonc.value', { units: evaluation.value })}
              </p>
            )}
            <MoneyLine
              transfers={evaluation.settlement.transfers}
              order={night.info.players}
              nameOf={night.nameOf}
              currency={currency}
            />
            <RenoncPayments
              payments={evaluation.settlement.payments}
              nameOf={night.nameOf}
              currency={currency}
            />
          </>
        )}
      </div>
    </>
  );
}

/** Saves the claim; resolves whether it was stored. */
export async function saveRenonc(
  save: (kind: string, payload: unknown, options?: SaveOptions) => Promise<boolean>,
  draft: RenoncDraft,
  target: RenoncTarget,
  options: SaveOptions,
): Promise<boolean> {
  const { renonc, settlement } = buildRenonc(draft, target.ctx, target.handEntryId);
  if (!renonc || !settlement) return false;
  return save(RENONC_KIND, renonc, options);
}
