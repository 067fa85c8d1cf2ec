// The settlement as plain text in the UI's language, and the ways to hand it
// on: the system share sheet where there is one (phones), the clipboard
// otherwise. The text is what a player would write in the group chat.
import type { Currency, Money, Payment, PlayerId } from '../../engine';
import { formatDate, formatMoney } from '../format';
import type { TFunction } from '../i18n/use-t';

export interface ShareInput {
  readonly title: string;
  readonly createdAt: number;
  readonly currency: Currency;
  readonly players: readonly PlayerId[];
  readonly nameOf: (id: PlayerId) => string;
  readonly rounded: Readonly<Record<PlayerId, Money>>;
  readonly payments: readonly Payment[];
  readonly paid: readonly boolean[];
}

export function settlementText(t: TFunction, language: string, s: ShareInput): string {
  const money = (v: Money, signed: boolean) => formatMoney(v, s.currency, language, signed);
  const lines = [
    t('settlement:sharing.heading', { title: s.title, date: formatDate(s.createdAt, language) }),
    '',
    `${t('settlement:balances')}:`,
  ];
  const order = [...s.players].sort((a, b) => (s.rounded[b] ?? 0) - (s.rounded[a] ?? 0));
  // nameOf isolates right-to-left names, so they cannot reorder the amounts.
  for (const p of order) lines.push(`  ${s.nameOf(p)} ${money(s.rounded[p] ?? 0, true)}`);
  lines.push('');
  if (s.payments.length === 0) {
    lines.push(t('settlement:even'));
  } else {
    lines.push(`${t('settlement:paymentCount', { count: s.payments.length })}:`);
    s.payments.forEach((p, i) => {
      const line = t('settlement:payLine', {
        from: s.nameOf(p.from),
        to: s.nameOf(p.to),
        amount: money(p.amount, false),
      });
      lines.push(`  ${line}${s.paid[i] ? ` (${t('settlement:paid')})` : ''}`);
    });
  }
  return lines.join('\n');
}

export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

/** Web Share when the browser has it, else the clipboard. Throws when neither works. */
export async function shareText(title: string, text: string): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text });
      return 'shared';
    } catch (error) {
      // The user closed the share sheet: nothing to report.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Anything else (not allowed here, nothing to share to): fall back to the clipboard.
    }
  }
  await navigator.clipboard.writeText(text);
  return 'copied';
}

/** A confirmation with nothing to undo stays briefly: toasts sit over the bottom buttons. */
export const NOTE_MS = 4000;
