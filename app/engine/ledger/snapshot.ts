// Stored snapshots of a night's fold: a cache that lets a long night open by
// reading and scoring only the entries after the snapshot. A snapshot keeps
// what it was folded from (the first `count` stored entries in scoring order,
// as one record: IndexedDB hands over one record of ten thousand entries many
// times faster than ten thousand rows), a hash of their order keys, the
// version of the code and rules that folded it, and a checksum of the fold. Anything that does not match
// (another version, entries missing or inserted before its end by sync, a
// correction or void that reaches behind it, a corrupt row) is never used as
// it is: `resumeFromSnapshot` then answers undefined (the caller folds fully),
// or the ledger re-scores from the start. It never shows a wrong amount.
import type { Money } from '../money';
import type { PlayerId } from '../transfers';
import { IncrementalLedger } from './incremental';
import type { SavedSlot } from './saved-fold';
import type { EntryId, GameReducer, LedgerEntry, NightId, NightInfo } from './types';

/** A snapshot is written after a save once this many entries came since the last one. */
export const SNAPSHOT_EVERY = 200;

/** Bumped when the snapshot's shape or meaning changes. */
export const SNAPSHOT_FORMAT = 2;

export interface LedgerSnapshot {
  readonly nightId: NightId;
  /** `${SNAPSHOT_FORMAT}:${game}:${code version}`: another version never resumes. */
  readonly version: string;
  /** How many stored entries (scoring order) it was folded from. */
  readonly count: number;
  /** The order key of the last of them (its stored seq, device and id). */
  readonly last: { readonly id: EntryId; readonly seq: number; readonly device: string };
  /** Hash of those entries' order keys and links, in scoring order (`idsHashOf`). */
  readonly idsHash: string;
  /** Those entries themselves, as stored (own seq), in scoring order. */
  readonly entries: readonly LedgerEntry[];
  readonly state: unknown;
  readonly balances: Readonly<Record<PlayerId, Money>>;
  readonly slots: readonly SavedSlot[];
  /** Hash of everything above but `entries` (covered by `idsHash`) and of the night's fixed settings. */
  readonly checksum: string;
}

export function snapshotVersion(night: NightInfo, codeVersion: string): string {
  return `${SNAPSHOT_FORMAT}:${night.game}:${codeVersion}`;
}

/**
 * The snapshot of `ledger`, folded from `stored` (the stored entries in
 * scoring order, as OrderedLedger keeps them); undefined when the game's
 * state is not plain data (it would not survive the database's structured clone).
 */
export function takeSnapshot<S>(
  ledger: IncrementalLedger<S>,
  stored: readonly LedgerEntry[],
  codeVersion: string,
): LedgerSnapshot | undefined {
  const last = stored[stored.length - 1];
  if (!last || ledger.size !== stored.length || !isPlainData(ledger.state)) return undefined;
  const body: Omit<LedgerSnapshot, 'checksum' | 'entries'> = {
    nightId: ledger.night.id,
    version: snapshotVersion(ledger.night, codeVersion),
    count: stored.length,
    last: { id: last.id, seq: last.seq, device: last.device ?? '' },
    idsHash: idsHashOf(stored, stored.length),
    state: ledger.state,
    balances: { ...ledger.balances },
    slots: ledger.savedSlots(),
  };
  return { ...body, entries: stored.slice(), checksum: checksumOf(ledger.night, body) };
}

/**
 * A ledger of the first `snapshot.count` entries taken from the snapshot, or
 * undefined when the snapshot does not belong to exactly these entries and
 * this code. `stored` and `ranked` are the night's entries in scoring order
 * (stored seq, and ranked as the fold reads them).
 */
export function resumeFromSnapshot<S>(
  night: NightInfo,
  reducer: GameReducer<S>,
  stored: readonly LedgerEntry[],
  ranked: readonly LedgerEntry[],
  snapshot: unknown,
  codeVersion: string,
): IncrementalLedger<S> | undefined {
  try {
    if (!isIntactSnapshot(night, snapshot, codeVersion)) return undefined;
    const { count, last } = snapshot;
    const end = stored[count - 1];
    if (count > stored.length || !end) return undefined;
    if (end.id !== last.id || end.seq !== last.seq || (end.device ?? '') !== last.device) {
      return undefined;
    }
    if (!sameEntries(snapshot, stored) && idsHashOf(stored, count) !== snapshot.idsHash) {
      return undefined;
    }
    const saved = {
      state: snapshot.state as S,
      balances: snapshot.balances,
      slots: snapshot.slots,
    };
    return IncrementalLedger.resume(night, reducer, ranked.slice(0, count), saved);
  } catch {
    return undefined;
  }
}

/**
 * Whether `snapshot` is one this code wrote for this night and is unchanged
 * since (shape, night, version, checksum of the fold); says nothing yet about
 * whether the night's entries still fit it.
 */
