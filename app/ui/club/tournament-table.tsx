// The tournament table (complete rounds only) and one round's tables with
// their seating and reported placings: shared by the director's screen, the
// board and the printed page, which differ only in size (tournament.css).
import type { ComponentChildren } from 'preact';
import type { Currency } from '../../engine';
import type { MemberId, RoundView, TournamentRow } from '../../engine/club';
import { formatMoney, formatNumber } from '../format';
import { useT } from '../i18n/use-t';

export function TournamentTable(props: {
  rows: readonly TournamentRow[];
  name: (id: MemberId) => string;
  currency: Currency;
  scoring: 'placings' | 'money';
  roundsDone: number;
  /** Tighter rows, so that a big tournament's table fits a TV's height without scrolling. */
  dense?: boolean;
}) {
  const { t, language } = useT();
  if (props.roundsDone === 0) return <p class="tt-none">{t('tournament:table.none')}</p>;
  return (
    <table class={`tt-table${props.dense ? ' tt-dense' : ''}`} data-testid="tournament-table">
      <caption>{t('tournament:table.after', { count: props.roundsDone })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('tournament:table.place')}</th>
          <th scope="col">{t('tournament:table.player')}</th>
          <th scope="col" class="num">
            {t('tournament:table.points')}
          </th>
          <th scope="col" class="num">
            {t('tournament:table.money')}
          </th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row, i) => (
          <tr
            key={row.member}
            data-member={row.member}
            data-points={row.points}
            data-money={row.money}
            data-rounds={row.rounds}
          >
            <td class="num">{i + 1}.</td>
            <th scope="row" class="tt-name">
              <bdi>{props.name(row.member)}</bdi>
            </th>
            <td class={`num${props.scoring === 'placings' ? ' tt-key' : ''}`}>
              {formatNumber(row.points, language)}
            </td>
            <td class={`num${props.scoring === 'money' ? ' tt-key' : ''}`}>
              {formatMoney(row.money, props.currency, language, true)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One table of a round: its players in seating order, with places and points once reported. */
export function RoundTable(props: {
  round: RoundView;
  index: number;
  name: (id: MemberId) => string;
  currency: Currency;
  action?: ComponentChildren;
}) {
  const { t, language } = useT();
  const seats = props.round.seating[props.index] ?? [];
  const placings = props.round.tables[props.index];
  const table = props.index + 1;
  return (
    <section
      class={`tt-round-table${placings ? ' tt-reported' : ''}`}
      data-table={table}
      data-reported={placings ? 'yes' : 'no'}
      aria-label={t('tournament:round.table', { table })}
    >
      <h3 class="tt-table-head">
        <span>{t('tournament:round.table', { table })}</span>
        <span class="tt-status">
          {placings ? t('tournament:round.reported') : t('tournament:round.waiting')}
        </span>
      </h3>
      <ol class="tt-seats">
        {(placings ?? seats.map((member) => ({ member, place: 0, points: 0, money: 0 }))).map(
          (p) => (
            <li key={p.member} data-member={p.member}>
              <bdi class="tt-seat-name">{props.name(p.member)}</bdi>
              {placings && (
                <span class="tt-seat-result">
                  <span class="tt-place">{p.place}.</span>{' '}
                  <span>{formatMoney(p.money, props.currency, language, true)}</span>{' '}
                  <span>
                    {t('tournament:round.points', {
                      count: p.points,
                      value: formatNumber(p.points, language),
                    })}
                  </span>
                </span>
              )}
            </li>
          ),
        )}
      </ol>
      {props.action}
    </section>
  );
}
