// Running balances per player, biggest winner first, in large tabular numerals.
import type { Money } from '../../engine';
import { formatMoney } from '../format';
import type { NightView } from '../games/types';
import { useT } from '../i18n/use-t';

export function Balances({
  night,
  balances,
}: {
  night: NightView;
  balances: Readonly<Record<string, Money>>;
}) {
  const { t, language } = useT();
  const rows = night.row.playerIds
    .map((id) => ({ id, amount: balances[id] ?? 0 }))
    .sort((a, b) => b.amount - a.amount);
  return (
    <section class="balances" aria-label={t('night.balances')}>
      {rows.map((r) => (
        <div key={r.id} class="balance" data-player={night.nameOf(r.id)}>
          <span class="balance-name">{night.nameOf(r.id)}</span>
          <span
            class={`balance-amount num ${r.amount > 0 ? 'pos' : r.amount < 0 ? 'neg' : ''}`}
            data-amount={r.amount}
          >
            {formatMoney(r.amount, night.row.currency, language, true)}
          </span>
        </div>
      ))}
    </section>
  );
}
