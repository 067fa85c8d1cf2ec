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
  const texts = rows.map((r) => formatMoney(r.amount, night.row.currency, language, true));
  return (
    <section class={`balances${sizeClass(texts)}`} aria-label={t('night.balances')}>
      {rows.map((r, i) => (
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
          <Amount amount={r.amount} text={texts[i]!} />
        </div>
      ))}
    </section>
  );
}

/**
 * One type size for every tile, the largest the longest amount allows in a
 * tile of 360 px: "+39,00 Kč" large, "−1 234,50 Kč" smaller, never broken.
 */
function sizeClass(texts: readonly string[]): string {
  const longest = Math.max(...texts.map((s) => s.length));
  return longest > 12 ? ' balances-longer' : longest > 9 ? ' balances-long' : '';
}

/** A balance in large tabular numerals, with the true minus sign. */
function Amount({ amount, text }: { amount: Money; text: string }) {
  const sign = amount > 0 ? ' pos' : amount < 0 ? ' neg' : '';
  return (
    <span class={`balance-amount num${sign}`} data-amount={amount}>
      {text}
    </span>
  );
}
