// The fields of one deal in the order the table settles it: the dealer (shown,
// changed rarely), what kind of deal, the declarer (the forhont preselected),
// the contract in one tap (a 5 × 5 grid like a bidding box), both defenders'
// calls in one tap («вист – вист» preselected), and the tricks: the
// declarer's (the contract made preselected), plus the first defender's with
// two whisters; two players' rows on an all-pass (the third takes the rest).
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import {
  activePlayers,
  defendersOf,
  isPlayed,
  MAX_LEVEL,
  MIN_LEVEL,
  minimumLevel,
  nextDealer,
  SUITS,
  type PreferansSettings,
} from '../../../engine/games/preferans';
import { useT } from '../../i18n/use-t';
import { Choice } from '../../kit/layout';
import { callPairText, contractText, isRed, suitName } from './labels';
import {
  allowedPairs,
  CALL_PAIRS,
  callsOf,
  effectiveDraft,
  MODES,
  needsSplit,
  type DealDraft,
} from './model';

const LEVELS = Array.from({ length: MAX_LEVEL - MIN_LEVEL + 1 }, (_, i) => MIN_LEVEL + i);
const upTo = (n: number) => Array.from({ length: n + 1 }, (_, i) => i);

export interface FormContext {
  readonly players: readonly string[];
  readonly nameOf: (id: string) => string;
  readonly settings: PreferansSettings;
  /** The proposed dealer (the pulka's next). */
  readonly dealer: string;
  readonly series: number;
}

function TrickRow(props: {
  label: string;
  name: string;
  max: number;
  value: number | undefined;
  onChange: (n: number) => void;
}) {
  return (
    <Choice
      label={props.label}
      name={props.name}
      options={upTo(10).map((n) => ({ value: n, label: String(n), disabled: n > props.max }))}
      value={props.value}
      onChange={props.onChange}
    />
  );
}

function DealerLine(props: {
  draft: DealDraft;
  onChange: (d: DealDraft) => void;
  ctx: FormContext;
}) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const { ctx, draft } = props;
  const dealer = draft.dealer ?? ctx.dealer;
  return (
    <div class="pref-dealer" data-pref="dealer" data-dealer={ctx.nameOf(dealer)}>
      <p>
        {t('preferans:deal.dealer', { name: ctx.nameOf(dealer) })}
        {ctx.players.length === 4 && <span class="muted"> · {t('preferans:deal.sitsOut')}</span>}
        <span class="muted">
          {' '}
          · {t('preferans:deal.nextDealer', { name: ctx.nameOf(nextDealer(ctx.players, dealer)) })}
        </span>{' '}
        <button
          type="button"
          class="btn btn-small"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {t('preferans:deal.changeDealer')}
        </button>
      </p>
      {open && (
        <Choice
          label={t('preferans:deal.dealerLabel')}
          name="dealer"
          options={ctx.players.map((p) => ({ value: p, label: ctx.nameOf(p) }))}
          value={dealer}
          onChange={(p) => {
            setOpen(false);
            props.onChange({
              ...draft,
              dealer: p,
              declarer: draft.declarer === p ? undefined : draft.declarer,
            });
          }}
        />
      )}
    </div>
  );
}

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
function ContractTricks(props: {
  draft: DealDraft;
  onChange: (d: DealDraft) => void;
  ctx: FormContext;
}) {
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

function ContractFields(props: {
  draft: DealDraft;
  onChange: (d: DealDraft) => void;
  ctx: FormContext;
  unplayed?: ComponentChildren;
}) {
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

function AllPassFields(props: {
  draft: DealDraft;
  onChange: (d: DealDraft) => void;
  ctx: FormContext;
}) {
  const { t } = useT();
  const { draft, ctx, onChange } = props;
  const active = activePlayers(ctx.players, draft.dealer ?? ctx.dealer);
  const [a, b] = draft.pass;
  return (
    <>
      <TrickRow
        label={t('preferans:deal.tricksOf', { name: ctx.nameOf(active[0]!) })}
        name="pass-0"
        max={10}
        value={a}
        onChange={(n) =>
          onChange({ ...draft, pass: [n, b !== undefined && n + b > 10 ? undefined : b] })
        }
      />
      <TrickRow
        label={t('preferans:deal.tricksOf', { name: ctx.nameOf(active[1]!) })}
        name="pass-1"
        max={10 - (a ?? 0)}
        value={b}
        onChange={(n) => onChange({ ...draft, pass: [a, n] })}
      />
      <p class="muted num" data-pref="pass-rest">
        {t('preferans:deal.restTricks', {
          name: ctx.nameOf(active[2]!),
          tricks: a !== undefined && b !== undefined ? 10 - a - b : '…',
        })}
      </p>
    </>
  );
}

/** `unplayed`: the new-deal form's one-tap «без игры» save, under the contract grid. */
export function DealFields(props: {
  draft: DealDraft;
  onChange: (d: DealDraft) => void;
  ctx: FormContext;
  unplayed?: ComponentChildren;
}) {
  const { t } = useT();
  const { draft, ctx, onChange } = props;
  const dealer = draft.dealer ?? ctx.dealer;
  const active = activePlayers(ctx.players, dealer);
  const shown = effectiveDraft(draft, ctx.players, dealer);
  return (
    <div class="pref-fields">
      <DealerLine draft={draft} onChange={onChange} ctx={ctx} />
      <Choice
        label={t('preferans:deal.kind')}
        name="mode"
        options={MODES.map((m) => ({ value: m, label: t(`preferans:deal.modes.${m}`) }))}
        value={draft.mode}
        onChange={(mode) => onChange({ ...draft, mode })}
      />
      {draft.mode !== 'allPass' && (
        <Choice
          label={t('preferans:deal.declarer')}
          name="declarer"
          options={active.map((p) => ({ value: p, label: ctx.nameOf(p) }))}
          value={shown.declarer}
          onChange={(declarer) => onChange({ ...draft, declarer })}
        />
      )}
      {draft.mode === 'contract' && (
        <ContractFields draft={draft} onChange={onChange} ctx={ctx} unplayed={props.unplayed} />
      )}
      {draft.mode === 'misere' && (
        <TrickRow
          label={t('preferans:deal.misereTricks')}
          name="misere"
          max={10}
          value={shown.misereTricks}
          onChange={(misereTricks) => onChange({ ...draft, misereTricks })}
        />
      )}
      {draft.mode === 'allPass' && <AllPassFields draft={draft} onChange={onChange} ctx={ctx} />}
      {ctx.settings.helpTo === 'chooser' && (
        <Choice
          label={t('preferans:deal.helpTo')}
          name="help"
          options={ctx.players.map((p) => ({ value: p, label: ctx.nameOf(p) }))}
          value={draft.help}
          onChange={(help) => onChange({ ...draft, help })}
        />
      )}
    </div>
  );
}
