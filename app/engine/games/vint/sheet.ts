// The running score sheet ("запись") across deals: rubbers → games → each
// side's entries below and above the line, each tagged with the deal and the
// rule that wrote it. Built as a fold of scoreDeal, so the totals are by
// construction the sum of what the deals wrote.
import type { PerSide, Side, VintDeal } from './deal';
import { perSide, withSide } from './deal';
import type { AboveLine, BelowLine } from './lines';
import { scoreDeal, START_POSITION, type DealScore, type SheetPosition } from './score-deal';
import type { VintSettings } from './settings';

export interface SheetBelowEntry extends BelowLine {
  /** 0-based index of the deal in the list the sheet was built from. */
  readonly dealIndex: number;
}

export interface SheetAboveEntry extends AboveLine {
  readonly dealIndex: number;
}

export interface SheetGame {
  /** 0-based within the rubber; a rubber has at most three games. */
  readonly index: number;
  readonly below: PerSide<readonly SheetBelowEntry[]>;
  readonly above: PerSide<readonly SheetAboveEntry[]>;
  readonly belowTotals: PerSide<number>;
  readonly aboveTotals: PerSide<number>;
  readonly winner: Side | null;
}

export interface SheetDeal {
  readonly index: number;
  readonly deal: VintDeal;
  /** The sheet position the deal was scored from (needed to re-score it for liability). */
  readonly before: SheetPosition;
  readonly score: DealScore;
}

export interface SheetRubber {
  readonly index: number;
  /** Fixed when the rubber's first deal was entered. */
  readonly settings: VintSettings;
  readonly deals: readonly SheetDeal[];
  readonly games: readonly SheetGame[];
  /** All points, below and above the line, over the rubber so far. */
  readonly totals: PerSide<number>;
  readonly gamesWon: PerSide<number>;
  readonly finished: boolean;
  readonly winner: Side | null;
}

export interface VintSheet {
  readonly rubbers: readonly SheetRubber[];
  /** Where the next deal will be scored from. */
  readonly position: SheetPosition;
  readonly dealCount: number;
}

/** New settings take effect with the first rubber that starts at or after `fromDeal`. */
export interface SettingsChange {
  readonly fromDeal: number;
  readonly settings: VintSettings;
}

export const EMPTY_SHEET: VintSheet = { rubbers: [], position: START_POSITION, dealCount: 0 };

const noEntries = perSide<readonly never[]>([], []);

function newGame(index: number): SheetGame {
  return {
    index,
    below: noEntries,
    above: noEntries,
    belowTotals: perSide(0, 0),
    aboveTotals: perSide(0, 0),
    winner: null,
  };
}

function addToGame(game: SheetGame, score: DealScore, dealIndex: number): SheetGame {
  const below = { A: [...game.below.A], B: [...game.below.B] };
  const above = { A: [...game.above.A], B: [...game.above.B] };
  const belowTotals = { ...game.belowTotals };
  const aboveTotals = { ...game.aboveTotals };
  for (const side of ['A', 'B'] as const) {
    const line = score.below[side];
    if (line.points !== 0) {
      below[side].push({ ...line, dealIndex });
      belowTotals[side] += line.points;
    }
  }
  for (const line of score.above) {
    above[line.side].push({ ...line, dealIndex });
    aboveTotals[line.side] += line.points;
  }
  return { index: game.index, below, above, belowTotals, aboveTotals, winner: score.gameWonBy };
}

/** The sheet with one more deal. `newRubberSettings` is used only if the deal starts a rubber. */
export function appendToSheet(
  sheet: VintSheet,
  deal: VintDeal,
  newRubberSettings: VintSettings,
): VintSheet {
  const position = sheet.position;
  const started = sheet.rubbers[position.rubber];
  const settings = started?.settings ?? newRubberSettings;
  const score = scoreDeal(position, deal, settings);
  const dealIndex = sheet.dealCount;
  const rubber: SheetRubber = started ?? {
    index: position.rubber,
    settings,
    deals: [],
    games: [],
    totals: perSide(0, 0),
    gamesWon: perSide(0, 0),
    finished: false,
    winner: null,
  };
  const game = addToGame(rubber.games[position.game] ?? newGame(position.game), score, dealIndex);
  const totals = { ...rubber.totals };
  for (const side of ['A', 'B'] as const) {
    totals[side] += score.below[side].points;
  }
  for (const line of score.above) totals[line.side] += line.points;
  const gamesWon =
    score.gameWonBy === null
      ? rubber.gamesWon
      : withSide(rubber.gamesWon, score.gameWonBy, rubber.gamesWon[score.gameWonBy] + 1);
  const updated: SheetRubber = {
    index: rubber.index,
    settings,
    deals: [...rubber.deals, { index: dealIndex, deal, before: position, score }],
    games: [...rubber.games.slice(0, position.game), game],
    totals,
    gamesWon,
    finished: score.rubberWonBy !== null,
    winner: score.rubberWonBy,
  };
  return {
    rubbers: [...sheet.rubbers.slice(0, position.rubber), updated],
    position: score.next,
    dealCount: dealIndex + 1,
  };
}

/** The settings in force for a rubber whose first deal has this index. */
export function settingsAt(
  base: VintSettings,
  changes: readonly SettingsChange[],
  dealIndex: number,
): VintSettings {
  let current = base;
  for (const change of changes) if (change.fromDeal <= dealIndex) current = change.settings;
  return current;
}

export function buildSheet(
  deals: readonly VintDeal[],
  settings: VintSettings,
  changes: readonly SettingsChange[] = [],
): VintSheet {
  let sheet = EMPTY_SHEET;
  for (const deal of deals) {
    sheet = appendToSheet(sheet, deal, settingsAt(settings, changes, sheet.dealCount));
  }
  return sheet;
}
