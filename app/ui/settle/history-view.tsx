// History: every night with its date, game, players and result, and each
// player's total over all nights (per currency). Nights are folded with their
// game's rules when the screen opens; the sums are history-model.ts.
import { isolateText } from '../../engine/text';
import { useEffect, useState } from 'preact/hooks';
import type { Currency, Money, PlayerId } from '../../engine';
import { listNights, listPlayers, nightRoundTo, type RenoncDb } from '../../storage';
import { formatDate, formatMoney } from '../format';
import { useT } from '../i18n/use-t';
import { Layout } from '../kit/layout';
import { hrefOf } from '../router';
import { useServices } from '../services';
import {
  byResult,
  settledResult,
  signClass,
  totalsOf,
  type NightResult,
  type TotalRow,
} from './history-model';
import { NameCut } from './name-cut';
import { carriedIn, foldStoredNight } from './stored-night';
import './settle.css';

interface HistoryData {
  readonly nights: readonly NightResult[];
  readonly names: ReadonlyMap<PlayerId, string>;
}

type NameOf = (id: PlayerId) => string;
type MoneyOf = (v: Money, c: Currency) => string;

async function readHistory(db: RenoncDb): Promise<HistoryData> {
  const [rows, players] = await Promise.all([listNights(db), listPlayers(db)]);
  const nights: NightResult[] = [];
  for (const row of rows) {
    const [folded, roundTo] = await Promise.all([
      foldStoredNight(db, row),
      nightRoundTo(db, row.id),
    ]);
    const settled =
      folded && settledResult(folded.balances, carriedIn(folded), roundTo, row.playerIds);
    nights.push(settled ? { row, ...settled } : { row });
  }
  return { nights, names: new Map(players.map((p) => [p.id, p.name])) };
}

/** Every night folded once when the screen opens (undefined until then). */
function useHistory(): HistoryData | undefined {
  const { db } = useServices();
  const [data, setData] = useState<HistoryData | undefined>();
  useEffect(() => {
    let alive = true;
    void readHistory(db).then((read) => alive && setData(read));
    return () => {
      alive = false;
    };
  }, [db]);
  return data;
}

export function HistoryView() {
  const { t, language } = useT();
  const data = useHistory();
  const nameOf: NameOf = (id) => isolateText(data?.names.get(id) ?? '?');
  const money: MoneyOf = (v, c) => formatMoney(v, c, language, true);
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
            <TotalsTable key={currency} {...{ currency, rows, nameOf, money }} />
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
            {data.nights.map((night) => (
              <HistoryNight key={night.row.id} night={night} nameOf={nameOf} money={money} />
            ))}
          </ul>
        </section>
      )}
    </Layout>
  );
}

interface TotalsTableProps {
  readonly currency: Currency;
  readonly rows: readonly TotalRow[];
  readonly nameOf: NameOf;
  readonly money: MoneyOf;
}

/** One currency's totals: player, nights played, sum. */
function TotalsTable({ currency, rows, nameOf, money }: TotalsTableProps) {
  const { t } = useT();
  return (
    <table class="table history-totals" data-currency={currency}>
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
            <th scope="row">
              <NameCut name={nameOf(r.player)} />
            </th>
            <td class="num">{r.nights}</td>
            <td class={`num ${signClass(r.total)}`} data-amount={r.total}>
              {money(r.total, currency)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface HistoryNightProps {
  readonly night: NightResult;
  readonly nameOf: NameOf;
  readonly money: MoneyOf;
}

/** One night: a link to its settlement, and each player's result (or why there is none). */
function HistoryNight({ night: { row, result, roundedBy }, nameOf, money }: HistoryNightProps) {
  const { t, language } = useT();
  return (
    <li class="list-item history-night" data-night={row.id}>
      <a class="history-link" href={hrefOf({ name: 'night-settle', nightId: row.id })}>
        <strong>{row.title ?? t(`games.${row.game}`)}</strong>
        <span class="muted">
          {formatDate(row.createdAt, language)}
          {row.title ? ` · ${t(`games.${row.game}`)}` : ''}
        </span>
      </a>
      {result ? (
        <ul class="history-result" aria-label={t('settlement:history.result')}>
          {byResult(row.playerIds, result).map((p) => (
            <li key={p} data-player={nameOf(p)}>
              <NameCut name={nameOf(p)} />{' '}
              <span class={`num ${signClass(result[p] ?? 0)}`} data-amount={result[p] ?? 0}>
                {money(result[p] ?? 0, row.currency)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p class="form-errors">{t('settlement:history.unscorable')}</p>
      )}
      {!!roundedBy && (
        <p class="hint history-rounded" data-rounded-by={roundedBy}>
          {t('settlement:history.rounded', {
            amount: formatMoney(roundedBy, row.currency, language),
          })}
        </p>
      )}
    </li>
  );
}
