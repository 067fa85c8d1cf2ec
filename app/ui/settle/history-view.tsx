// History: every night with its date, game, players and result, and each
// player's total over all nights (per currency). Nights are folded with their
// game's rules when the screen opens. A debt carried from one night to the
// next counts once, in the night it arose, so the totals never count it twice.
import { isolateText } from '../../engine/text';
import { useEffect, useState } from 'preact/hooks';
import type { Currency, Money, PlayerId } from '../../engine';
import { listNights, listPlayers, type NightRow } from '../../storage';
import { formatDate, formatMoney } from '../format';
import { useT } from '../i18n/use-t';
import { Layout } from '../kit/layout';
import { hrefOf } from '../router';
import { useServices } from '../services';
import { foldStoredNight, ownResult } from './stored-night';
import './settle.css';

interface NightResult {
  readonly row: NightRow;
  /** undefined: the night's ledger cannot be scored. */
  readonly result?: Readonly<Record<PlayerId, Money>>;
}

interface HistoryData {
  readonly nights: readonly NightResult[];
  readonly names: ReadonlyMap<PlayerId, string>;
}

/** Per currency, each player's sum over the nights that could be scored, biggest winner first. */
export function totalsOf(
  nights: readonly NightResult[],
): { currency: Currency; rows: { player: PlayerId; total: Money; nights: number }[] }[] {
  const byCurrency = new Map<Currency, Map<PlayerId, { total: Money; nights: number }>>();
  for (const { row, result } of nights) {
    if (!result) continue;
    const totals = byCurrency.get(row.currency) ?? new Map();
    byCurrency.set(row.currency, totals);
    for (const player of row.playerIds) {
      const sum = totals.get(player) ?? { total: 0, nights: 0 };
      totals.set(player, { total: sum.total + (result[player] ?? 0), nights: sum.nights + 1 });
    }
  }
  return [...byCurrency].map(([currency, totals]) => ({
    currency,
    rows: [...totals].map(([player, s]) => ({ player, ...s })).sort((a, b) => b.total - a.total),
  }));
}

export function HistoryView() {
  const { t, language } = useT();
  const { db } = useServices();
  const [data, setData] = useState<HistoryData | undefined>();

  useEffect(() => {
    let alive = true;
    void (async () => {
      const [rows, players] = await Promise.all([listNights(db), listPlayers(db)]);
      const nights: NightResult[] = [];
      for (const row of rows) {
        const folded = await foldStoredNight(db, row);
        nights.push(folded ? { row, result: ownResult(folded) } : { row });
      }
      if (alive) setData({ nights, names: new Map(players.map((p) => [p.id, p.name])) });
    })();
    return () => {
      alive = false;
    };
  }, [db]);

  const nameOf = (id: PlayerId) => isolateText(data?.names.get(id) ?? '?');
  const money = (v: Money, c: Currency) => formatMoney(v, c, language, true);
  const sign = (v: Money) => (v > 0 ? 'pos' : v < 0 ? 'neg' : '');
  const totals = data ? totalsOf(data.nights) : [];

  return (
    <Layout title={t('history.title')} back={{ name: 'home' }}>
      {!data && <p class="muted">{t('loading')}</p>}
      {data && data.nights.length === 0 && <p class="empty">{t('settlement:history.empty')}</p>}
      {totals.length > 0 && (
        <section class="card" aria-labelledby="history-totals">
          <h2 id="history-totals" class="section-title">
            {t('settlement:history.totals')}
          </h2>
          {totals.map(({ currency, rows }) => (
            <table key={currency} class="table history-totals" data-currency={currency}>
              <caption class="history-caption">{t(`currency.${currency}`)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('settlement:history.player')}</th>
                  <th scope="col" class="num">
                    {t('settlement:history.nightsColumn')}
                  </th>
                  <th scope="col" class="num">
                    {t('settlement:history.total')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.player} data-player={nameOf(r.player)}>
                    <th scope="row">{nameOf(r.player)}</th>
                    <td class="num">{r.nights}</td>
                    <td class={`num ${sign(r.total)}`} data-amount={r.total}>
                      {money(r.total, currency)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
          <p class="hint">{t('settlement:history.carryHint')}</p>
        </section>
      )}
      {data && data.nights.length > 0 && (
        <section aria-labelledby="history-nights">
          <h2 id="history-nights" class="section-title">
            {t('settlement:history.nights', { count: data.nights.length })}
          </h2>
          <ul class="list history-list">
            {data.nights.map(({ row, result }) => (
              <li key={row.id} class="list-item history-night" data-night={row.id}>
                <a class="history-link" href={hrefOf({ name: 'night-settle', nightId: row.id })}>
                  <strong>{row.title ?? t(`games.${row.game}`)}</strong>
                  <span class="muted">
                    {formatDate(row.createdAt, language)}
                    {row.title ? ` · ${t(`games.${row.game}`)}` : ''}
                  </span>
                </a>
                {result ? (
                  <ul class="history-result" aria-label={t('settlement:history.result')}>
                    {[...row.playerIds]
                      .sort((a, b) => (result[b] ?? 0) - (result[a] ?? 0))
                      .map((p) => (
                        <li key={p} data-player={nameOf(p)}>
                          <span>{nameOf(p)}</span>{' '}
                          <span class={`num ${sign(result[p] ?? 0)}`} data-amount={result[p] ?? 0}>
                            {money(result[p] ?? 0, row.currency)}
                          </span>
                        </li>
                      ))}
                  </ul>
                ) : (
                  <p class="form-errors">{t('settlement:history.unscorable')}</p>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </Layout>
  );
}
