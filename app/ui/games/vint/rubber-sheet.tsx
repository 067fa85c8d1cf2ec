// One rubber of the score sheet as on paper: N–S and E–W columns with the
// deal number between them; above the line the bonuses and penalties (newest
// at the top, as they are written upwards from the line), below it each
// game's trick scores with a double line and the winner after it. Every
// number is a button that says where it came from.
import {
  sidePlayers,
  SIDES,
  type AboveLine,
  type SheetAboveEntry,
  type SheetBelowEntry,
  type SheetGame,
  type SheetRubber,
  type Side,
} from '../../../engine/games/vint';
import { useT, type TFunction } from '../../i18n/use-t';
import type { NightView } from '../types';
import { points, sideName } from './labels';
import type { SheetPick } from './sheet-explain';

interface Row<T> {
  readonly dealIndex: number;
  readonly A: readonly T[];
  readonly B: readonly T[];
}

function rowsOf<T extends { dealIndex: number }>(a: readonly T[], b: readonly T[]): Row<T>[] {
  const byDeal = new Map<number, { A: T[]; B: T[] }>();
  const add = (side: Side, entry: T) => {
    let row = byDeal.get(entry.dealIndex);
    if (!row) byDeal.set(entry.dealIndex, (row = { A: [], B: [] }));
    row[side].push(entry);
  };
  a.forEach((e) => add('A', e));
  b.forEach((e) => add('B', e));
  return [...byDeal.entries()]
    .sort(([x], [y]) => x - y)
    .map(([dealIndex, row]) => ({ dealIndex, ...row }));
}

function NumberButton(props: {
  value: number;
  side: Side;
  part: 'below' | 'above';
  dealIndex: number;
  game: number;
  reason: string;
  onPick: () => void;
}) {
  const { t, language } = useT();
  return (
    <button
      type="button"
      class={`vint-num num${props.part === 'above' ? ' vint-num-above' : ''}`}
      data-side={props.side}
      data-part={props.part}
      data-deal={props.dealIndex + 1}
      data-game={props.game + 1}
      data-reason={props.reason}
      data-points={props.value}
      aria-label={t('vint:sheet.cell', {
        side: sideName(t, props.side),
        deal: props.dealIndex + 1,
        part: t(props.part === 'below' ? 'vint:sheet.below' : 'vint:sheet.above'),
        points: points(props.value, language),
      })}
      onClick={props.onPick}
    >
      {props.part === 'above' ? (
        // Several items of one deal share a row: each gets its own outline, since
        // "6 000 900" would read as one number where thousands are spaced.
        <span class="vint-pill">{points(props.value, language)}</span>
      ) : (
        points(props.value, language)
      )}
    </button>
  );
}

function gameLabel(t: TFunction, game: SheetGame): string {
  return game.winner
    ? t('vint:sheet.gameWonBy', { number: game.index + 1, side: sideName(t, game.winner) })
    : t('vint:sheet.gameInProgress', { number: game.index + 1 });
}

export function RubberSheet(props: {
  rubber: SheetRubber;
  night: NightView;
  onPick: (pick: SheetPick) => void;
}) {
  const { t, language } = useT();
  const { rubber } = props;
  const aboveBy = (side: Side) =>
    rubber.games.flatMap((g) => g.above[side].map((e) => ({ ...e, game: g.index })));
  const above = rowsOf<SheetAboveEntry & { game: number }>(aboveBy('A'), aboveBy('B')).reverse();
  const pickAbove = (side: Side, entry: SheetAboveEntry) => {
    const line: AboveLine = entry;
    props.onPick({ dealIndex: entry.dealIndex, side, part: 'above', line });
  };
  return (
    <div
      class="vint-sheet"
      data-rubber={rubber.index + 1}
      data-finished={rubber.finished}
      data-winner={rubber.winner ?? ''}
    >
      <div class="vint-row vint-sheet-head">
        {SIDES.map((side) => (
          <div key={side} class={`vint-col vint-col-${side}`}>
            <strong>{sideName(t, side)}</strong>
            <span class="vint-names">
              {sidePlayers(props.night.row.playerIds, side).map(props.night.nameOf).join(' · ')}
            </span>
          </div>
        ))}
      </div>
      <div class="vint-above" aria-label={t('vint:sheet.above')} role="group">
        {above.map((row) => (
          <div key={row.dealIndex} class="vint-row" data-deal={row.dealIndex + 1}>
            {SIDES.map((side) => (
              <div key={side} class={`vint-col vint-col-${side}`}>
                {row[side].map((e, i) => (
                  <NumberButton
                    key={i}
                    value={e.points}
                    side={side}
                    part="above"
                    dealIndex={e.dealIndex}
                    game={e.game}
                    reason={e.reason}
                    onPick={() => pickAbove(side, e)}
                  />
                ))}
              </div>
            ))}
            <span class="vint-deal-no" aria-hidden="true">
              {row.dealIndex + 1}
            </span>
          </div>
        ))}
      </div>
      <div class="vint-the-line" aria-hidden="true" />
      {rubber.games.map((game) => (
        <div
          key={game.index}
          class="vint-game"
          role="group"
          aria-label={gameLabel(t, game)}
          data-game={game.index + 1}
          data-winner={game.winner ?? ''}
        >
          {rowsOf<SheetBelowEntry>(game.below.A, game.below.B).map((row) => (
            <div key={row.dealIndex} class="vint-row" data-deal={row.dealIndex + 1}>
              {SIDES.map((side) => (
                <div key={side} class={`vint-col vint-col-${side}`}>
                  {row[side].map((e, i) => (
                    <NumberButton
                      key={i}
                      value={e.points}
                      side={side}
                      part="below"
                      dealIndex={e.dealIndex}
                      game={game.index}
                      reason={e.excess > 0 ? 'capped' : 'tricks'}
                      onPick={() => props.onPick({ dealIndex: e.dealIndex, side, part: 'below' })}
                    />
                  ))}
                </div>
              ))}
              <span class="vint-deal-no" aria-hidden="true">
                {row.dealIndex + 1}
              </span>
            </div>
          ))}
          <div class={`vint-row vint-game-foot${game.winner ? ' vint-game-won' : ''}`}>
            {SIDES.map((side) => (
              <div
                key={side}
                class={`vint-col vint-col-${side} num`}
                data-game-total={side}
                data-points={game.belowTotals[side]}
              >
                {points(game.belowTotals[side], language)}
              </div>
            ))}
            <span class="vint-game-label">{gameLabel(t, game)}</span>
          </div>
        </div>
      ))}
      <div class="vint-row vint-sheet-total">
        {SIDES.map((side) => (
          <div
            key={side}
            class={`vint-col vint-col-${side} num`}
            data-rubber-total={side}
            data-points={rubber.totals[side]}
          >
            {points(rubber.totals[side], language)}
          </div>
        ))}
        <span class="vint-game-label">{t('vint:sheet.total')}</span>
      </div>
      <p class="vint-rubber-state muted">
        {rubber.finished && rubber.winner
          ? t('vint:sheet.rubberWonBy', {
              number: rubber.index + 1,
              side: sideName(t, rubber.winner),
            })
          : t('vint:sheet.rubberUnfinished')}
        {' · '}
        {t('vint:sheet.differenceIs', {
          points: points(Math.abs(rubber.totals.A - rubber.totals.B), language),
        })}
      </p>
    </div>
  );
}
