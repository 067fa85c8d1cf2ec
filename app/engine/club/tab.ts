// The running tab (docs/club.md, C3): what each member is owed (+) or owes
// (−) across every counting night of the club, less what was paid, one
// tab per currency. A payment counts in the club's order and only up to the
// debt: one larger than what the payer owes or the payee is owed is refused,
// so a tab can never be paid into the wrong direction.
import { money, type Currency, type Money } from '../money';
import {
  largestFirstTransfers,
  minTransfers,
  MAX_SETTLEMENT_PLAYERS,
  type Payment,
} from '../settlement/min-transfers';
import type { MemberMap } from './members';
import { clubOrder, INSTANT } from './nights';
import type { ClubIssue, ClubPayment, MemberId, NightResult } from './types';

/** One line of a member's statement: what a night or a payment changed. */
export interface StatementLine {
  readonly record: string;
  readonly kind: 'night' | 'payment';
  readonly at: string;
  readonly amount: Money;
  /** The member's tab after this line. */
  readonly running: Money;
}

export interface Tab {
  readonly currency: Currency;
  /** Non-zero nets only; they sum to zero. */
  readonly nets: Readonly<Record<MemberId, Money>>;
  /** Who pays whom to clear the tab. */
  readonly settle: readonly Payment[];
  /** True when `settle` is proven minimal (at most MAX_SETTLEMENT_PLAYERS uneven members). */
  readonly minimal: boolean;
  readonly statements: Readonly<Record<MemberId, readonly StatementLine[]>>;
}

type Move =
  | { readonly at: string; readonly id: string; readonly night: NightResult }
  | { readonly at: string; readonly id: string; readonly payment: ClubPayment };

class TabBuilder {
  readonly nets = new Map<MemberId, Money>();
  readonly statements = new Map<MemberId, StatementLine[]>();

  constructor(readonly currency: Currency) {}

  net(member: MemberId): Money {
    return this.nets.get(member) ?? 0;
  }

  add(member: MemberId, amount: Money, line: Omit<StatementLine, 'amount' | 'running'>): void {
    const running = money(this.net(member) + amount);
    this.nets.set(member, running);
    const lines = this.statements.get(member) ?? [];
    lines.push({ ...line, amount, running });
    this.statements.set(member, lines);
  }
}

/** Why a payment cannot count now, or undefined. */
function paymentProblem(
  payment: ClubPayment,
  tab: TabBuilder,
  members: MemberMap,
): string | undefined {
  const { from, to, amount } = payment;
  if (!INSTANT.test(payment.at) || !Number.isSafeInteger(amount) || amount <= 0) {
    return 'errors:club.paymentMalformed';
  }
  if (!members.known(from) || !members.known(to)) return 'errors:club.unknownMember';
  if (members.canonical(from) === members.canonical(to)) return 'errors:club.paymentMalformed';
  const owes = -tab.net(members.canonical(from));
  const owed = tab.net(members.canonical(to));
  return amount > owes || amount > owed ? 'errors:club.paymentTooLarge' : undefined;
}

function applyMove(move: Move, tab: TabBuilder, members: MemberMap, issues: ClubIssue[]): void {
  const line = { record: move.id, at: move.at };
  if ('night' in move) {
    for (const seat of move.night.seats) {
      tab.add(seat, move.night.balances[seat] ?? 0, { ...line, kind: 'night' });
    }
    return;
  }
  const payment = move.payment;
  const problem = paymentProblem(payment, tab, members);
  if (problem) {
    const max = Math.max(
      0,
      Math.min(-tab.net(members.canonical(payment.from)), tab.net(members.canonical(payment.to))),
    );
    issues.push({ code: problem, record: payment.id, params: { max } });
    return;
  }
  tab.add(members.canonical(payment.from), payment.amount, { ...line, kind: 'payment' });
  tab.add(members.canonical(payment.to), money(-payment.amount), { ...line, kind: 'payment' });
}

/** The tab of one currency from the counting nights (already canonical) and the payments. */
export function buildTab(
  currency: Currency,
  nights: readonly NightResult[],
  payments: readonly ClubPayment[],
  members: MemberMap,
): { tab: Tab; issues: ClubIssue[] } {
  const builder = new TabBuilder(currency);
  const issues: ClubIssue[] = [];
  const moves: Move[] = [
    ...nights
      .filter((n) => n.currency === currency)
      .map((night) => ({ at: night.at, id: night.id, night })),
    ...payments
      .filter((p) => p.currency === currency)
      .map((payment) => ({ at: payment.at, id: payment.id, payment })),
  ];
  for (const move of clubOrder(moves)) applyMove(move, builder, members, issues);
  const nets = Object.fromEntries([...builder.nets].filter(([, v]) => v !== 0));
  const order = members.active;
  const minimal = Object.keys(nets).length <= MAX_SETTLEMENT_PLAYERS;
  const settle = minimal ? minTransfers(nets, order) : largestFirstTransfers(nets, order);
  const statements = Object.fromEntries(builder.statements);
  return { tab: { currency, nets, settle, minimal, statements }, issues };
}
