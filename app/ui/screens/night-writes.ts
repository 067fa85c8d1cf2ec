// The night screen's writes: save an entry (with undo in its toast), void one,
// and keep one of a pair of conflicting entries. Each write goes through
// night/commands.ts, so the engine checks it against the night as stored, and
// a refusal becomes a toast in the user's language that changes nothing.
import { useState } from 'preact/hooks';
import {
  GAMES,
  isDealKind,
  KEEP_REASON,
  LedgerEntryError,
  type IncrementalLedger,
  type LedgerEntry,
} from '../../engine';
import type { ShareRow } from '../../storage';
import type { SaveOptions } from '../games/types';
import { useT, type TFunction } from '../i18n/use-t';
import { errorText } from '../kit/messages';
import { useNotices, type NoticeApi } from '../kit/notices';
import { recordEntry, voidRecorded, type EntryDraft, type LedgerAccess } from '../night/commands';
import { describeLine } from '../night/ledger-list';
import type { SeenPlace } from '../night/recheck';
import { useSaveGuard } from '../night/use-save-guard';
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
  /** True while a save is in flight or just stored: the entry area takes no tap. */
  readonly saving: boolean;
}

/** What every write needs: where it goes, and where its refusal is told. */
interface Writer {
  readonly services: Services;
  readonly data: NightLedger;
  readonly nightId: string;
  readonly t: TFunction;
  readonly notices: NoticeApi;
  /** The game state the screen was drawn from: what the forms showed when tapped. */
  readonly shown: unknown;
}

/** The guard's clock: it must not jump when the phone's clock is set. */
const monotonic = () => performance.now();

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

/**
 * A refusal on account of another, later entry (correcting deal 3 would leave
 * deal 4 after a closed pulka): the reason alone would be read as the saved
 * entry's, so the entry it is about is named, by its number and in words.
 */
export function refusedForLater(
  err: unknown,
  savedId: string,
  entries: readonly LedgerEntry[],
): LedgerEntry | undefined {
  if (!(err instanceof LedgerEntryError) || err.entryId === savedId) return undefined;
  return entries.find((e) => e.id === err.entryId);
}

function laterEntryText(w: Writer, err: unknown, savedId: string): string | undefined {
  const later = refusedForLater(err, savedId, w.data.entries);
  const { night, game } = w.data;
  if (!later || !night || !game) return undefined;
  const what = describeLine(night, game, w.t)(later);
  return w.t('night.refusedForLater', { seq: later.seq, what, reason: errorText(w.t, err) });
}

/** Runs a write; a refusal is shown and answers false. */
/** Runs a write; a refusal is shown and answers false. */
async function attempt(w: Writer, write: () => Promise<void>, savedId?: string): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (err) {
    const later = savedId === undefined ? undefined : laterEntryText(w, err, savedId);
    w.notices.fail(later ?? errorText(w.t, err));
    return false;
  }
}

/**
 * A new deal lands where its form showed it or nowhere: the place in the state
 * the screen was drawn from, compared before each write with the night as
 * stored. Corrections and claims name their entry, the ledger rules check those.
 */
function placeOf(
  w: Writer,
  kind: string,
  options: SaveOptions,
): SeenPlace<IncrementalLedger<unknown>> | undefined {
  const { game, night } = w.data;
  if (!game || !night || options.replaces !== undefined || !isDealKind(GAMES, kind)) return;
  return {
    seen: game.nextDeal(w.shown, night),
    placeIn: (ledger) => game.nextDeal(ledger.state, night),
    nameOf: night.nameOf,
  };
}

async function saveEntry(
  w: Writer,
  ids: { id: string; now: number },
  draft: EntryDraft,
): Promise<void> {
  const place = placeOf(w, draft.kind, draft);
  const placed = { ...draft, ...(place ? { place } : {}) };
  const stored = await recordEntry(w.services.db, accessOf(w.data), w.nightId, placed, ids);
  w.data.accept(stored);
  // The toast names what was stored, so a tap that saved something else is seen at once.
  const { night, game } = w.data;
  const what = night && game ? describeLine(night, game, w.t)(stored) : '';
  w.notices.notify(w.t('night.savedWhat', { seq: stored.seq, what }), {
    label: w.t('undo'),
    run: () => void attempt(w, () => voidOne(w, stored.id, w.t('void.undoReason'))),
  });
}

export function useNightWrites(nightId: string, data: NightLedger, readOnly: boolean): NightWrites {
  const { t } = useT();
  const services = useServices();
  const notices = useNotices();
  const [resolving, setResolving] = useState(false);
  const { guarded, closed } = useSaveGuard(monotonic);
  const w: Writer = { services, data, nightId, t, notices, shown: data.ledger?.state };
  const refusedReadOnly = () => {
    notices.fail(t('sync:readOnly'));
    return Promise.resolve(false);
  };
  return {
    save: (kind, payload, options = {}) =>
      readOnly
        ? refusedReadOnly()
        : guarded(() => {
            const ids = idsOf(services);
            return attempt(w, () => saveEntry(w, ids, { kind, payload, ...options }), ids.id);
          }),
    voidEntry: (entry, reason) =>
      readOnly
        ? refusedReadOnly()
        : guarded(() => attempt(w, () => voidOne(w, entry.id, reason)), false),
    keepOne: async (others) => {
      setResolving(true);
      await attempt(w, async () => {
        // The language-free mark: every phone's ledger knows it is a resolution.
        for (const other of others) await voidOne(w, other.id, KEEP_REASON);
      });
      setResolving(false);
    },
    resolving,
    saving: closed,
  };
}
