// The fields of one deal, in the order the table settles it: who declared,
// the contract (one tap in a 7 × 5 grid, like a bidding box), the tricks (they
// follow the contract until tapped), honours as dealt, revokes, and the
// questions that only sometimes matter (who reached 500 first, coronets).
import {
  ACES,
  DENOMINATIONS,
  MAX_LEVEL,
  MIN_LEVEL,
  otherSide,
  sideOf,
  TRICKS_PER_DEAL,
  TRUMP_HONOURS,
  type Side,
  type VintSettings,
} from '../../../engine/games/vint';
import { useT } from '../../i18n/use-t';
import { Choice, Field } from '../../kit/layout';
import { tricksNeeded, withContract, type DealDraft, type Evaluation } from './draft';
import { contractText, denominationName, isRedSuit, sideName } from './labels';
import { PlayerPicker } from './player-picker';
import { RenonceSection } from './renonce-form';

const LEVELS = Array.from({ length: MAX_LEVEL - MIN_LEVEL + 1 }, (_, i) => MIN_LEVEL + i);
const TRICKS = Array.from({ length: TRICKS_PER_DEAL + 1 }, (_, i) => i);
const range = (n: number) => Array.from({ length: n + 1 }, (_, i) => i);

function fieldHasIssue(evaluation: Evaluation, prefix: string): boolean {
  return evaluation.issues.some((i) => i.field?.startsWith(prefix));
}

function ContractGrid(props: { draft: DealDraft; onChange: (d: DealDraft) => void }) {
  const { t } = useT();
  const { draft } = props;
  return (
    <fieldset class="choice">
      {/* The grid says what it is; its name is for screen readers only. */}
      <legend class="visually-hidden">{t('vint:deal.contract')}</legend>
      <div class="vint-contracts">
        {DENOMINATIONS.map((d) =>
          LEVELS.map((level) => {
            const on = draft.level === level && draft.denomination === d;
            return (
              <button
                key={`${d}${level}`}
                type="button"
                class={`vint-cell${on ? ' chip-on' : ''}${isRedSuit(d) ? ' vint-red' : ''}`}
                aria-pressed={on}
                aria-label={t('vint:deal.contractCell', {
                  level,
                  denomination: denominationName(t, d),
                })}
                data-vint="contract"
                data-level={level}
                data-denomination={d}
                onClick={() => props.onChange(withContract(draft, level, d))}
              >
                {contractText(t, level, d)}
              </button>
            );
          }),
        )}
      </div>
    </fieldset>
  );
}

function TricksGrid(props: {
  draft: DealDraft;
  side: Side | undefined;
  onChange: (d: DealDraft) => void;
}) {
  const { t } = useT();
  const { draft, side } = props;
  const needed = draft.level === undefined ? undefined : tricksNeeded(draft.level);
  const taken = draft.tricks;
  let result = '';
  if (taken !== undefined && needed !== undefined) {
    result =
      taken >= needed
        ? taken === needed
          ? t('vint:deal.made')
          : t('vint:deal.overtricks', { count: taken - needed })
        : t('vint:deal.down', { count: needed - taken });
  }
  return (
    <fieldset class="choice">
      {/* The result takes the legend's line: one line less on a small screen. */}
      <legend class="field-label vint-tricks-legend">
        {taken === undefined ? (
          t('vint:deal.tricks')
        ) : (
          <>
            <span class="visually-hidden">{t('vint:deal.tricks')}: </span>
            <span class="vint-tricks-summary num" data-vint="tricks-summary">
              {t('vint:deal.tricksSummary', {
                declarers: side ? sideName(t, side) : t('vint:deal.declarers'),
                defenders: side ? sideName(t, otherSide(side)) : t('vint:deal.defenders'),
                taken,
                lost: TRICKS_PER_DEAL - taken,
              })}
              {result && <span class="muted"> · {result}</span>}
            </span>
          </>
        )}
      </legend>
      <div class="vint-tricks">
        {TRICKS.map((n) => {
          const on = taken === n;
          const down = needed !== undefined && n < needed;
          return (
            <button
              key={n}
              type="button"
              class={`vint-cell num${on ? ' chip-on' : ''}${down ? ' vint-down' : ''}`}
              aria-pressed={on}
              aria-label={t('vint:deal.trickButton', { count: n, defenders: TRICKS_PER_DEAL - n })}
              data-vint="tricks"
              data-value={n}
              onClick={() => props.onChange({ ...draft, tricks: n, tricksTouched: true })}
            >
              {n}
            </button>
          );
        })}
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
}) {
  const { t } = useT();
  const { draft, onChange, settings, evaluation } = props;
  const side = draft.declarer === undefined ? undefined : sideOf(props.players, draft.declarer);
  const noTrumps = draft.denomination === 'noTrumps';
  const honoursInvalid = fieldHasIssue(evaluation, 'honours');
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
        <fieldset
          class={`choice vint-honours${honoursInvalid ? ' vint-invalid' : ''}`}
          data-vint="honours"
        >
          <legend class="field-label">{t('vint:deal.honours')}</legend>
          {!noTrumps && (
            <Choice
              label={t('vint:deal.trumpHonours')}
              name="trumps"
              options={range(TRUMP_HONOURS).map((n) => ({ value: n, label: String(n) }))}
              value={draft.trumps}
              onChange={(trumps) => onChange({ ...draft, trumps })}
            />
          )}
          <Choice
            label={t('vint:deal.aces')}
            name="aces"
            options={range(ACES).map((n) => ({ value: n, label: String(n) }))}
            value={draft.aces}
            onChange={(aces) => onChange({ ...draft, aces })}
          />
          <p class="hint">
            {t(noTrumps ? 'vint:deal.honoursHintNoTrumps' : 'vint:deal.honoursHint')}
          </p>
        </fieldset>
      )}
      <RenonceSection
        claims={draft.renonces}
        onChange={(renonces) => onChange({ ...draft, renonces })}
        players={props.players}
        nameOf={props.nameOf}
        canAdd={props.canAddClaim}
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
      {settings.coronets && (
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
      )}
    </div>
  );
}
