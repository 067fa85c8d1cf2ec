// The fields of one deal in the order the table settles it: the dealer (shown,
// changed rarely), what kind of deal, the declarer (the forhont preselected),
// the contract in one tap (a 5 × 5 grid like a bidding box), both defenders'
// calls in one tap («вист – вист» preselected), and the tricks: the
// declarer's (the contract made preselected), plus the first defender's with
// two whisters; two players' rows on an all-pass (the third takes the rest).
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { activePlayers, nextDealer } from '../../../engine/games/preferans';
import { useT } from '../../i18n/use-t';
import { Choice } from '../../kit/layout';
import { ContractFields } from './contract-fields';
import type { DealPartProps } from './deal-context';
import { effectiveDraft, MODES } from './model';
import { AllPassFields, TrickRow } from './trick-rows';

export type { FormContext } from './deal-context';

function DealerLine(props: DealPartProps) {
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

/** `unplayed`: the new-deal form's one-tap «без игры» save, under the contract grid. */
export function DealFields(props: DealPartProps & { unplayed?: ComponentChildren }) {
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
