// The night screen's writes: save an entry (with undo in its toast), void one,
// and keep one of a pair of conflicting entries. Each write goes through
// night/commands.ts, so the engine checks it against the night as stored, and
// a refusal becomes a toast in the user's language that changes nothing.
import { useState } from 'preact/hooks';
import { KEEP_REASON, type LedgerEntry } from '../../engine';
import type { ShareRow } from '../../storage';
import type { SaveOptions } from '../games/types';
import { useT, type TFunction } from '../i18n/use-t';
import { errorText } from '../kit/messages';
import { useNotices, type NoticeApi } from '../kit/notices';
import { recordEntry, voidRecorded, type LedgerAccess } from '../night/commands';
import type { NightLedger } from '../night/use-night-ledger';
import { useServices, type Services } from '../services';

/**
 * A viewer, or a phone whose link was revoked, watches its copy: writing
 * there would never reach the other phones.
 */
export const isReadOnly = (share: Pick<ShareRow, 'role' | 'state'> | null | undefined): boolean =>
  !!share && (share.role === 'viewer' || share.state === 'revoked');

export interface NightWrites {
  readonly save: (kind: string, payload: unknown, options?: SaveOptions) => Promise<boolean>;
  /** Voids one entry with the reason typed; true when it was stored. */
  readonly voidEntry: (entry: LedgerEntry, reason: string) => Promise<boolean>;
  /** Voids the other entries of a conflict, keeping the one chosen. */
  readonly keepOne: (others: readonly LedgerEntry[]) => Promise<void>;
  /** True while a conflict is being resolved (its buttons wait). */
  readonly resolving: boolean;
}

/** What every write needs: where it goes, and where its refusal is told. */
interface Writer {
  readonly services: Services;
  readonly data: NightLedger;
  readonly nightId: string;
  readonly t: TFunction;
  readonly notices: NoticeApi;
}

const idsOf = (services: Services) => ({ id: services.newId(), now: services.now() });

// Only called from a ready night screen, where the ledger is there.
const accessOf = (data: NightLedger): LedgerAccess => ({
  current: () => (data.currentLedger() ?? data.ledger)!,
  catchUp: data.catchUp,
});

async function voidOne(w: Writer, entryId: string, reason: string): Promise<void> {
  const stored = await voidRecorded(
    w.services.db,
    accessOf(w.data),
    w.nightId,
    entryId,
    reason,
    idsOf(w.services),
  );
  w.data.accept(stored);
}

/** Runs a write; a refusal is shown and answers false. */
async function attempt(w: Writer, write: () => Promise<void>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (err) {
    w.notices.fail(errorText(w.t, err));
    return false;
  }
}

async function saveEntry(
  w: Writer,
  kind: string,
  payload: unknown,
  options: SaveOptions,
): Promise<void> {
  const draft = { kind, payload, ...options };
  const stored = await recordEntry(
    w.services.db,
    accessOf(w.data),
    w.nightId,
    draft,
    idsOf(w.services),
  );
  w.data.accept(stored);
  w.notices.notify(w.t('night.saved', { seq: stored.seq }), {
    label: w.t('undo'),
    run: () => void attempt(w, () => voidOne(w, stored.id, w.t('void.undoReason'))),
  });
}

export function useNightWrites(nightId: string, data: NightLedger, readOnly: boolean): NightWrites {
  const { t } = useT();
  const services = useServices();
  const notices = useNotices();
  const [resolving, setResolving] = useState(false);
  const w: Writer = { services, data, nightId, t, notices };
  const refusedReadOnly = () => {
    notices.fail(t('sync:readOnly'));
    return Promise.resolve(false);
  };
  return {
    save: (kind, payload, options = {}) =>
      readOnly ? refusedReadOnly() : attempt(w, () => saveEntry(w, kind, payload, options)),
    voidEntry: (entry, reason) =>
      readOnly ? refusedReadOnly() : attempt(w, () => voidOne(w, entry.id, reason)),
    keepOne: async (others) => {
      setResolving(true);
      await attempt(w, async () => {
        // The language-free mark: every phone's ledger knows it is a resolution.
        for (const other of others) await voidOne(w, other.id, KEEP_REASON);
      });
      setResolving(false);
    },
    resolving,
  };
}
