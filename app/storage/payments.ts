// Settlement bookkeeping: which payments of a night were marked as paid, and
// the night's rounding choice. Neither is a ledger entry: marking a payment
// paid changes no balance, it only decides what carries over to the next night.
import { DEFAULT_ROUND_TO, isMoney, type Money, type NightId, type Timestamp } from '../engine';
import { guarded, StorageError } from './errors';
import type { PaymentRow, RenoncDb } from './schema';
import { getSetting, setSetting } from './settings';

/** A payment of the settlement, as the end-of-night screen shows it. */
export interface PaymentRef {
  readonly from: string;
  readonly to: string;
  readonly amount: Money;
}

export { DEFAULT_ROUND_TO };

export function roundToKey(nightId: NightId): string {
  return `roundTo:${nightId}`;
}

/** A positive amount of minor units, or null for no rounding. */
export function isRoundTo(value: unknown): value is Money | null {
  return value === null || (isMoney(value) && value > 0);
}

/** The night's rounding unit; a damaged stored value falls back to the default. */
export async function nightRoundTo(db: RenoncDb, nightId: NightId): Promise<Money | null> {
  const stored = await getSetting<unknown>(db, roundToKey(nightId), undefined);
  return isRoundTo(stored) ? stored : DEFAULT_ROUND_TO;
}

export function setNightRoundTo(
  db: RenoncDb,
  nightId: NightId,
  roundTo: Money | null,
): Promise<void> {
  if (!isRoundTo(roundTo)) {
    return Promise.reject(new StorageError('invalid', `bad rounding unit ${String(roundTo)}`));
  }
  return setSetting(db, roundToKey(nightId), roundTo);
}

/** Marks of a night, oldest first. */
export function paymentsOfNight(db: RenoncDb, nightId: NightId): Promise<PaymentRow[]> {
  return guarded(async () => {
    const rows = await db.payments.where('nightId').equals(nightId).toArray();
    return rows.sort((a, b) => a.paidAt - b.paidAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  });
}

/**
 * Marks a payment of the night as paid. Idempotent: a settlement never holds
 * two payments from the same payer to the same payee, so a second tap (or a
 * second tab) finds the mark already there and returns it.
 */
export function markPaid(
  db: RenoncDb,
  nightId: NightId,
  payment: PaymentRef,
  options: { id?: string; now?: Timestamp } = {},
): Promise<PaymentRow> {
  const { from, to, amount } = payment;
  if (from === to || !isMoney(amount) || amount <= 0) {
    return Promise.reject(new StorageError('invalid', 'not a payment between two players'));
  }
  return guarded(() =>
    db.transaction('rw', [db.nights, db.payments], async () => {
      const night = await db.nights.get(nightId);
      if (!night) throw new StorageError('notFound', `no night ${nightId}`);
      if (!night.playerIds.includes(from) || !night.playerIds.includes(to)) {
        throw new StorageError('invalid', 'the payment names a player not at this night');
      }
      const existing = await db.payments
        .where('nightId')
        .equals(nightId)
        .filter((m) => m.from === from && m.to === to && m.amount === amount)
        .first();
      if (existing) return existing;
      const row: PaymentRow = {
        id: options.id ?? crypto.randomUUID(),
        nightId,
        from,
        to,
        amount,
        paidAt: options.now ?? Date.now(),
      };
      await db.payments.add(row);
      return row;
    }),
  );
}

/** Takes the paid mark of this payment back; resolves with how many marks were removed. */
export function unmarkPaid(db: RenoncDb, nightId: NightId, payment: PaymentRef): Promise<number> {
  return guarded(() =>
    db.payments
      .where('nightId')
      .equals(nightId)
      .filter((m) => m.from === payment.from && m.to === payment.to && m.amount === payment.amount)
      .delete(),
  );
}
