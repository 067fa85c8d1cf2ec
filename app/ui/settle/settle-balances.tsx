// The night's balances as they will be paid, biggest winner first, in large
// tabular numerals; under a rounded amount, the exact one it came from; and
// right under them the rounding that made them (children), so its choices
// sit high on a phone's first screen, never under the share/print bar.
import type { ComponentChildren } from 'preact';
import type { Currency, Money, PlayerId } from '../../engine';
import { formatMoney } from '../format';
import { useT } from '../i18n/use-t';

export function SettleBalances(props: {
  players: readonly PlayerId[];
  nameOf: (id: PlayerId) => string;
  exact: Readonly<Record<PlayerId, Money>>;
  rounded: Readonly<Record<PlayerId, Money>>;
  currency: Currency;
  children?: ComponentChildren;
}) {
  const { t, language } = useT();
  const money = (v: Money) => formatMoney(v, props.currency, language, true);
  const order = [...props.players].sort(
    (a, b) => (props.rounded[b] ?? 0) - (props.rounded[a] ?? 0),
  );
  return (
    <section class="card" aria-labelledby="settle-balances-title">
      <h2 id="settle-balances-title" class="section-title">
        {t('settlement:balances')}
      </h2>
      <ul class="settle-balances">
        {order.map((p) => {
          const rounded = props.rounded[p] ?? 0;
          const exact = props.exact[p] ?? 0;
          return (
            <li key={p} class="settle-balance" data-player={props.nameOf(p)}>
              <span class="settle-name">{props.nameOf(p)}</span>
              <span
                class={`settle-amount num ${rounded > 0 ? 'pos' : rounded < 0 ? 'neg' : ''}`}
                data-amount={rounded}
              >
                {money(rounded)}
              </span>
              {exact !== rounded && (
                <span class="settle-exact muted num" data-amount={exact}>
                  {t('settlement:exact', { amount: money(exact) })}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {props.children}
    </section>
  );
}
