// Reading the vint ledger state for the screens: the settings in force, and
// where a deal sits on the sheet (its rubber, the position it was scored
// from). The sheet's deal index equals the deal's place in state.deals: the
// reducer appends to both in the same step.
import type {
  SheetDeal,
  SheetPosition,
  SheetRubber,
  VintDealRecord,
  VintSettings,
  VintState,
} from '../../../engine/games/vint';

/** The settings the next deal is scored with: the running rubber's, else the latest. */
export function currentSettings(state: VintState): VintSettings {
  return state.sheet.rubbers[state.sheet.position.rubber]?.settings ?? state.settings;
}

export interface LocatedDeal {
  /** 0-based over the night; shown to people as index + 1. */
  readonly index: number;
  readonly record: VintDealRecord;
  readonly rubber: SheetRubber;
  readonly sheetDeal: SheetDeal;
}

export function locateIndex(state: VintState, index: number): LocatedDeal | undefined {
  const record = state.deals[index];
  if (record === undefined) return undefined;
  for (const rubber of state.sheet.rubbers) {
    const first = rubber.deals[0];
    if (first === undefined || first.index > index) continue;
    const sheetDeal = rubber.deals[index - first.index];
    if (sheetDeal !== undefined && sheetDeal.index === index) {
      return { index, record, rubber, sheetDeal };
    }
  }
  return undefined;
}

export function locateDeal(state: VintState, entryId: string): LocatedDeal | undefined {
  const index = state.deals.findIndex((d) => d.entryId === entryId);
  return index < 0 ? undefined : locateIndex(state, index);
}

/** Where a new deal, or a corrected one, is scored from, and with which settings. */
export interface ScoringContext {
  readonly position: SheetPosition;
  readonly settings: VintSettings;
}

export function contextForNew(state: VintState): ScoringContext {
  return { position: state.sheet.position, settings: currentSettings(state) };
}

export function contextFor(located: LocatedDeal): ScoringContext {
  return { position: located.sheetDeal.before, settings: located.rubber.settings };
}
