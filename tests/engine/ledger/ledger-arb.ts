// Random stored ledgers for the bulk-load and snapshot properties: wins,
// transfers, voids of any entry (voids of voids), corrections of any content
// entry (corrections of corrections, of replaced or voided ones: two phones
// apart), claims, entries the game cannot score, and broken links.
import fc from 'fast-check';
import {
  LedgerEntryError,
  type GameReducer,
  type LedgerEntry,
  type NightInfo,
} from '../../../app/engine';

export type LedgerOp =
  | { t: 'win'; winner: number }
  | { t: 'bad' }
  | { t: 'transfer'; amount: number }
  | { t: 'void'; pick: number }
  | { t: 'replace'; pick: number; winner: number; claim: boolean }
  | { t: 'broken'; voidsUnknown: boolean; pick: number };

const pick = fc.nat();

export const ledgerOpArb: fc.Arbitrary<LedgerOp> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ t: fc.constant('win' as const), winner: fc.nat(2) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('bad' as const) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      t: fc.constant('transfer' as const),
      amount: fc.integer({ min: 1, max: 5_000 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('void' as const), pick }) },
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant('replace' as const),
      pick,
      winner: fc.nat(2),
      claim: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ t: fc.constant('broken' as const), voidsUnknown: fc.boolean(), pick }),
  },
);

export const ledgerOpsArb = fc.array(ledgerOpArb, { minLength: 0, maxLength: 50 });

/** The stored entries the ops describe, seq 1..n (one writer). */
export function toLedgerEntries(ops: readonly LedgerOp[], night: NightInfo): LedgerEntry[] {
  const entries: LedgerEntry[] = [];
  ops.forEach((op, i) => {
    const seq = i + 1;
    const base = { id: `e${seq}`, nightId: night.id, seq, createdAt: seq, payload: {} };
    const contents = entries.filter((e) => e.kind !== 'void');
    const voids = entries.filter((e) => e.kind === 'void');
    const win = (winner: number) => ({ winner: night.players[winner % night.players.length] });
    if (op.t === 'void' && entries.length > 0) {
      const target = entries[op.pick % entries.length]!;
      entries.push({ ...base, kind: 'void', voids: target.id, reason: 'undo' });
    } else if (op.t === 'replace' && contents.length > 0) {
      const target = contents[op.pick % contents.length]!;
      const kind = op.claim ? 'test.claim' : 'test.win';
      entries.push({ ...base, kind, payload: win(op.winner), replaces: target.id, reason: 'fix' });
    } else if (op.t === 'broken') {
      const target =
        voids.length > 0 && !op.voidsUnknown ? voids[op.pick % voids.length] : undefined;
      if (target) entries.push({ ...base, kind: 'test.win', payload: win(0), replaces: target.id });
      else entries.push({ ...base, kind: 'void', voids: `missing-${seq}` });
    } else if (op.t === 'transfer') {
      const [p, q] = night.players;
      const transfers = { [p!]: -op.amount, [q!]: op.amount };
      entries.push({ ...base, kind: 'transfer', payload: { transfers } });
    } else if (op.t === 'bad') {
      entries.push({ ...base, kind: 'test.win', payload: { winner: 'nobody' } });
    } else {
      entries.push({ ...base, kind: 'test.win', payload: win(op.t === 'win' ? op.winner : 0) });
    }
  });
  return entries;
}

export { night } from './test-reducer';

export interface ClaimState {
  readonly wins: number;
  /** Claims scored so far, with the seq they were entered at. */
  readonly claims: readonly { readonly id: string; readonly seq: number }[];
}

/**
 * Each win pays its winner (n-th win) × 100 from everyone else. A claim is
 * scored where the entry it corrects stood; a win entered before the claim
 * but scored after it blames the claim (like a vint renonce claim that came
 * after the next deal), and the claim then counts nothing.
 */
export const claimReducer: GameReducer<ClaimState> = {
  game: 'marias',
  init: () => ({ wins: 0, claims: [] }),
  step(state, entry, info) {
    if (entry.kind === 'settings') return { state, transfers: {} };
    const late = state.claims.find((c) => c.seq > entry.seq);
    if (late) throw new LedgerEntryError(late.id, 'test.lateClaim', 'claim after the next win');
    const winner = (entry.payload as { winner: string }).winner;
    if (!info.players.includes(winner)) throw new LedgerEntryError(entry.id, 'test.who', 'who?');
    const wins = state.wins + 1;
    const transfers: Record<string, number> = {};
    for (const p of info.players) transfers[p] = p === winner ? 0 : -wins * 100;
    transfers[winner] = wins * 100 * (info.players.length - 1);
    const claims =
      entry.kind === 'test.claim'
        ? [...state.claims, { id: entry.id, seq: entry.seq }]
        : state.claims;
    return { state: { wins, claims }, transfers };
  },
};
