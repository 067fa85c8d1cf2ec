// The rules of the test game "dice": one entry kind, 'dice.round', in which
// every player at the table wins or loses a free whole amount (minor units)
// and the amounts sum to zero. A 'settings' entry may change the stake cap.
import {
  LedgerEntryError,
  isMoney,
  type GameEngine,
  type GameReducer,
  type LedgerEntry,
  type NightInfo,
  type StepResult,
  type Transfers,
  type ValidationIssue,
} from '../../../app/engine';
import { DICE, DICE_ROUND_KIND } from './game';

export interface DiceSettings {
  /** The most one player may win or lose in a round, minor units. */
  readonly cap: number;
}

export interface DiceRoundPayload {
  readonly amounts: Readonly<Record<string, number>>;
}

export interface DiceState {
  readonly cap: number;
  readonly rounds: number;
}

export const DEFAULT_DICE_SETTINGS: DiceSettings = { cap: 10_000 };

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

const capOf = (settings: unknown): number | undefined =>
  isRecord(settings) && Number.isInteger(settings.cap) && (settings.cap as number) > 0
    ? (settings.cap as number)
    : undefined;

/** What is wrong with a round (an i18next key of the 'dice' namespace), or undefined. */
export function roundProblem(
  payload: unknown,
  players: readonly string[],
  cap: number,
): string | undefined {
  if (!isRecord(payload) || !isRecord(payload.amounts)) return 'dice:errors.invalidPayload';
  const entries = Object.entries(payload.amounts);
  if (entries.some(([p]) => !players.includes(p))) return 'dice:errors.notAtTable';
  if (entries.some(([, v]) => !isMoney(v))) return 'dice:errors.notWhole';
  if (entries.some(([, v]) => Math.abs(v as number) > cap)) return 'dice:errors.overCap';
  const sum = entries.reduce((s, [, v]) => s + (v as number), 0);
  return sum === 0 ? undefined : 'dice:errors.notZeroSum';
}

function stepRound(state: DiceState, entry: LedgerEntry, night: NightInfo): StepResult<DiceState> {
  const problem = roundProblem(entry.payload, night.players, state.cap);
  if (problem !== undefined) throw new LedgerEntryError(entry.id, problem, problem);
  const { amounts } = entry.payload as DiceRoundPayload;
  const transfers: Transfers = Object.fromEntries(
    Object.entries(amounts).filter(([, v]) => v !== 0),
  );
  return { state: { ...state, rounds: state.rounds + 1 }, transfers };
}

export const diceReducer: GameReducer<DiceState> = {
  game: DICE,
  init: (night) => ({ cap: capOf(night.settings) ?? DEFAULT_DICE_SETTINGS.cap, rounds: 0 }),
  step(state, entry, night) {
    if (entry.kind === DICE_ROUND_KIND) return stepRound(state, entry, night);
    if (entry.kind === 'settings') {
      const cap = capOf(isRecord(entry.payload) ? entry.payload.settings : undefined);
      if (cap === undefined) {
        throw new LedgerEntryError(entry.id, 'dice:errors.invalidSettings', 'bad dice settings');
      }
      return { state: { ...state, cap }, transfers: {} };
    }
    throw new LedgerEntryError(entry.id, 'dice:errors.unknownEntryKind', entry.kind);
  },
};

export const diceEngine: GameEngine<DiceState, DiceSettings> = {
  reducer: diceReducer,
  defaultSettings: DEFAULT_DICE_SETTINGS,
  checkSettings: (settings): readonly ValidationIssue[] =>
    capOf(settings) === undefined ? [{ code: 'dice:errors.invalidSettings', field: 'cap' }] : [],
  refusalPath: () => 'payload',
};
