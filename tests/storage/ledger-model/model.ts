// The reference model of the ledger's rules, written from docs/ledger.md
// alone (not from app/engine/ledger): which stored entries count, in which
// order they are scored, and what a live save refuses. It is deliberately
// naive (whole-ledger recomputation, quadratic loops) so that it shares no
// structure with the graph and the incremental fold it checks.

export interface ModelEntry {
  readonly id: string;
  readonly kind: string;
  readonly payload: unknown;
  readonly replaces?: string;
  readonly voids?: string;
}

export type ModelStatus = 'counts' | 'voided' | 'replaced';

/**
 * "An entry is out when an active void points at it, or when any replacement
 * that is not voided points at it. A void is active unless an active void
 * points at it." Voids only point backwards, so walking from the last entry to
 * the first decides every void before anything it points at.
 */
export function statuses(entries: readonly ModelEntry[]): Map<string, ModelStatus> {
  const voided = new Set<string>();
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i]!;
    if (e.kind === 'void' && !voided.has(e.id) && e.voids !== undefined) voided.add(e.voids);
  }
  const out = new Map<string, ModelStatus>();
  for (const e of entries) {
    if (voided.has(e.id)) out.set(e.id, 'voided');
    else {
      const replaced = entries.some(
        (r) => r.kind !== 'void' && r.replaces === e.id && !voided.has(r.id),
      );
      out.set(e.id, replaced ? 'replaced' : 'counts');
    }
  }
  return out;
}

/** R13: the place of a chain's first entry, then the entry's own place (stored order). */
function placeOf(entries: readonly ModelEntry[], e: ModelEntry): [number, number] {
  let root = e;
  for (;;) {
    const before = entries.find((x) => x.id === root.replaces);
    if (before === undefined) break;
    root = before;
  }
  return [entries.indexOf(root), entries.indexOf(e)];
}

/** The content entries that count, in scoring order. */
export function effective(entries: readonly ModelEntry[]): ModelEntry[] {
  const status = statuses(entries);
  const counting = entries.filter((e) => e.kind !== 'void' && status.get(e.id) === 'counts');
  return counting
    .map((e) => ({ e, place: placeOf(entries, e) }))
    .sort((a, b) => a.place[0] - b.place[0] || a.place[1] - b.place[1])
    .map((x) => x.e);
}

/** The first entry of each chain of replacements, for "one version of a hand counts". */
export function rootOf(entries: readonly ModelEntry[], e: ModelEntry): string {
  return entries[placeOf(entries, e)[0]]!.id;
}

/** The last counting close or reopen decides whether the night is closed. */
export function isClosed(entries: readonly ModelEntry[]): boolean {
  const closing = effective(entries).filter((e) => e.kind === 'close' || e.kind === 'reopen');
  return closing.at(-1)?.kind === 'close';
}

/**
 * Why a live save refuses `e` on top of `entries` for ledger reasons (R7, R8
 * and closing), or undefined. Game reasons (an entry that could no longer be
 * scored) are the game check's business, see `gameRefusal`.
 */
export function ledgerRefusal(entries: readonly ModelEntry[], e: ModelEntry): string | undefined {
  const closed = isClosed(entries);
  if (e.kind === 'reopen') {
    if (!closed) return 'notClosed';
  } else if (closed) return e.kind === 'close' ? 'alreadyClosed' : 'nightClosed';
  const targetId = e.kind === 'void' ? e.voids : e.replaces;
  if (targetId === undefined) return undefined;
  const target = entries.find((x) => x.id === targetId);
  if (target === undefined) return 'targetUnknown';
  if (e.kind !== 'void' && target.kind === 'void') return 'replaceVoid';
  const status = statuses(entries).get(targetId);
  if (status === 'voided') return 'targetVoided';
  if (status === 'replaced') return 'targetReplaced';
  return e.kind === 'void' ? restoreRefusal(entries, e) : undefined;
}

/**
 * R6b: undoing an undo may not bring back a version of an entry that was
 * corrected again or voided since (two versions would count, or a voided
 * entry would come back through an old version), nor make a second version
 * of any entry count (a void of a corrected hand brought back lets the hand's
 * first version count beside its latest correction).
 */
function restoreRefusal(entries: readonly ModelEntry[], e: ModelEntry): string | undefined {
  const before = statuses(entries);
  const all = [...entries, e];
  const after = statuses(all);
  if (gainsSecondVersion(all, before, after)) return 'restoreConflict';
  for (const x of entries) {
    if (x.kind === 'void' || x.replaces === undefined) continue;
    if (before.get(x.id) === 'counts' || after.get(x.id) !== 'counts') continue;
    const rival = all.some(
      (r) =>
        r.kind !== 'void' &&
        r.replaces === x.replaces &&
        r.id !== x.id &&
        after.get(r.id) !== 'voided',
    );
    if (rival || after.get(x.replaces) === 'voided') return 'restoreConflict';
  }
  return undefined;
}

/** Whether some chain counts more versions after than before, and then at least two. */
function gainsSecondVersion(
  all: readonly ModelEntry[],
  before: ReadonlyMap<string, ModelStatus>,
  after: ReadonlyMap<string, ModelStatus>,
): boolean {
  const counting = (status: ReadonlyMap<string, ModelStatus>) => {
    const perChain = new Map<string, number>();
    for (const x of all) {
      if (x.kind === 'void' || status.get(x.id) !== 'counts') continue;
      const root = rootOf(all, x);
      perChain.set(root, (perChain.get(root) ?? 0) + 1);
    }
    return perChain;
  };
  const was = counting(before);
  for (const [root, n] of counting(after)) if (n >= 2 && n > (was.get(root) ?? 0)) return true;
  return false;
}
