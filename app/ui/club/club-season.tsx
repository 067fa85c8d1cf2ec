// The club's season on its home: the season tables (money, nights, hands,
// nights won and each game's own figures, docs/club.md C4), the rating per
// game (C5) and the season as a chart: each member's running money over the
// nights, drawn by the night's own balance chart.
import type { Currency } from '../../engine';
import { seasonOf, type ClubView, type MemberId, type SeasonTable } from '../../engine/club';
import { formatMoney, formatNumber } from '../format';
import { useState } from 'preact/hooks';
import { useT } from '../i18n/use-t';
import { BalanceChart } from '../settle/balance-chart';
import { FiguresLine } from './figures-line';
import { hrefOf } from '../router';
import { seasonSteps } from './season-chart';
import { seasonName } from './season-name';

interface SeasonProps {
  readonly clubId: string;
  readonly view: ClubView;
  readonly nameOf: (member: MemberId) => string;
}

/** "2026 · volený mariáš · Kč" (or "from 1. 9. 2026 · …"): which table this is. */
export function useTableTitle() {
  const { t, language } = useT();
  return (table: { season: string; game: string; currency: Currency }) =>
    t('club:home.seasonOf', {
      season: seasonName(table.season, t, language),
      game: t(`games.${table.game}`),
      currency: t(`currency.${table.currency}`),
    });
}

function SeasonRows({ table, clubId, nameOf }: { table: SeasonTable } & Omit<SeasonProps, 'view'>) {
  const { t, language } = useT();
  return (
    <ol class="list club-table" data-season={table.season} data-game={table.game}>
      {table.rows.map((row, i) => (
        <li key={row.member} data-member={row.member}>
          <a class="list-item" href={hrefOf({ name: 'club-member', clubId, member: row.member })}>
            <span class="club-row-head">
              <span class="club-rank num">{i + 1}.</span>
              <strong class="club-name">{nameOf(row.member)}</strong>
              <span
                class={`num club-money ${row.money > 0 ? 'pos' : row.money < 0 ? 'neg' : ''}`}
                data-amount={row.money}
              >
                {formatMoney(row.money, table.currency, language, true)}
              </span>
            </span>
            <span class="list-sub">
              {[
                t('club:home.nights', { count: row.nights }),
                t('club:home.hands', { count: row.hands }),
                t('club:home.won', { count: row.won }),
              ].join(' · ')}
            </span>
            <FiguresLine game={table.game} figures={row.figures} class="list-sub club-figures" />
          </a>
        </li>
      ))}
    </ol>
  );
}

/** The tables of one season and earlier ones apart: the latest first, the rest on request. */
function splitSeasons(seasons: readonly SeasonTable[]) {
  const latest = seasons.reduce((at, table) => (table.season > at ? table.season : at), '');
  return {
    current: seasons.filter((table) => table.season === latest),
    earlier: seasons.filter((table) => table.season !== latest),
  };
}

function SeasonTables(props: Omit<SeasonProps, 'view'> & { tables: readonly SeasonTable[] }) {
  const title = useTableTitle();
  return (
    <>
      {props.tables.map((table) => (
        <div key={`${table.season}/${table.game}/${table.currency}`}>
          <h3 class="club-subtitle">{title(table)}</h3>
          <SeasonRows table={table} clubId={props.clubId} nameOf={props.nameOf} />
        </div>
      ))}
    </>
  );
}

/**
 * Earlier seasons behind one tap: five seasons of twelve members are a few
 * hundred rows nobody reads at the table, and drawing them cost the club's
 * open most of its time on a cheap phone (bench/club-open.bench.ts).
 */
function EarlierSeasons(props: Omit<SeasonProps, 'view'> & { tables: readonly SeasonTable[] }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  if (props.tables.length === 0) return null;
  const seasons = new Set(props.tables.map((table) => table.season)).size;
  return (
    <details
      class="club-earlier"
      onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}
    >
      <summary class="btn btn-wide">{t('club:home.earlierSeasons', { count: seasons })}</summary>
      {open && <SeasonTables {...props} />}
    </details>
  );
}

export function SeasonCard(props: SeasonProps) {
  const { t } = useT();
  const { current, earlier } = splitSeasons(props.view.seasons);
  return (
    <section class="card" aria-labelledby="club-season-title" data-card="season">
      <h2 id="club-season-title" class="section-title">
        {t('club:home.season')}
      </h2>
      {props.view.seasons.length === 0 && <p class="hint">{t('club:home.noNights')}</p>}
      <SeasonTables clubId={props.clubId} nameOf={props.nameOf} tables={current} />
      <EarlierSeasons clubId={props.clubId} nameOf={props.nameOf} tables={earlier} />
    </section>
  );
}

export function RatingsCard({ view, nameOf }: SeasonProps) {
  const { t, language } = useT();
  const games = Object.keys(view.ratings);
  if (games.length === 0) return null;
  return (
    <section class="card" aria-labelledby="club-ratings-title" data-card="ratings">
      <h2 id="club-ratings-title" class="section-title">
        {t('club:home.ratings')}
      </h2>
      {games.map((game) => (
        <div key={game}>
          <h3 class="club-subtitle">{t(`games.${game}`)}</h3>
          <ol class="club-ratings">
            {(view.ratings[game] ?? []).map((r) => (
              <li key={r.member} class="club-rating" data-member={r.member}>
                <span class="club-name">{nameOf(r.member)}</span>
                <span class="num club-rating-value">
                  {formatNumber(Math.round(r.rating), language)}
                </span>
                <span class="muted club-rating-note">
                  {t('club:home.nights', { count: r.nights })}
                  {r.provisional ? ` · ${t('club:home.provisional')}` : ''}
                </span>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </section>
  );
}

/** The latest season of each game and currency, as a chart of the members' money. */
export function SeasonChartCard({ view, nameOf }: SeasonProps) {
  const { t } = useT();
  const title = useTableTitle();
  const latest = new Map<string, SeasonTable>();
  for (const table of view.seasons) latest.set(`${table.game}/${table.currency}`, table);
  const tables = [...latest.values()].filter((table) => table.rows.length > 0);
  if (tables.length === 0) return null;
  return (
    <section class="card" aria-labelledby="club-chart-title" data-card="chart">
      <h2 id="club-chart-title" class="section-title">
        {t('club:home.chart')}
      </h2>
      {tables.map((table, i) => {
        const series = seasonSteps(
          view.nights,
          table.game,
          table.currency,
          (date) => seasonOf(date, view.seasonStarts),
          table.season,
        );
        return (
          <div key={`${table.game}/${table.currency}`}>
            <h3 class="club-subtitle">{title(table)}</h3>
            <BalanceChart
              players={series.members}
              nameOf={nameOf}
              contributions={series.steps}
              currency={table.currency}
              idPrefix={`club-chart-${i}`}
              words={{
                title: t('club:home.chartTitle'),
                desc: (summary) =>
                  t('club:home.chartDesc', { count: series.steps.length, summary }),
                end: t('club:home.nights', { count: series.steps.length }),
              }}
            />
          </div>
        );
      })}
    </section>
  );
}
