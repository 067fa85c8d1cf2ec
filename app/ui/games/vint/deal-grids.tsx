// The tap grids of the deal form: the contract (a 7 × 5 bidding box), the
// tricks (0…13, following the contract until tapped) and the honours (one row
// of trump honours, one of aces, each behind its short label). All of them
// together with the declarer and Save fit a 360 × 740 screen without scrolling.
import {
  ACES,
  DENOMINATIONS,
  MAX_LEVEL,
  MIN_LEVEL,
  otherSide,
  TRICKS_PER_DEAL,
  TRUMP_HONOURS,
  type Side,
} from '../../../engine/games/vint';
import { useT, type TFunction } from '../../i18n/use-t';
import { trickOutcome, tricksNeeded, withContract, type DealDraft } from './draft';
import { contractText, denominationName, isRedSuit, sideName } from './labels';

const LEVELS = Array.from({ length: MAX_LEVEL - MIN_LEVEL + 1 }, (_, i) => MIN_LEVEL + i);
const upTo = (n: number) => Array.from({ length: n + 1 }, (_, i) => i);

export function ContractGrid(props: { draft: DealDraft; onChange: (d: DealDraft) => void }) {
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

/** "made", "2 over", "1 down" for the legend; empty until both are known. */
function outcomeText(t: TFunction, level: number | undefined, taken: number | undefined): string {
  const outcome = trickOutcome(level, taken);
  if (outcome === undefined) return '';
  if (outcome.kind === 'made') return t('vint:deal.made');
  return outcome.kind === 'over'
    ? t('vint:deal.overtricks', { count: outcome.count })
    : t('vint:deal.down', { count: outcome.count });
}

function TricksLegend(props: { draft: DealDraft; side: Side | undefined }) {
  const { t } = useT();
  const { draft, side } = props;
  const taken = draft.tricks;
  if (taken === undefined) return <>{t('vint:deal.tricks')}</>;
  const result = outcomeText(t, draft.level, taken);
  return (
    <>
      <span class="visually-hidden">{t('vint:deal.tricks')}: </span>
      <span class="vint-tricks-summary num" data-vint="tricks-summary">
        {result && <span class="vint-tricks-result">{result} · </span>}
        <span class="muted">
          {t('vint:deal.tricksSummary', {
            declarers: side ? sideName(t, side) : t('vint:deal.declarers'),
            defenders: side ? sideName(t, otherSide(side)) : t('vint:deal.defenders'),
            taken,
            lost: TRICKS_PER_DEAL - taken,
          })}
        </span>
      </span>
    </>
  );
}

export function TricksGrid(props: {
  draft: DealDraft;
  side: Side | undefined;
  onChange: (d: DealDraft) => void;
}) {
  const { t } = useT();
  const { draft } = props;
  const needed = draft.level === undefined ? undefined : tricksNeeded(draft.level);
  return (
    <fieldset class="choice">
      {/* The result takes the legend's line: one line less on a small screen. */}
      <legend class="field-label vint-tricks-legend">
        <TricksLegend draft={draft} side={props.side} />
      </legend>
      <div class="vint-tricks">
        {upTo(TRICKS_PER_DEAL).map((n) => {
          const on = draft.tricks === n;
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

/** One row of counts behind a short label, in the grids' own cells. */
function CountRow(props: {
  label: string;
  name: 'trumps' | 'aces';
  max: number;
  value: number | undefined;
  onChange: (n: number) => void;
}) {
  return (
    <div class="vint-count-row" role="group" aria-label={props.label}>
      <span class="vint-count-label" aria-hidden="true">
        {props.label}
      </span>
      {upTo(props.max).map((n) => (
        <button
          key={n}
          type="button"
          class={`vint-cell num${props.value === n ? ' chip-on' : ''}`}
          aria-pressed={props.value === n}
          data-name={props.name}
          data-value={String(n)}
          onClick={() => props.onChange(n)}
        >
          {n}
        </button>
      ))}
    </div>
  );
}

/**
 * The declarers' honours as dealt: two taps, one per row (only aces in no
 * trumps). The hint follows the rows, so on a short screen it may sit under
 * the sticky save row while every count stays above it.
 */
export function HonoursRows(props: {
  draft: DealDraft;
  onChange: (d: DealDraft) => void;
  invalid: boolean;
}) {
  const { t } = useT();
  const { draft, onChange } = props;
  const noTrumps = draft.denomination === 'noTrumps';
  return (
    <fieldset
      class={`choice vint-honours${props.invalid ? ' vint-invalid' : ''}`}
      data-vint="honours"
    >
      <legend class="visually-hidden">{t('vint:deal.honours')}</legend>
      {!noTrumps && (
        <CountRow
          label={t('vint:deal.trumpHonours')}
          name="trumps"
          max={TRUMP_HONOURS}
          value={draft.trumps}
          onChange={(trumps) => onChange({ ...draft, trumps })}
        />
      )}
      <CountRow
        label={t('vint:deal.aces')}
        name="aces"
        max={ACES}
        value={draft.aces}
        onChange={(aces) => onChange({ ...draft, aces })}
      />
      <p class="hint">{t(noTrumps ? 'vint:deal.honoursHintNoTrumps' : 'vint:deal.honoursHint')}</p>
    </fieldset>
  );
}
