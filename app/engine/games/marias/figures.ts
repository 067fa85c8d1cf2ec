// Mariáš's own figures of a night for the club's season table (docs/club.md
// C4), read from the hands and renoncs that counted: how many games each
// player declared, how many of those he came out of ahead, and how many
// renonc fines he paid.
import type { EntryContribution, FoldResult } from '../../ledger/fold';
import type { LedgerEntry, NightInfo } from '../../ledger/types';
import type { PlayerId } from '../../transfers';
import type { NightFigures } from '../contract';
import { isRecord } from './errors';
import type { MARIAS_FIGURE_KEYS } from './game';
import { MARIAS_KINDS } from './game';

type Tally = Record<(typeof MARIAS_FIGURE_KEYS)[number], number>;

const payerOf = (c: EntryContribution): PlayerId | undefined =>
  Object.entries(c.transfers).find(([, v]) => v < 0)?.[0];

/** Whose figure an entry that counted adds to, and which. */
function countOf(
  c: EntryContribution,
  payload: unknown,
): { player: PlayerId; keys: (keyof Tally)[] } | undefined {
  if (c.kind === MARIAS_KINDS.hand && isRecord(payload) && typeof payload.declarer === 'string') {
    const player = payload.declarer;
    // Won: the declarer was paid more than he paid over the whole hand (sedma, kilo, hearts…).
    const won = (c.transfers[player] ?? 0) > 0;
    return { player, keys: won ? ['declared', 'declaredWon'] : ['declared'] };
  }
  if (c.kind === MARIAS_KINDS.renonc && isRecord(payload) && typeof payload.offender === 'string')
    return { player: payload.offender, keys: ['renoncs'] };
  // Only a misdeal fined as a renonc (the second of a round or later) makes its dealer pay.
  const payer = c.kind === MARIAS_KINDS.misdeal ? payerOf(c) : undefined;
  return payer === undefined ? undefined : { player: payer, keys: ['renoncs'] };
}

export function mariasFigures(
  fold: FoldResult<unknown>,
  night: NightInfo,
  entries: readonly LedgerEntry[],
): NightFigures {
  const tallies = new Map<PlayerId, Tally>(
    night.players.map((p) => [p, { declared: 0, declaredWon: 0, renoncs: 0 }]),
  );
  const payloads = new Map(entries.map((e) => [e.id, e.payload]));
  for (const c of fold.contributions) {
    const count = countOf(c, payloads.get(c.entryId));
    const tally = count && tallies.get(count.player);
    if (count && tally) for (const key of count.keys) tally[key] += 1;
  }
  return Object.fromEntries(tallies);
}
