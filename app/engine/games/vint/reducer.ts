// The vint game in the ledger fold. Each 'vint.deal' entry moves what the
// night's whole sheet would pay if settled now, minus what it paid before, so
// the running balances always equal "settle now" and sum to zero at each step.
// It also enforces the renonce deadline: a claim is refused once the next deal
// has been entered ("the cards were cut").
import { vintError } from './errors';
import type { EntryId, GameReducer, LedgerEntry, NightInfo, StepResult } from '../../ledger/types';
import { LedgerEntryError } from '../../ledger/types';
import { money, type Money } from '../../money';
import { compactTransfers, type PlayerId, type Transfers } from '../../transfers';
import type { PerSide, RenonceClaim, VintDeal } from './deal';
import { settleSheet } from './money';
import { VintDealError } from './score-deal';
import { resolveVintSettings, type VintSettings } from './settings';
import { appendToSheet, EMPTY_SHEET, type VintSheet } from './sheet';
import { validateVintDeal } from './validate';
import { VINT_DEAL_KIND } from './game';

export { VINT_DEAL_KIND } from './game';

export interface VintDealPayload {
  readonly deal: VintDeal;
}

export interface VintSettingsPayload {
  /** Only the fields that change; they apply from the next rubber (or now, between rubbers). */
  readonly settings: Partial<VintSettings>;
}

export interface VintDealRecord {
  readonly entryId: EntryId;
  readonly seq: number;
  /** As scored, with every renonce claim stamped with the entry that first recorded it. */
  readonly deal: VintDeal;
}

/** A replacement that brought new renonce claims: no deal entered before it may follow it. */
interface OpenClaim {
  readonly entryId: EntryId;
  readonly seq: number;
}

export interface VintState {
  readonly players: readonly PlayerId[];
  /** The latest settings: a rubber takes the ones in force when its first deal is entered. */
  readonly settings: VintSettings;
  readonly deals: readonly VintDealRecord[];
  readonly sheet: VintSheet;
  /** What each player would receive (positive) if the night were settled now. */
  readonly balances: Transfers;
  readonly openClaims: readonly OpenClaim[];
}

export class VintSettingsError extends Error {
  constructor(readonly code: string) {
    super(`invalid vint settings: ${code}`);
    this.name = 'VintSettingsError';
  }
}

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

function diff(after: Transfers, before: Transfers): Transfers {
  const out: Record<PlayerId, Money> = {};
  for (const [p, v] of Object.entries(after)) out[p] = money(v - (before[p] ?? 0));
  return compactTransfers(out);
}

function stampClaims(deal: VintDeal, entryId: EntryId): VintDeal {
  if (deal.renonces === undefined) return deal;
  const renonces: RenonceClaim[] = deal.renonces.map((c) => ({
    ...c,
    claimedIn: c.claimedIn ?? entryId,
  }));
  return { ...deal, renonces };
}

function stepDeal(state: VintState, entry: LedgerEntry): StepResult<VintState> {
  const payload = entry.payload;
  if (!isRecord(payload) || !isRecord(payload.deal)) {
    throw new LedgerEntryError(entry.id, vintError('invalidPayload'), 'vint.deal without a deal');
  }
  // This deal was entered before a later replacement brought a new claim to an earlier deal.
  const late = state.openClaims.find((c) => c.seq > entry.seq);
  if (late) {
    throw new LedgerEntryError(
      late.entryId,
      vintError('cardsCut'),
      'renonce claimed after the next deal was entered',
    );
  }
  const deal = payload.deal as unknown as VintDeal;
  const position = state.sheet.position;
  const settings = state.sheet.rubbers[position.rubber]?.settings ?? state.settings;
  const issues = validateVintDeal(settings, state.players, deal, position);
  if (issues.length > 0) {
    const first = issues[0]!;
    throw new LedgerEntryError(
      entry.id,
      first.code,
      `invalid vint deal: ${issues.map((i) => i.code).join(', ')}`,
      first.params,
    );
  }
  const stamped = stampClaims(deal, entry.id);
  const brought = (stamped.renonces ?? []).some((c) => c.claimedIn === entry.id);
  let sheet: VintSheet;
  try {
    sheet = appendToSheet(state.sheet, stamped, state.settings);
  } catch (e) {
    if (e instanceof VintDealError) throw new LedgerEntryError(entry.id, e.code, e.message);
    throw e;
  }
  const balances = settleSheet(sheet, state.players);
  return {
    state: {
      ...state,
      deals: [...state.deals, { entryId: entry.id, seq: entry.seq, deal: stamped }],
      sheet,
      balances,
      openClaims:
        brought && entry.replaces !== undefined
          ? [...state.openClaims, { entryId: entry.id, seq: entry.seq }]
          : state.openClaims,
    },
    transfers: diff(balances, state.balances),
  };
}

