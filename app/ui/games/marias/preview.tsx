// The live line above the save buttons, recomputed on every tap: what each
// player gets if the hand is saved as won, as lost, or as it stands; where the
// engine objects, its objection in words instead. Tapping a line opens the
// breakdown.
import { useState } from 'preact/hooks';
import type { Currency, PlayerId, Transfers, ValidationIssue } from '../../../engine';
import { useT } from '../../i18n/use-t';
import { issueText } from '../../kit/messages';
import { HandBreakdown } from './breakdown';
import type { Outcome } from './logic/evaluate';
import { signedMoney } from './logic/labels';

/** "Adam +8,00 Kč · Bára −4,00 Kč · Cyril −4,00 Kč": everyone whose balance moves, in seating order. */
export function MoneyLine(props: {
  transfers: Transfers;
  order: readonly PlayerId[];
  nameOf: (id: PlayerId) => string;
  currency: Currency;
}) {
  const { t, language } = useT();
  const moving = props.order.filter((p) => (props.transfers[p] ?? 0) !== 0);
  if (moving.length === 0) return <span class="marias-even">{t('marias:ui.preview.even')}</span>;
  return (
    <span class="marias-money-line num">
      {moving.map((p) => {
        const amount = props.transfers[p] ?? 0;
        return (
          <span
            key={p}
            class={`money-pair ${amount > 0 ? 'pos' : 'neg'}`}
            data-player={props.nameOf(p)}
            data-amount={amount}
          >
            {props.nameOf(p)}{' '}
            <span class="amount">{signedMoney(amount, props.currency, language)}</span>
          </span>
        );
      })}
    </span>
  );
}

const codesOf = (issues: readonly ValidationIssue[]) => issues.map((i) => i.code).join('|');

export function Issues(props: { issues: readonly ValidationIssue[] }) {
  const { t } = useT();
  const seen = new Set<string>();
  const texts = props.issues
    .map((i) => issueText(t, i))
    .filter((text) => (seen.has(text) ? false : (seen.add(text), true)));
  return (
    <div class="marias-issues" role="status" data-marias="issues">
      {texts.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  );
}

export function HandPreview(props: {
  outcomes: readonly Outcome[];
  order: readonly PlayerId[];
  nameOf: (id: PlayerId) => string;
  currency: Currency;
}) {
  const { t } = useT();
  const [open, setOpen] = useState<number | null>(null);
  const { outcomes } = props;
  const allInvalid = outcomes.every((o) => o.settlement === null);
  const sameIssues =
    allInvalid && outcomes.every((o) => codesOf(o.issues) === codesOf(outcomes[0]?.issues ?? []));
  if (allInvalid && sameIssues) {
    return (
      <div class="marias-preview" data-marias="preview">
        <Issues issues={outcomes[0]?.issues ?? []} />
      </div>
    );
  }
  const opened = open === null ? undefined : outcomes[open];
  return (
    <div class="marias-preview" data-marias="preview">
      {outcomes.map((o, i) => {
        const tag = o.result === null ? null : t(`marias:ui.result.${o.result}`);
        if (o.settlement === null) {
          return (
            <div key={i} class="marias-preview-row marias-preview-invalid">
              {tag && <span class="marias-preview-tag">{tag}</span>}
              <Issues issues={o.issues} />
            </div>
          );
        }
        return (
          <button
            key={i}
            type="button"
            class="marias-preview-row"
            aria-expanded={open === i}
            data-result={o.result ?? 'only'}
            onClick={() => setOpen(open === i ? null : i)}
          >
            {tag && <span class="marias-preview-tag">{tag}</span>}
            <MoneyLine
              transfers={o.settlement.transfers}
              order={props.order}
              nameOf={props.nameOf}
              currency={props.currency}
            />
            <span class="marias-preview-more" aria-hidden="true">
              {open === i ? '▴' : '▾'}
            </span>
          </button>
        );
      })}
      {opened?.settlement && (
        <HandBreakdown
          settlement={opened.settlement}
          nameOf={props.nameOf}
          currency={props.currency}
        />
      )}
    </div>
  );
}
