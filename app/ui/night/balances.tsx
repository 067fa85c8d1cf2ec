// Running balances per player in seating order (a tile never moves, so the eye
// finds each player where he sits), the leader marked, in large tabular numerals.
// A long name ends in an ellipsis; a tap on it shows it in full.
import { useState } from 'preact/hooks';
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
  const rows = night.row.playerIds.map((id) => ({ id, amount: balances[id] ?? 0 }));
  const top = Math.max(...rows.map((r) => r.amount));
  const [full, setFull] = useState<string | null>(null);
  return (
    <section class="balances" aria-label={t('night.balances')}>
      {rows.map((r) => (
        <div
          key={r.id}
          class={`balance${r.amount === top && top > 0 ? ' balance-leader' : ''}`}
          data-player={night.nameOf(r.id)}
          data-leader={r.amount === top && top > 0}
        >
          <button
            type="button"
            class={`balance-name${full === r.id ? ' balance-name-full' : ''}`}
            aria-expanded={full === r.id}
            title={night.nameOf(r.id)}
            onClick={() => setFull(full === r.id ? null : r.id)}
          >
            <bdi>{night.nameOf(r.id)}</bdi>
            {r.amount === top && top > 0 && (
              <span class="balance-lead">
                <span aria-hidden="true"> ▲</span>
                <span class="visually-hidden">{` (${t('night.leader')})`}</span>
              </span>
            )}
          </button>
          <Amount
            amount={r.amount}
            text={formatMoney(r.amount, night.row.currency, language, true)}
          />
        </div>
      ))}
    </section>
  );
}

/** A balance in large type; a long one ("-1 234,50 CZK") in smaller type, so two tiles fit 360 px. */
function Amount({ amount, text }: { amount: Money; text: string }) {
  const sign = amount > 0 ? ' pos' : amount < 0 ? ' neg' : '';
  return (
    <span
      class={`balance-amount num${sign}${text.length > 9 ? ' balance-amount-long' : ''}`}
      data-amount={amount}
    >
      {text}
    </span>
  );
}
