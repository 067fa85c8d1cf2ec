// The parts every game's live deal preview shares: what is refused or still
// missing (an alert once a save was tried), and the money line of what the
// deal would move. `tag` names the game's data attribute (data-vint,
// data-pref) so that each game's tests find its own preview.
import type { ValidationIssue } from '../../engine';
import { formatMoney } from '../format';
import { useT } from '../i18n/use-t';
import type { NightView } from '../games/types';
import { issueText } from './messages';
import type { MoneyPreview } from './preview-money';

const dataOf = (tag: string, value: string) => ({ [`data-${tag}`]: value });

/**
 * The form's issues, what is still to choose (each game's
 * `<namespace>:preview.missing` with its `preview.fields.<field>` names), and
 * the ledger's refusal.
 */
export function PreviewProblems(props: {
  tag: string;
  namespace: string;
  evaluation: { readonly issues: readonly ValidationIssue[]; readonly missing: readonly string[] };
  money: MoneyPreview | null;
  /** After a save was tried with choices missing: the list turns into an alert. */
  insist: boolean;
}) {
  const { t } = useT();
  const { tag, money, namespace: ns } = props;
  const { issues, missing } = props.evaluation;
  const fields = missing.map((f) => t(`${ns}:preview.fields.${f}`)).join(', ');
  return (
    <>
      {issues.length > 0 && (
        <div class="form-errors" role="alert" {...dataOf(tag, 'issues')}>
          {issues.map((i, n) => (
            <p key={n}>{issueText(t, i)}</p>
          ))}
        </div>
      )}
      {missing.length > 0 && (
        <p
          class={props.insist ? 'form-errors' : 'muted'}
          role={props.insist ? 'alert' : undefined}
          {...dataOf(tag, 'missing')}
        >
          {t(`${ns}:preview.missing`, { fields })}
        </p>
      )}
      {money && !money.ok && (
        <p class="form-errors" role="alert" {...dataOf(tag, 'refused')}>
          {t(money.code)}
        </p>
      )}
    </>
  );
}

/** "Анна +12,00 ₽ Борис −12,00 ₽": each player the deal moves money for. */
export function PreviewMoneyLine(props: {
  delta: MoneyPreview & { ok: true };
  night: NightView;
  class?: string;
  data?: Record<string, string>;
}) {
  const { language } = useT();
  const { night } = props;
  const delta = props.delta.delta;
  return (
    <p class={`money-line num${props.class ? ` ${props.class}` : ''}`} {...props.data}>
      {night.row.playerIds
        .filter((p) => (delta[p] ?? 0) !== 0)
        .map((p) => (
          <span key={p} class={`money-pair ${(delta[p] ?? 0) > 0 ? 'pos' : 'neg'}`}>
            {night.nameOf(p)}{' '}
            <span class="amount">{formatMoney(delta[p]!, night.row.currency, language, true)}</span>
          </span>
        ))}
    </p>
  );
}
