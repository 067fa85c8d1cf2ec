// A played contract's part of the deal form: the contract in one tap (a 5 × 5
// grid like a bidding box), both defenders' calls in one tap, and the tricks.
import type { ComponentChildren } from 'preact';
import {
  defendersOf,
  isPlayed,
  MAX_LEVEL,
  MIN_LEVEL,
  minimumLevel,
  SUITS,
} from '../../../engine/games/preferans';
import { useT } from '../../i18n/use-t';
import { Choice } from '../../kit/layout';
import type { DealPartProps } from './deal-context';
import { callPairText, contractText, isRed, suitName } from './labels';
import {
  allowedPairs,
  CALL_PAIRS,
  callsOf,
  effectiveDraft,
  needsSplit,
  type DealDraft,
} from './model';
import { TrickRow } from './trick-rows';

const LEVELS = Array.from({ length: MAX_LEVEL - MIN_LEVEL + 1 }, (_, i) => MIN_LEVEL + i);

function ContractGrid(props: { draft: DealDraft; onChange: (d: DealDraft) => void; min: number }) {
  const { t } = useT();
  const { draft } = props;
  return (
    <fieldset class="choice">
      <legend class="field-label">{t('preferans:deal.contract')}</legend>
      <div class="pref-contracts">
        {LEVELS.map((level) =>
          SUITS.map((suit) => {
            const on = draft.level === level && draft.suit === suit;
            return (
              <button
                key={`${level}${suit}`}
                type="button"
                class={`pref-cell${on ? ' chip-on' : ''}${isRed(suit) ? ' pref-red' : ''}`}
                aria-pressed={on}
                aria-label={t('preferans:deal.contractCell', { level, suit: suitName(t, suit) })}
                disabled={level < props.min}
                data-pref="contract"
                data-level={level}
                data-suit={suit}
                onClick={() => props.onChange({ ...draft, level, suit })}
              >
                {contractText(t, level, suit)}
              </button>
            );
          }),
        )}
      </div>
    </fieldset>
  );
}

/** The played contract's tricks: the declarer's (the contract made by
 *  default), and with two whisters the first defender's (the second takes the rest). */
function ContractTricks(props: DealPartProps) {
  const { t } = useT();
  const { draft, ctx, onChange } = props;
  if (draft.level === undefined) return null;
  const dealer = draft.dealer ?? ctx.dealer;
  const { declarer, calls, declarerTricks } = effectiveDraft(draft, ctx.players, dealer);
  const { firstCall, secondCall } = callsOf(calls);
  const deal = { level: draft.level, firstCall, secondCall };
  if (!isPlayed(deal, ctx.settings.halfWhist, ctx.settings.tenChecked)) return null;
  const [p1, p2] = defendersOf(ctx.players, dealer, declarer);
  const defence = 10 - (declarerTricks ?? draft.level);
  const split = needsSplit({ ...draft, calls }, ctx.settings);
  return (
    <>
      <TrickRow
        label={t('preferans:deal.tricksOf', { name: ctx.nameOf(declarer) })}
        name="declarer-tricks"
        max={10}
        value={declarerTricks}
        onChange={(n) =>
          onChange({
            ...draft,
            declarerTricks: n,
            first: draft.first !== undefined && draft.first > 10 - n ? undefined : draft.first,
          })
        }
      />
      {split && (
        <>
          <TrickRow
            label={t('preferans:deal.tricksOf', { name: ctx.nameOf(p1) })}
            name="first"
            max={defence}
            value={draft.first}
            onChange={(first) => onChange({ ...draft, first })}
          />
          <p class="muted num" data-pref="second-rest">
            {t('preferans:deal.restTricks', {
              name: ctx.nameOf(p2),
              tricks: draft.first !== undefined ? defence - draft.first : '…',
            })}
          </p>
        </>
      )}
    </>
  );
}

export function ContractFields(props: DealPartProps & { unplayed?: ComponentChildren }) {
  const { t } = useT();
  const { draft, ctx, onChange } = props;
  const dealer = draft.dealer ?? ctx.dealer;
  const { declarer, calls } = effectiveDraft(draft, ctx.players, dealer);
  const defenders = defendersOf(ctx.players, dealer, declarer);
  const pairs = allowedPairs(draft, ctx.settings);
  return (
    <>
      <ContractGrid
        draft={draft}
        onChange={onChange}
        min={minimumLevel(ctx.settings, ctx.series)}
      />
      {props.unplayed}
      <Choice
        label={t('preferans:deal.callsOf', {
          first: ctx.nameOf(defenders[0]),
          second: ctx.nameOf(defenders[1]),
        })}
        name="calls"
        options={CALL_PAIRS.map((p) => ({
          value: p,
          label: callPairText(t, p),
          disabled: !pairs.includes(p),
        }))}
        value={calls}
        onChange={(next) => onChange({ ...draft, calls: next })}
      />
      <ContractTricks draft={draft} onChange={onChange} ctx={ctx} />
    </>
  );
}
