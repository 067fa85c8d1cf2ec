// The fields of one deal, in the order the table settles it: who declared,
// the contract (one tap in a 7 × 5 grid, like a bidding box), the tricks (they
// follow the contract until tapped), honours as dealt, revokes, and the
// questions that only sometimes matter (who reached 500 first, coronets).
import { sideOf, type VintSettings } from '../../../engine/games/vint';
import { useT } from '../../i18n/use-t';
import { Choice, Field } from '../../kit/layout';
import { ContractGrid, HonoursRows, TricksGrid } from './deal-grids';
import type { DealDraft, Evaluation } from './draft';
import { sideName } from './labels';
import { PlayerPicker } from './player-picker';
import { RenonceSection } from './renonce-form';

function fieldHasIssue(evaluation: Evaluation, prefix: string): boolean {
  return evaluation.issues.some((i) => i.field?.startsWith(prefix));
}

/** Free above-the-line amounts per side, for tables that write coronets. */
function CoronetsFields(props: { draft: DealDraft; onChange: (draft: DealDraft) => void }) {
  const { t } = useT();
  const { draft, onChange } = props;
  return (
    <fieldset class="choice">
      <legend class="field-label">{t('vint:deal.coronets')}</legend>
      <div class="inline-form">
        {(['A', 'B'] as const).map((s) => (
          <Field key={s} label={sideName(t, s)} id={`vint-coronets-${s}`}>
            <input
              id={`vint-coronets-${s}`}
              class="input num"
              inputMode="numeric"
              value={draft.coronets[s] === 0 ? '' : String(draft.coronets[s])}
              onInput={(e) => {
                const text = e.currentTarget.value.trim();
                const n = /^\d{1,6}$/.test(text) ? Number(text) : 0;
                onChange({ ...draft, coronets: { ...draft.coronets, [s]: n } });
              }}
            />
          </Field>
        ))}
      </div>
    </fieldset>
  );
}

export function DealFields(props: {
  draft: DealDraft;
  onChange: (draft: DealDraft) => void;
  players: readonly string[];
  nameOf: (id: string) => string;
  settings: VintSettings;
  evaluation: Evaluation;
  /** Whether a new revoke claim may be added (false once the next deal exists). */
  canAddClaim: boolean;
  /** The caller puts "+ claim" under its save row (AddRenonceButton). */
  addClaimBelow?: boolean;
}) {
  const { t } = useT();
  const { draft, onChange, settings, evaluation } = props;
  const side = draft.declarer === undefined ? undefined : sideOf(props.players, draft.declarer);
  return (
    <div class="vint-fields">
      <PlayerPicker
        label={t('vint:deal.declarer')}
        name="declarer"
        players={props.players}
        nameOf={props.nameOf}
        value={draft.declarer}
        onChange={(declarer) => onChange({ ...draft, declarer })}
      />
      <ContractGrid draft={draft} onChange={onChange} />
      <TricksGrid draft={draft} side={side} onChange={onChange} />
      {settings.honours !== 'off' && (
        <HonoursRows
          draft={draft}
          onChange={onChange}
          invalid={fieldHasIssue(evaluation, 'honours')}
        />
      )}
      <RenonceSection
        claims={draft.renonces}
        onChange={(renonces) => onChange({ ...draft, renonces })}
        players={props.players}
        nameOf={props.nameOf}
        canAdd={props.canAddClaim}
        addBelow={props.addClaimBelow ?? false}
        invalid={fieldHasIssue(evaluation, 'renonces')}
      />
      {evaluation.needsBothFirst && (
        <Choice
          label={t('vint:deal.bothFirst')}
          name="bothFirst"
          options={(['A', 'B'] as const).map((s) => ({ value: s, label: sideName(t, s) }))}
          value={draft.bothFirst}
          onChange={(bothFirst) => onChange({ ...draft, bothFirst })}
        />
      )}
      {settings.coronets && <CoronetsFields draft={draft} onChange={onChange} />}
    </div>
  );
}
