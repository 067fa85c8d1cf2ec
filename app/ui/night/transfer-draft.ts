// The manual transfer form's draft as plain data: what the scorer typed
// becomes the 'transfer' entry's payload, or the one reason it cannot (the
// same two players, an amount that is not a positive sum of money).
import { payment, type Currency, type TransferPayload } from '../../engine';
import { parseMoneyInput } from '../format';

export interface TransferDraft {
  from?: string;
  to?: string;
  amount: string;
  note: string;
}

export const EMPTY_TRANSFER: TransferDraft = { amount: '', note: '' };

/** A note is kept to 200 characters, without the blanks around it. */
export const NOTE_MAX = 200;

export type TransferCheck =
  | { readonly ok: true; readonly payload: TransferPayload }
  | { readonly ok: false; readonly error: 'errors:transfer.players' | 'errors:transfer.amount' };

export function transferOf(draft: TransferDraft, currency: Currency): TransferCheck {
  const { from, to } = draft;
  if (!from || !to || from === to) return { ok: false, error: 'errors:transfer.players' };
  const minor = parseMoneyInput(draft.amount, currency);
  if (minor === null || minor <= 0) return { ok: false, error: 'errors:transfer.amount' };
  const note = draft.note.trim().slice(0, NOTE_MAX);
  return {
    ok: true,
    payload: { transfers: payment(from, to, minor), origin: 'manual', ...(note ? { note } : {}) },
  };
}
