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
