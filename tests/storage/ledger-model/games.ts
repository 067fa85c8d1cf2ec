// The two games the model-based test plays, with the real game rules: what a
// tab can enter (hands, deals, plain transfers), what a claim that ends a hand
// looks like (mariáš tier-3 renonc, vint revoke), and the game's part of "may
// this be saved". The reducers only score: which entries reach them, and in
// which order, is decided by the reference model (./model.ts).
import {
  foldLedger,
  type GameKind,
  type GameReducer,
  type LedgerEntry,
  type Money,
  type NightInfo,
} from '../../../app/engine';
import { mariasReducer, type MariasHand } from '../../../app/engine/games/marias';
import { vintReducer } from '../../../app/engine/games/vint';
import { deal, PLAYERS, revoke } from '../../engine/vint/helpers';
import { effective, type ModelEntry } from './model';

export interface Content {
  readonly kind: string;
  readonly payload: unknown;
}

export interface GameModel {
  readonly night: NightInfo<unknown, GameKind>;
  readonly reducer: GameReducer<unknown>;
  /** What a tab enters as a new entry or as a correction. */
  readonly contents: readonly Content[];
  /** The claim a tab enters as a replacement of `target`, when the game has one for it. */
  claimOf(target: ModelEntry): Content | undefined;
  /** docs/ledger.md C2: a revoke claim entered after the next deal cannot be scored. */
  claimRefusal(entries: readonly ModelEntry[]): string | undefined;
}

const transfer = (a: string, b: string, amount: Money): Content => ({
  kind: 'transfer',
  payload: { transfers: { [a]: amount, [b]: -amount } },
});

const hra = (dealer: string, declarer: string, won: boolean): Content => ({
  kind: 'marias.hand',
  payload: { dealer, declarer, game: 'hra', won } satisfies MariasHand,
});

export const MARIAS: GameModel = {
  night: {
    id: 'model-marias',
    game: 'marias',
    players: ['A', 'B', 'C'],
    currency: 'CZK',
    settings: {},
  },
  reducer: mariasReducer as GameReducer<unknown>,
  contents: [
    hra('A', 'B', true),
    hra('B', 'C', false),
    hra('C', 'A', true),
    hra('A', 'C', false),
    transfer('A', 'C', 150),
  ],
  claimOf(target) {
    if (target.kind !== 'marias.hand') return undefined;
    const hand = target.payload as MariasHand;
    // 3A: the declarer revoked; a defender claims it.
    const offender = hand.declarer;
    const claimant = ['A', 'B', 'C'].find((p) => p !== offender)!;
    return {
      kind: 'marias.renonc',
      payload: {
        tier: '3A',
        claimant,
        offender,
        reason: 'notFollowingSuit',
        dealer: hand.dealer,
        contract: { declarer: hand.declarer, game: 'hra', flek: { game: 1 } },
        handEntryId: target.id,
      },
    };
  },
  claimRefusal: () => undefined,
};

const vintDeal = (level: number, tricks: number, side: 'A' | 'B'): Content => ({
  kind: 'vint.deal',
  payload: { deal: deal({ level, tricks, declaringSide: side }) },
});

/** A replacement carrying a revoke its target did not have: a claim, scored at its own seq. */
const isClaim = (e: ModelEntry): boolean =>
  e.replaces !== undefined &&
  e.kind === 'vint.deal' &&
  ((e.payload as { deal: { renonces?: unknown[] } }).deal.renonces?.length ?? 0) > 0;

export const VINT: GameModel = {
  night: {
    id: 'model-vint',
    game: 'vint',
    players: PLAYERS,
    currency: 'RUB',
    settings: { honours: 'off' },
  },
  reducer: vintReducer as GameReducer<unknown>,
  contents: [
    vintDeal(2, 8, 'A'),
    vintDeal(3, 8, 'B'),
    vintDeal(1, 7, 'A'),
    vintDeal(2, 6, 'B'),
    transfer('N', 'E', 300),
  ],
  claimOf(target) {
    if (target.kind !== 'vint.deal') return undefined;
    const { deal: d } = target.payload as { deal: object };
    return { kind: 'vint.deal', payload: { deal: { ...d, renonces: [revoke('B')] } } };
  },
  claimRefusal(entries) {
    // Refused once the next deal was entered: a deal scored after the claim
    // that was stored before it.
    const order = effective(entries);
    const stored = (e: ModelEntry) => entries.indexOf(e);
    for (const [i, claim] of order.entries()) {
      if (!isClaim(claim)) continue;
      const cut = order
        .slice(i + 1)
        .some((d) => d.kind === 'vint.deal' && stored(d) < stored(claim));
      if (cut) return 'cardsCut';
    }
    return undefined;
  },
};

/** The counting entries as a plain ledger (no voids, no links), in the model's scoring order. */
export function plainLedger(game: GameModel, entries: readonly ModelEntry[]): LedgerEntry[] {
  return effective(entries).map((e, i) => ({
    id: e.id,
    nightId: game.night.id,
    seq: i + 1,
    kind: e.kind,
    payload: e.payload,
    createdAt: 0,
  }));
}

/** What the night owes in the model: the game scores the model's counting entries. */
export function modelScore(game: GameModel, entries: readonly ModelEntry[]) {
  return foldLedger(game.night, plainLedger(game, entries), game.reducer);
}

/** The game's part of "may this be saved": every counting entry can still be scored. */
export function gameRefusal(game: GameModel, entries: readonly ModelEntry[]): string | undefined {
  const { unscorable } = modelScore(game, entries);
  if (unscorable.length > 0) return unscorable[0]!.code;
  return game.claimRefusal(entries);
}
