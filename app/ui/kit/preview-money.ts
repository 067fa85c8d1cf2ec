// What saving a deal would move, per player, for any game's live preview: the
// candidate entry run through the night's incremental ledger without storing
// it. Shared by the vint and preferans deal forms.
import {
  LedgerEntryError,
  type IncrementalLedger,
  type LedgerEntry,
  type Transfers,
} from '../../engine';

export type MoneyPreview =
  { readonly ok: true; readonly delta: Transfers } | { readonly ok: false; readonly code: string };

/**
 * The money an entry of `kind` with `payload` would move if saved now (as a
 * correction when it `replaces` one), or the ledger's refusal (e.g. vint: the
 * cards were cut). null for anything else: not the scorer's to fix here,
 * saving will name it.
 */
export function previewMoney(
  ledger: IncrementalLedger<unknown>,
  nightId: string,
  kind: string,
  payload: unknown,
  replaces?: string,
): MoneyPreview | null {
  const candidate: LedgerEntry = {
    id: `${kind}-preview`,
    nightId,
    seq: ledger.nextSeq,
    kind,
    payload,
    createdAt: 0,
    ...(replaces !== undefined ? { replaces, reason: 'preview' } : {}),
  };
  try {
    const after = ledger.preview(candidate).balances;
    const delta: Record<string, number> = {};
    for (const [p, v] of Object.entries(after)) delta[p] = v - (ledger.balances[p] ?? 0);
    return { ok: true, delta };
  } catch (err) {
    return err instanceof LedgerEntryError ? { ok: false, code: err.code } : null;
  }
}
