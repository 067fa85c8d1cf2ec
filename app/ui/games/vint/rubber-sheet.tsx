// One rubber of the score sheet as on paper: N–S and E–W columns with the
// deal number between them; above the line the bonuses and penalties (newest
// at the top, as they are written upwards from the line), below it each
// game's trick scores with a double line and the winner after it. Every
// number is a button that says where it came from.
import {
  sidePlayers,
  SIDES,
  type AboveLine,
  type SheetBelowEntry,
  type SheetGame,
  type SheetRubber,
  type Side,
} from '../../../engine/games/vint';
import { useT, type TFunction } from '../../i18n/use-t';
import type { NightView } from '../types';
import { points, sideName } from './labels';
import type { SheetPick } from './sheet-explain';
import { aboveRows, rowsOf, type AboveItem, type SheetRow } from './sheet-rows';

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

/**
 * One deal's row above or below the line: each side's numbers in its column and
 * the deal number between them. `tag` says which game and rule wrote an entry.
 */
function SheetRowCells<T extends { dealIndex: number; points: number }>(props: {
  row: SheetRow<T>;
  part: 'below' | 'above';
  tag: (entry: T) => { game: number; reason: string };
  onPick: (side: Side, entry: T) => void;
}) {
  const { row } = props;
  return (
    <div class="vint-row" data-deal={row.dealIndex + 1}>
      {SIDES.map((side) => (
        <div key={side} class={`vint-col vint-col-${side}`}>
          {row[side].map((e, i) => (
            <NumberButton
              key={i}
              value={e.points}
              side={side}
              part={props.part}
              dealIndex={e.dealIndex}
              {...props.tag(e)}
              onPick={() => props.onPick(side, e)}
            />
          ))}
        </div>
      ))}
      <span class="vint-deal-no" aria-hidden="true">
        {row.dealIndex + 1}
      </span>
    </div>
  );
}

function gameLabel(t: TFunction, game: SheetGame): string {
  return game.winner
    ? t('vint:sheet.gameWonBy', { number: game.index + 1, side: sideName(t, game.winner) })
    : t('vint:sheet.gameInProgress', { number: game.index + 1 });
}

/** The sides' short names over their players' names. */
function SheetHead(props: { night: NightView }) {
  const { t } = useT();
  return (
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
  );
}

/** Above the line: one row per deal, newest at the top, several items of a deal side by side. */
function AboveLines(props: { rubber: SheetRubber; onPick: (pick: SheetPick) => void }) {
  const { t } = useT();
  const pick = (side: Side, entry: AboveItem) => {
    const line: AboveLine = entry;
    props.onPick({ dealIndex: entry.dealIndex, side, part: 'above', line });
  };
  return (
    <div class="vint-above" aria-label={t('vint:sheet.above')} role="group">
      {aboveRows(props.rubber).map((row) => (
        <SheetRowCells
          key={row.dealIndex}
          row={row}
          part="above"
          tag={(e) => ({ game: e.game, reason: e.reason })}
          onPick={pick}
        />
      ))}
    </div>
  );
}

/** A row of totals with its label under it (a game's foot, the rubber's total). */
function TotalsRow(props: {
  class: string;
  totals: SheetRubber['totals'];
  data: 'data-game-total' | 'data-rubber-total';
  label: string;
}) {
  const { language } = useT();
  return (
    <div class={`vint-row ${props.class}`}>
      {SIDES.map((side) => (
        <div
          key={side}
          class={`vint-col vint-col-${side} num`}
          {...{ [props.data]: side }}
          data-points={props.totals[side]}
        >
          {points(props.totals[side], language)}
        </div>
      ))}
      <span class="vint-game-label">{props.label}</span>
    </div>
  );
}

/** Below the line: one game's trick scores, its totals and (once won) the double line. */
function GameRows(props: { game: SheetGame; onPick: (pick: SheetPick) => void }) {
  const { t } = useT();
  const { game } = props;
  return (
    <div
      class="vint-game"
      role="group"
      aria-label={gameLabel(t, game)}
      data-game={game.index + 1}
      data-winner={game.winner ?? ''}
    >
      {rowsOf<SheetBelowEntry>(game.below.A, game.below.B).map((row) => (
        <SheetRowCells
          key={row.dealIndex}
          row={row}
          part="below"
          tag={(e) => ({ game: game.index, reason: e.excess > 0 ? 'capped' : 'tricks' })}
          onPick={(side, e) => props.onPick({ dealIndex: e.dealIndex, side, part: 'below' })}
        />
      ))}
      <TotalsRow
        class={`vint-game-foot${game.winner ? ' vint-game-won' : ''}`}
        totals={game.belowTotals}
        data="data-game-total"
        label={gameLabel(t, game)}
      />
    </div>
  );
}

/** Who won the rubber (or that it goes on) and the difference in points. */
function RubberState(props: { rubber: SheetRubber }) {
  const { t, language } = useT();
  const { rubber } = props;
  return (
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
  );
}

export function RubberSheet(props: {
  rubber: SheetRubber;
  night: NightView;
  onPick: (pick: SheetPick) => void;
}) {
  const { t } = useT();
  const { rubber } = props;
  return (
    <div
      class="vint-sheet"
      data-rubber={rubber.index + 1}
      data-finished={rubber.finished}
      data-winner={rubber.winner ?? ''}
    >
      <SheetHead night={props.night} />
      <AboveLines rubber={rubber} onPick={props.onPick} />
      <div class="vint-the-line" aria-hidden="true" />
      {rubber.games.map((game) => (
        <GameRows key={game.index} game={game} onPick={props.onPick} />
      ))}
      <TotalsRow
        class="vint-sheet-total"
        totals={rubber.totals}
        data="data-rubber-total"
        label={t('vint:sheet.total')}
      />
      <RubberState rubber={rubber} />
    </div>
  );
}
