// The preferans game in the ledger fold. A night holds one pulka after another
// with the same players. Each entry moves what the night would pay if every
// pulka were settled now (an open one by its early-end rule) minus what it
// paid before, so the balances always equal "settle now" and sum to zero.
// Settings entries apply from the next deal; the sheet is never rewritten.
import type { GameReducer, LedgerEntry, NightInfo, StepResult } from '../../ledger/types';
import { LedgerEntryError } from '../../ledger/types';
import { money, type Money } from '../../money';
import { compactTransfers, type PlayerId, type Transfers } from '../../transfers';
import type { ValidationIssue } from '../../validation';
import type { PreferansDeal } from './deal';
import { prefError } from './errors';
import {
  addCorrection,
  addDeal,
  endEarly,
  newPulka,
  reopenPulka,
  repricePulka,
  type Pulka,
  type PulkaStep,
  type PreferansCorrection,
} from './pulka';
import { resolvePreferansSettings, type PreferansSettings } from './settings';
import { settlePulka } from './value';
import {
  PREF_CORRECTION_KIND,
  PREF_DEAL_KIND,
  PREF_END_KIND,
  PREF_PULKA_KIND,
  PREF_REOPEN_KIND,
} from './game';

export interface PreferansDealPayload {
  readonly deal: PreferansDeal;
}
export interface PreferansCorrectionPayload {
  readonly correction: PreferansCorrection;
}
export interface PreferansPulkaPayload {
  /** Who deals first in the new pulka. */
  readonly dealer?: PlayerId;
}
/** §8: the closed pulka goes on to this pulya size S′ > S; the entry's reason says why. */
export interface PreferansReopenPayload {
  readonly pulyaSize: number;
}
export interface PreferansSettingsPayload {
  readonly settings: Partial<PreferansSettings>;
}

export interface PreferansState {
  readonly players: readonly PlayerId[];
  /** In force for the next deal. */
  readonly settings: PreferansSettings;
  /** Every pulka of the night; the last is the current one. */
  readonly pulkas: readonly Pulka[];
  /** What each pulka pays settled now, in the same order. */
  readonly pulkaMoney: readonly Transfers[];
  readonly balances: Transfers;
}

export class PreferansSettingsError extends Error {
  constructor(readonly code: string) {
    super(`invalid preferans settings: ${code}`);
    this.name = 'PreferansSettingsError';
  }
}

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

function sum(list: readonly Transfers[], players: readonly PlayerId[]): Transfers {
  const out: Record<PlayerId, Money> = Object.fromEntries(players.map((p) => [p, 0]));
  for (const t of list) for (const [p, v] of Object.entries(t)) out[p] = money(out[p]! + v);
  return out;
}

function diff(after: Transfers, before: Transfers): Transfers {
  const out: Record<PlayerId, Money> = {};
  for (const [p, v] of Object.entries(after)) out[p] = money(v - (before[p] ?? 0));
  return compactTransfers(out);
}

export const currentPulka = (state: PreferansState): Pulka =>
  state.pulkas[state.pulkas.length - 1]!;

function refuse(entry: LedgerEntry, issues: readonly ValidationIssue[]): never {
  const codes = issues.map((i) => i.code).join(', ');
  const first = issues[0]!;
  // The field at fault goes along: the backup entry check names it in its path.
  throw new LedgerEntryError(
    entry.id,
    first.code,
    `invalid preferans entry: ${codes}`,
    first.params,
    first.field,
  );
}

/** The state with the current pulka (or a new one) replaced, and its money re-settled. */
function withPulka(
  state: PreferansState,
  pulka: Pulka,
  settings: PreferansSettings,
  fresh = false,
): StepResult<PreferansState> {
  const pulkas = fresh ? [...state.pulkas, pulka] : [...state.pulkas.slice(0, -1), pulka];
  const paid = settlePulka(pulka.sheet, state.players, settings).money;
  const pulkaMoney = fresh ? [...state.pulkaMoney, paid] : [...state.pulkaMoney.slice(0, -1), paid];
  const balances = sum(pulkaMoney, state.players);
  return {
    state: { ...state, settings, pulkas, pulkaMoney, balances },
    transfers: diff(balances, state.balances),
  };
}