export function isIntactSnapshot(
  night: NightInfo,
  snapshot: unknown,
  codeVersion: string,
): snapshot is LedgerSnapshot {
  if (!isSnapshotShape(snapshot)) return false;
  const known = intact.get(snapshot);
  if (known?.night === night && known.codeVersion === codeVersion) return true;
  if (snapshot.nightId !== night.id || snapshot.version !== snapshotVersion(night, codeVersion)) {
    return false;
  }
  const { checksum, entries: _entries, ...body } = snapshot;
  if (checksumOf(night, body) !== checksum) return false;
  intact.set(snapshot, { night, codeVersion });
  return true;
}

/**
 * Opening checks a snapshot twice (its entries before the read, the fold on
 * resume): these remember what was already proved of a row, which is never
 * changed once read, so the hashes run once.
 */
const intact = new WeakMap<object, { night: NightInfo; codeVersion: string }>();
const hashedEntries = new WeakSet<object>();

/** Records that the snapshot's own entries hash to its `idsHash` (snapshot-open.ts). */
export function markEntriesHashed(snapshot: LedgerSnapshot): void {
  hashedEntries.add(snapshot);
}

/** Whether `stored` begins with the very entries of a snapshot whose hash was checked. */
function sameEntries(snapshot: LedgerSnapshot, stored: readonly LedgerEntry[]): boolean {
  if (!hashedEntries.has(snapshot) || stored.length < snapshot.count) return false;
  for (let i = 0; i < snapshot.count; i++) if (stored[i] !== snapshot.entries[i]) return false;
  return true;
}

/** Null, booleans, strings, finite numbers, undefined, arrays and plain objects of them only. */
export function isPlainData(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (v === null || v === undefined || typeof v === 'string' || typeof v === 'boolean') continue;
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) return false;
      continue;
    }
    if (typeof v !== 'object') return false;
    if (Array.isArray(v)) {
      for (const item of v) stack.push(item);
      continue;
    }
    const proto = Object.getPrototypeOf(v) as unknown;
    if (proto !== Object.prototype && proto !== null) return false;
    for (const item of Object.values(v)) stack.push(item);
  }
  return true;
}

function isSnapshotShape(v: unknown): v is LedgerSnapshot {
  if (typeof v !== 'object' || v === null) return false;
  const s = v as Partial<LedgerSnapshot>;
  return (
    typeof s.nightId === 'string' &&
    typeof s.version === 'string' &&
    Number.isSafeInteger(s.count) &&
    (s.count ?? 0) >= 1 &&
    typeof s.last === 'object' &&
    s.last !== null &&
    typeof s.last.id === 'string' &&
    typeof s.last.seq === 'number' &&
    typeof s.last.device === 'string' &&
    typeof s.idsHash === 'string' &&
    typeof s.checksum === 'string' &&
    typeof s.balances === 'object' &&
    s.balances !== null &&
    Array.isArray(s.slots) &&
    Array.isArray(s.entries)
  );
}

/**
 * Hash of the first `count` entries' order keys and links (id, seq, device,
 * kind, voids, replaces): what the fold's shape depends on. Payloads are
 * trusted as IndexedDB keeps them, like the entries table's own rows.
 */
export function idsHashOf(stored: readonly LedgerEntry[], count: number): string {
  // The same characters as one `id\tseq\tdevice\tkind\tvoids\treplaces\n`
  // line per entry, hashed piece by piece: building 10,000 lines was most of
  // the snapshot's checks in a cold open.
  const h = new Hasher();
  for (let i = 0; i < count; i++) {
    const e = stored[i]!;
    const fields = [e.id, String(e.seq), e.device ?? '', e.kind, e.voids ?? '', e.replaces ?? ''];
    h.addLine(fields);
  }
  return h.digest();
}

function checksumOf(night: NightInfo, body: Omit<LedgerSnapshot, 'checksum' | 'entries'>): string {
  const fixed = { players: night.players, currency: night.currency, settings: night.settings };
  return new Hasher().add(JSON.stringify(fixed)).add(JSON.stringify(body)).digest();
}

/** Two 32-bit FNV-1a hashes with different seeds: a 64-bit check against corruption, not an attacker. */
class Hasher {
  private a = 0x811c9dc5;
  private b = 0x01000193 ^ 0x5bd1e995;

  add(text: string): this {
    let { a, b } = this;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      a = Math.imul(a ^ c, 0x01000193);
      b = Math.imul(b ^ c, 0x01000193) ^ (b >>> 15);
    }
    this.a = a;
    this.b = b;
    return this;
  }

  /** The fields joined by tabs, then a newline, without building the line. */
  addLine(fields: readonly string[]): this {
    for (let i = 0; i < fields.length; i++)
      this.add(fields[i]!).add(i + 1 < fields.length ? '\t' : '\n');
    return this;
  }

  digest(): string {
    return (
      (this.a >>> 0).toString(16).padStart(8, '0') + (this.b >>> 0).toString(16).padStart(8, '0')
    );
  }
}
