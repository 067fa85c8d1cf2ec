// Which attached nights count (docs/club.md, C1): attaches and withdrawals
// are applied in the club's order (their `at`, then their id), so every
// phone counts the same nights whatever order the records reached it in.
// A night counts once: a second attach of it is reported, never added; a
// withdrawal takes it out of everything until it is attached again.
import { CURRENCIES, isMoney, sumMoney } from '../money';
import type { MemberMap } from './members';
import type { ClubIssue, NightResult, Withdrawal } from './types';

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** ISO 8601 in UTC as `Date.prototype.toISOString` writes it: such strings sort as times. */
export const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The club's order of records: by time, ties by id (both strings compare by code unit). */
export function clubOrder<T extends { readonly at: string; readonly id: string }>(
  records: readonly T[],
): T[] {
  const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
  return [...records].sort((a, b) => cmp(a.at, b.at) || cmp(a.id, b.id));
}

/** Why a result cannot be counted, or undefined when it can (after merges). */
function resultProblem(result: NightResult, members: MemberMap): string | undefined {
  if (!DATE.test(result.date) || !INSTANT.test(result.at)) return 'errors:club.resultMalformed';
  if (!CURRENCIES.includes(result.currency)) return 'errors:club.resultMalformed';
  if (!Number.isSafeInteger(result.hands) || result.hands < 0) return 'errors:club.resultMalformed';
  const seats = result.seats;
  const keys = Object.keys(result.balances);
  if (seats.length < 2 || keys.length !== seats.length) return 'errors:club.resultMalformed';
  if (seats.some((s) => !Object.hasOwn(result.balances, s))) return 'errors:club.resultMalformed';
  if (seats.some((s) => !members.known(s))) return 'errors:club.unknownMember';
  if (new Set(seats.map(members.canonical)).size !== seats.length) {
    return 'errors:club.memberTwice';
  }
  const amounts = seats.map((s) => result.balances[s]);
  if (!amounts.every(isMoney)) return 'errors:club.resultMalformed';
  if (sumMoney(amounts as number[]) !== 0) return 'errors:club.resultNotZeroSum';
  return undefined;
}

/** A counting result with its seats and balances under the members they count as. */
function canonicalResult(result: NightResult, members: MemberMap): NightResult {
  const seats = result.seats.map(members.canonical);
  const balances = Object.fromEntries(
    result.seats.map((s) => [members.canonical(s), result.balances[s] as number]),
  );
  const figures = result.figures
    ? Object.fromEntries(
        Object.entries(result.figures).map(([s, f]) => [members.canonical(s), f] as const),
      )
    : undefined;
  return { ...result, seats, balances, ...(figures ? { figures } : {}) };
}

export interface CountedNights {
  /** In the club's order of their attaching. */
  readonly results: readonly NightResult[];
  readonly issues: readonly ClubIssue[];
}

type Event =
  | { readonly at: string; readonly id: string; readonly attach: NightResult }
  | { readonly at: string; readonly id: string; readonly withdraw: Withdrawal };

export function countedNights(
  results: readonly NightResult[],
  withdrawals: readonly Withdrawal[],
  members: MemberMap,
): CountedNights {
  const issues: ClubIssue[] = [];
  const counting = new Map<string, NightResult>();
  const events: Event[] = [
    ...results.map((r) => ({ at: r.at, id: r.id, attach: r })),
    ...withdrawals.map((w) => ({ at: w.at, id: w.id, withdraw: w })),
  ];
  for (const event of clubOrder(events)) {
    if ('withdraw' in event) {
      if (!counting.delete(event.withdraw.nightId)) {
        issues.push({ code: 'errors:club.withdrawNotAttached', record: event.id });
      }
      continue;
    }
    const result = event.attach;
    const problem = resultProblem(result, members);
    const held = counting.get(result.nightId);
    if (problem) issues.push({ code: problem, record: result.id, params: { date: result.date } });
    else if (held) issues.push(twiceIssue(result, held));
    else counting.set(result.nightId, canonicalResult(result, members));
  }
  return { results: [...counting.values()], issues };
}

/** The same night attached again: harmless when it is the same ledger, a question when not. */
function twiceIssue(result: NightResult, held: NightResult): ClubIssue {
  const code =
    result.ledgerHash === held.ledgerHash
      ? 'errors:club.nightAttachedTwice'
      : 'errors:club.nightResultDiffers';
  return { code, record: result.id, params: { date: result.date } };
}