function stepContent(state: PreferansState, entry: LedgerEntry): StepResult<PreferansState> {
  const p = entry.payload;
  const pulka = currentPulka(state);
  const s = state.settings;
  let step: PulkaStep;
  if (entry.kind === PREF_DEAL_KIND) {
    if (!isRecord(p) || !isRecord(p.deal)) refuse(entry, [{ code: prefError('invalidPayload') }]);
    step = addDeal(pulka, p.deal as unknown as PreferansDeal, state.players, s, entry.id);
  } else if (entry.kind === PREF_CORRECTION_KIND) {
    if (!isRecord(p)) refuse(entry, [{ code: prefError('invalidPayload') }]);
    const c = p.correction as PreferansCorrection;
    step = addCorrection(pulka, c, state.players, s, entry.id);
  } else {
    step = endEarly(pulka);
  }
  if (!step.ok) refuse(entry, step.issues);
  return withPulka(state, step.pulka, s);
}

function stepNewPulka(state: PreferansState, entry: LedgerEntry): StepResult<PreferansState> {
  const pulka = currentPulka(state);
  if (!pulka.ended) refuse(entry, [{ code: prefError('pulkaNotEnded') }]);
  const p = entry.payload;
  const dealer = isRecord(p) && typeof p.dealer === 'string' ? p.dealer : pulka.dealer;
  if (!state.players.includes(dealer)) refuse(entry, [{ code: prefError('dealerNotAtTable') }]);
  return withPulka(state, newPulka(state.players, dealer), state.settings, true);
}

/**
 * A closed pulka reopened (§8): the new pulya size holds from here on, for
 * this pulka and the next, as a settings change would; the money it moves is
 * only what "settle now" makes of the pulyas no longer closed.
 */
function stepReopen(state: PreferansState, entry: LedgerEntry): StepResult<PreferansState> {
  if (!entry.reason?.trim()) {
    refuse(entry, [{ code: prefError('reopenReasonMissing'), field: 'reason' }]);
  }
  const p = entry.payload;
  if (!isRecord(p)) refuse(entry, [{ code: prefError('invalidPayload') }]);
  const { settings, issues } = resolvePreferansSettings({ pulyaSize: p.pulyaSize }, state.settings);
  if (issues.length > 0) refuse(entry, issues);
  const step = reopenPulka(currentPulka(state), settings);
  if (!step.ok) refuse(entry, step.issues);
  return withPulka(state, step.pulka, settings);
}

function stepSettings(state: PreferansState, entry: LedgerEntry): StepResult<PreferansState> {
  const p = entry.payload;
  if (!isRecord(p)) refuse(entry, [{ code: prefError('invalidSettings') }]);
  const { settings, issues } = resolvePreferansSettings(p.settings, state.settings);
  if (issues.length > 0) refuse(entry, issues);
  const pulka = currentPulka(state);
  if (!pulka.ended && Math.max(...pulka.sheet.pulya) > settings.pulyaSize) {
    refuse(entry, [{ code: prefError('pulyaSizeBelowSheet'), field: 'pulyaSize' }]);
  }
  // A finished pulka keeps the money it was settled with; an open one is re-priced.
  if (pulka.ended) return { state: { ...state, settings }, transfers: {} };
  return withPulka(state, repricePulka(pulka, settings), settings);
}

/**
 * Typed by its own game name so it fits GameReducer<PreferansState> as soon as
 * 'preferans' is one of the ledger's GAMES (the registration step).
 */
export const preferansReducer: Omit<GameReducer<PreferansState>, 'game'> & {
  readonly game: 'preferans';
} = {
  game: 'preferans',
  init(night: NightInfo): PreferansState {
    const n = night.players.length;
    if ((n !== 3 && n !== 4) || new Set(night.players).size !== n) {
      throw new PreferansSettingsError(prefError('needThreeOrFourPlayers'));
    }
    const { settings, issues } = resolvePreferansSettings(night.settings);
    if (issues.length > 0) throw new PreferansSettingsError(issues[0]!.code);
    const zero = Object.fromEntries(night.players.map((p) => [p, 0]));
    return {
      players: night.players,
      settings,
      pulkas: [newPulka(night.players)],
      pulkaMoney: [zero],
      balances: zero,
    };
  },
  step(state: PreferansState, entry: LedgerEntry): StepResult<PreferansState> {
    switch (entry.kind) {
      case PREF_DEAL_KIND:
      case PREF_CORRECTION_KIND:
      case PREF_END_KIND:
        return stepContent(state, entry);
      case PREF_PULKA_KIND:
        return stepNewPulka(state, entry);
      case PREF_REOPEN_KIND:
        return stepReopen(state, entry);
      case 'settings':
        return stepSettings(state, entry);
      default:
        throw new LedgerEntryError(
          entry.id,
          prefError('unknownEntryKind'),
          `preferans cannot score ${entry.kind}`,
        );
    }
  },
};