function stepSettings(state: VintState, entry: LedgerEntry): StepResult<VintState> {
  const payload = entry.payload;
  if (!isRecord(payload)) {
    throw new LedgerEntryError(
      entry.id,
      vintError('invalidSettings'),
      'settings entry without settings',
    );
  }
  const { settings, issues } = resolveVintSettings(payload.settings, state.settings);
  if (issues.length > 0) {
    throw new LedgerEntryError(
      entry.id,
      issues[0]!.code,
      'invalid vint settings',
      issues[0]!.params,
    );
  }
  // A rubber keeps the settings it started with, and a rubber with no deal yet
  // has no money: a settings entry never moves money.
  return { state: { ...state, settings }, transfers: {} };
}

export const vintReducer: GameReducer<VintState> = {
  game: 'vint',
  init(night: NightInfo): VintState {
    if (night.players.length !== 4 || new Set(night.players).size !== 4) {
      throw new VintSettingsError(vintError('needFourPlayers'));
    }
    const { settings, issues } = resolveVintSettings(night.settings);
    if (issues.length > 0) throw new VintSettingsError(issues[0]!.code);
    return {
      players: night.players,
      settings,
      deals: [],
      sheet: EMPTY_SHEET,
      balances: Object.fromEntries(night.players.map((p) => [p, 0])),
      openClaims: [],
    };
  },
  step(state: VintState, entry: LedgerEntry): StepResult<VintState> {
    if (entry.kind === VINT_DEAL_KIND) return stepDeal(state, entry);
    if (entry.kind === 'settings') return stepSettings(state, entry);
    throw new LedgerEntryError(
      entry.id,
      vintError('unknownEntryKind'),
      `vint cannot score ${entry.kind}`,
    );
  },
};

/**
 * Whether a renonce may still be claimed on this deal: only on the latest one,
 * since entering the next deal means the cards were cut. The UI then replaces
 * the deal's entry with a version that carries the claim.
 */
export function canClaimRenonce(state: VintState, dealEntryId: EntryId): boolean {
  const last = state.deals[state.deals.length - 1];
  return last !== undefined && last.entryId === dealEntryId;
}

/** The deal behind an entry, with its claims stamped: the starting point of an edit. */
export function vintDealOf(state: VintState, dealEntryId: EntryId): VintDeal | undefined {
  return state.deals.find((d) => d.entryId === dealEntryId)?.deal;
}

export interface VintStatus {
  /** 1-based, as the header shows them. */
  readonly rubber: number;
  readonly game: number;
  readonly gamesWon: PerSide<number>;
  /** The current game's below-the-line totals. */
  readonly below: PerSide<number>;
  readonly deals: number;
  readonly lastDealEntryId: EntryId | null;
}

export function vintStatus(state: VintState): VintStatus {
  const p = state.sheet.position;
  return {
    rubber: p.rubber + 1,
    game: p.game + 1,
    gamesWon: p.games,
    below: p.below,
    deals: state.deals.length,
    lastDealEntryId: state.deals[state.deals.length - 1]?.entryId ?? null,
  };
}
