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
  type RenoncReason,
  type RenoncTier,
} from '../../../engine/games/marias';
import { useT } from '../../i18n/use-t';
import type { NightView, SaveOptions } from '../types';
import { Chips } from './chips';
import { ContractFields } from './contract-fields';
import { shapeOf } from './logic/draft';
import { renoncMoneyWords } from './logic/labels';
import { RENONC_KIND, type MariasContext } from './logic/model';
import { Issues, MoneyLine } from './preview';
import { RenoncPayments } from './breakdown';
import {
  buildRenonc,
  choosePerson,
  isTier3,
  offenderOf,
  personChips,
  renoncPreviewEntry,
  type PersonRole,
  type RenoncDraft,
  type RenoncEvaluation,
} from './logic/renonc-draft';

export interface RenoncTarget {
  /** Where the claim stands: the hand in progress, or a saved hand (its entry). */
  readonly ctx: MariasContext;
  /** The saved hand the claim belongs to. */
  readonly handEntryId?: string;
}

export type LedgerPreview = { preview: (entry: LedgerEntry) => unknown; nextSeq: number };

interface RenoncFieldsProps {
  draft: RenoncDraft;
  onChange: (draft: RenoncDraft) => void;
  target: RenoncTarget;
  night: NightView;
  ledger: LedgerPreview;
  /** Set when correcting: the replaced entry (for the ledger's own check). */
  replaces?: string;
  /** The money is shown by the caller beside its Save (RenoncDock), not under the fields. */
  moneyDocked?: boolean;
}

/** One part of the claim: the draft, a way to change some of it, and where it stands. */
type PartProps = RenoncFieldsProps & {
  set: (patch: Partial<RenoncDraft>) => void;
  ctx: MariasContext;
};

export function RenoncFields(props: RenoncFieldsProps) {
  const { draft, target, night } = props;
  const { ctx, handEntryId } = target;
  const set = (patch: Partial<RenoncDraft>) => props.onChange({ ...draft, ...patch });
  const evaluation = useMemo(() => buildRenonc(draft, ctx, handEntryId), [draft, ctx, handEntryId]);
  const refusal = useLedgerRefusal(evaluation, props.ledger, night.row.id, props.replaces);
  const part: PartProps = { ...props, set, ctx };
  return (
    <>
      <TierChips {...part} />
      <PeopleChips {...part} />
      {draft.tier !== undefined && <ReasonButtons {...part} tier={draft.tier} />}
      {isTier3(draft.tier) && (
        <fieldset class="marias-renonc-contract">
          <Tier3Contract {...part} evaluation={evaluation} />
        </fieldset>
      )}
      {!props.moneyDocked && (
        <RenoncPreview evaluation={evaluation} refusal={refusal} night={night} />
      )}
    </>
  );
}

/**
 * The ledger's own refusal of the claim as it stands (say, a second claim on
 * one hand), as an error code; null while the claim is incomplete or fine.
 */
export function useLedgerRefusal(
  evaluation: RenoncEvaluation,
  ledger: LedgerPreview,
  nightId: string,
  replaces: string | undefined,
): string | null {
  return useMemo(() => {
    if (!evaluation.renonc || evaluation.issues.length > 0) return null;
    try {
      ledger.preview(renoncPreviewEntry(evaluation.renonc, nightId, ledger.nextSeq, replaces));
      return null;
    } catch (err) {
      return err instanceof LedgerEntryError ? err.code : null;
    }
  }, [evaluation, ledger, replaces]);
}

/** The tier and, once chosen, what it costs (a new tier clears the broken rule). */
function TierChips({ draft, ctx, night, set }: PartProps) {
  const { t, language } = useT();
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
          {renoncMoneyWords(t, ctx.settings, draft.tier, night.row.currency, language)}
        </p>
      )}
    </>
  );
}

/**
 * Who broke the rule, then who claims it: never the same player. A player
 * chosen in the other row says so on his chip, in words, and a tap on it
 * moves him here (the other row is then chosen again): no silent grey (#28).
 */
function PeopleChips({ draft, ctx, night, onChange }: PartProps) {
  const { t } = useT();
  const row = (role: PersonRole) => {
    const chips = personChips(draft, ctx, role);
    const value = role === 'claimant' ? draft.claimant : offenderOf(draft, ctx);
    const moved = chips.some((c) => c.other !== null);
    return (
      <Chips
        label={t(`marias:renonc.${role}`)}
        name={role}
        columns={Math.max(chips.length, 2)}
        options={chips.map(({ id, other }) => ({
          value: id,
          label: <PersonLabel name={night.nameOf(id)} other={other} />,
          name: other
            ? `${night.nameOf(id)} (${t(`marias:ui.renonc.role.${other}`)})`
            : night.nameOf(id),
        }))}
        value={value}
        onChange={(id: PlayerId | undefined) =>
          id !== undefined && onChange(choosePerson(draft, ctx, role, id))
        }
        {...(moved && role === 'claimant' ? { hint: t('marias:ui.renonc.notSelf') } : {})}
      />
    );
  };
  return (
    <>
      {draft.tier !== undefined && row('offender')}
      {row('claimant')}
    </>
  );
}

function PersonLabel(props: { name: string; other: PersonRole | null }) {
  const { t } = useT();
  if (props.other === null) return <>{props.name}</>;
  return (
    <span class="marias-person">
      <span>{props.name}</span>
      <small class="marias-person-role">{t(`marias:ui.renonc.role.${props.other}`)}</small>
    </span>
  );
}

/** The broken rule, from the club's list for this tier. */
function ReasonButtons({ draft, set, tier }: PartProps & { tier: RenoncTier }) {
  const { t } = useT();
  return (
    <fieldset class="marias-reasons">
      <legend class="field-label">{t('marias:renonc.reason')}</legend>
      {renoncReasonsFor(tier).map((r: RenoncReason) => (
        <button
          key={r}
          type="button"
          class={`chip marias-reason${draft.reason === r ? ' chip-on' : ''}`}
          aria-pressed={draft.reason === r}
          data-name="reason"
          data-value={r}
          onClick={() => set({ reason: r })}
        >
          {t(mariasKeys.renoncReason(tier, r))}
        </button>
      ))}
    </fieldset>
  );
}

/** Tier 3: the contract at the moment of the renonc, with the hand form's own fields. */
function Tier3Contract(props: PartProps & { evaluation: RenoncEvaluation }) {
  const { t } = useT();
  const { draft, ctx, night, set } = props;
  return (
    <>
      <legend class="section-title">{t('marias:ui.renonc.contract')}</legend>
      <p class="hint">{t('marias:ui.renonc.contractHint')}</p>
      <ContractFields
        draft={draft.contract}
        onChange={(contract) => set({ contract })}
        ctx={ctx}
        shape={shapeOf(draft.contract, ctx)}
        nameOf={night.nameOf}
        issues={props.evaluation.issues}
      />
    </>
  );
}

/** What is missing or wrong, else V and who pays whom. */
function RenoncPreview(props: {
  evaluation: RenoncEvaluation;
  refusal: string | null;
  night: NightView;
}) {
  const { t } = useT();
  const { evaluation, night } = props;
  const currency = night.row.currency;
  return (
    <div class="marias-preview" data-marias="renonc-preview">
      {evaluation.missing && <p class="hint">{t('marias:ui.renonc.missing')}</p>}
      {evaluation.issues.length > 0 && <Issues issues={evaluation.issues} />}
      {props.refusal !== null && <Issues issues={[{ code: props.refusal }]} />}
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
