// The new hand's save buttons, kept in the thumb's reach at the bottom of the
// panel: Won and Lost side by side (or one Save when the result follows from
// points or the rules), each with the money it would move right above it.
// Tapping that money opens the breakdown; where the engine objects, its
// objection in words stands there instead and the button is disabled.
import { useState } from 'preact/hooks';
import type { Currency, PlayerId, ValidationIssue } from '../../../engine';
import { useT } from '../../i18n/use-t';
import { Dialog } from '../../kit/dialog';
import { HandBreakdown } from './breakdown';
import type { Outcome } from './logic/evaluate';
import { compactMoney } from './logic/labels';
import { Issues } from './preview';

const codesOf = (issues: readonly ValidationIssue[]) => issues.map((i) => i.code).join('|');

function OutcomeMoney(props: {
  outcome: Outcome;
  declarer: PlayerId;
  order: readonly PlayerId[];
  nameOf: (id: PlayerId) => string;
  currency: Currency;
  onOpen: () => void;
}) {
  const { language } = useT();
  const { settlement } = props.outcome;
  if (!settlement) return <Issues issues={props.outcome.issues} />;
  const { transfers } = settlement;
  const amount = (p: PlayerId) => transfers[p] ?? 0;
  const tone = (p: PlayerId) => (amount(p) > 0 ? 'pos' : amount(p) < 0 ? 'neg' : '');
  const others = props.order.filter((p) => p !== props.declarer && amount(p) !== 0);
  return (
    <button
      type="button"
      class="marias-outcome num"
      aria-haspopup="dialog"
      data-marias="preview"
      data-result={props.outcome.result ?? 'hand'}
      onClick={props.onOpen}
    >
      <span
        class={`marias-outcome-main money-pair ${tone(props.declarer)}`}
        data-player={props.nameOf(props.declarer)}
        data-amount={amount(props.declarer)}
      >
        {props.nameOf(props.declarer)}{' '}
        <span class="amount">
          {compactMoney(amount(props.declarer), props.currency, language, true)}
        </span>
      </span>
      {others.length > 0 && (
        <span class="marias-outcome-others">
          {others.map((p, i) => (
            <span key={p} class={tone(p)} data-player={props.nameOf(p)} data-amount={amount(p)}>
              {i > 0 ? ' · ' : ''}
              {/* The separator outside the pair: a name and its amount stay on one line. */}
              <span class="money-pair">
                {props.nameOf(p)}{' '}
                <span class="amount">
                  {compactMoney(amount(p), props.currency, language, false)}
                </span>
              </span>
            </span>
          ))}
        </span>
      )}
    </button>
  );
}

export function SaveButtons(props: {
  outcomes: readonly Outcome[];
  declarer: PlayerId;
  order: readonly PlayerId[];
  nameOf: (id: PlayerId) => string;
  currency: Currency;
  busy: boolean;
  onSave: (outcome: Outcome) => void;
}) {
  const { t } = useT();
  const [open, setOpen] = useState<Outcome | null>(null);
  const { outcomes } = props;
  const first = outcomes[0];
  const shared =
    outcomes.length > 1 &&
    outcomes.every(
      (o) => o.settlement === null && codesOf(o.issues) === codesOf(first?.issues ?? []),
    );
  const label = (o: Outcome) =>
    o.result === null ? t('marias:ui.result.save') : t(`marias:ui.result.${o.result}`);

  return (
    <div class="marias-actions" data-dock>
      {shared && first && <Issues issues={first.issues} />}
      <div class="marias-save-row">
        {outcomes.map((o, i) => (
          <div key={o.result ?? 'hand'} class="marias-save-col">
            {!shared && (
              <OutcomeMoney
                outcome={o}
                declarer={props.declarer}
                order={props.order}
                nameOf={props.nameOf}
                currency={props.currency}
                onOpen={() => setOpen(o)}
              />
            )}
            <button
              type="button"
              class={`btn btn-big marias-save${o.result === 'lost' ? ' marias-save-lost' : ' btn-primary'}`}
              data-marias={`save-${o.result ?? 'hand'}`}
              data-skip={i === 0 ? 'save' : undefined}
              disabled={props.busy || !o.settlement}
              onClick={() => props.onSave(o)}
            >
              {label(o)}
            </button>
          </div>
        ))}
      </div>
      {open?.settlement && (
        <Dialog title={t('marias:breakdown.title')} onClose={() => setOpen(null)}>
          {open.result !== null && <p class="marias-detail-head">{label(open)}</p>}
          <HandBreakdown
            settlement={open.settlement}
            nameOf={props.nameOf}
            currency={props.currency}
          />
          <button type="button" class="btn btn-wide" onClick={() => setOpen(null)}>
            {t('close')}
          </button>
        </Dialog>
      )}
    </div>
  );
}
