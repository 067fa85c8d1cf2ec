// What a phone's engine would refuse in one entry, checked on the server
// (SYNC-PROTOCOL.md "Entries"): the engine's own seq bound, a kind some game's
// description (or the ledger) knows, the night's id, and the field sizes of a
// backup. Only pure engine modules are imported: the kind lists and the
// limits, never a game's rules, so a payload's meaning stays the phones' work.
import { BACKUP_LIMITS } from '../app/engine/backup/format';
import { GENERIC_ENTRY_KINDS } from '../app/engine/games/contract';
import { MARIAS_GAME } from '../app/engine/games/marias/game';
import { PREFERANS_GAME } from '../app/engine/games/preferans/game';
import { VINT_GAME } from '../app/engine/games/vint/game';
import { LEDGER_MAX_SEQ } from '../app/engine/ledger/order';

/** Every entry kind a phone of this version can count. */
export const KNOWN_KINDS: ReadonlySet<string> = new Set<string>([
  ...GENERIC_ENTRY_KINDS,
  ...[MARIAS_GAME, VINT_GAME, PREFERANS_GAME].flatMap((game) => game.entryKinds),
]);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.getPrototypeOf(value) === Object.prototype;

const text = (value: unknown, max: number): boolean =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

const optionalText = (value: unknown, max: number): boolean =>
  value === undefined || text(value, max);

/** The night a `meta.night` value (the sharing phone's snapshot) belongs to. */
export function nightIdOfMeta(value: unknown): string | undefined {
  if (!isPlainObject(value) || !isPlainObject(value.night)) return undefined;
  return typeof value.night.id === 'string' ? value.night.id : undefined;
}

/**
 * Whether a phone could count this entry's fields: not its payload (that is
 * the game's), but everything a bad value of which would stop a whole night.
 */
export function entryFieldsAreCountable(
  value: Record<string, unknown>,
  nightId: string | undefined,
): boolean {
  const { maxId, maxName, maxString, maxTimestamp } = BACKUP_LIMITS;
  const { seq, createdAt } = value;
  return (
    text(value.id, maxId) &&
    text(value.nightId, maxId) &&
    (nightId === undefined || value.nightId === nightId) &&
    typeof seq === 'number' &&
    Number.isSafeInteger(seq) &&
    seq >= 1 &&
    seq <= LEDGER_MAX_SEQ &&
    typeof value.kind === 'string' &&
    KNOWN_KINDS.has(value.kind) &&
    typeof createdAt === 'number' &&
    Number.isSafeInteger(createdAt) &&
    createdAt >= 0 &&
    createdAt <= maxTimestamp &&
    optionalText(value.device, maxId) &&
    optionalText(value.by, maxName) &&
    optionalText(value.voids, maxId) &&
    optionalText(value.replaces, maxId) &&
    (value.reason === undefined ||
      (typeof value.reason === 'string' && value.reason.length <= maxString))
  );
}
