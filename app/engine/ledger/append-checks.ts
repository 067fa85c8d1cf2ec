// Why an entry may not join a night's ledger, read off the graph (./graph)
// through its public queries: a broken link, which refuses a stored entry as
// well as a live save, and the stricter checks of a live save (problemOf).
// Apart from the graph's bookkeeping because they only read it, and a rule
// here can be read and changed without the bookkeeping in view.
import type { LedgerGraph } from './graph';
import { isResolution, resolutionProblem } from './meeting-rules';
import type { EntryId, LedgerEntry } from './types';

/** The entry an entry points at (voids or replaces), if any. */
export function targetOf(entry: LedgerEntry): EntryId | undefined {
  return entry.kind === 'void' ? entry.voids : entry.replaces;
}

/**
 * Why `entry` may not be appended by a live save, or undefined. The one
 * answer to "is this target active, can it be voided or replaced" that
 * storage, import and the UI all use (LedgerGraph.problemOf).
 */
export function liveSaveProblem(graph: LedgerGraph, entry: LedgerEntry): string | undefined {
  const broken = brokenLink(graph, entry);
  if (broken !== undefined) return broken;
  const targetId = targetOf(entry);
  if (targetId === undefined) return undefined;
  const status = graph.statusOf(targetId);
  if (status === 'voided') return 'errors:ledger.targetVoided';
  if (status === 'replaced') return 'errors:ledger.targetReplaced';
  if (status === 'refused' && entry.kind !== 'void') return 'errors:ledger.targetRefused';
  return entry.kind === 'void' ? restoreProblem(graph, entry) : undefined;
}

/**
 * A void may not make two versions of one entry count (A ← R1, R1 voided,
 * A corrected again as R1′: undoing that void would bring R1 back beside
 * R1′ — R6b, found by the model-based test, tests/storage/ledger-model.test.ts
 * "regressions"; or an undo of an undo that takes out a middle link and so
 * brings A back beside its latest correction). Nor may it bring back a
 * version whose entry was voided since. A chain that already counts twice
 * (phones apart: a shown conflict, ./conflicts.ts) may swap one version for
 * another while it is resolved, but never gain one.
 */
function restoreProblem(graph: LedgerGraph, entry: LedgerEntry): string | undefined {
  const change = graph.plan(entry);
  const delta = new Map<EntryId, number>();
  for (const [ids, d] of [
    [change.on, 1],
    [change.off, -1],
  ] as const) {
    for (const id of ids) {
      const root = graph.rootOf(id)?.id ?? id;
      delta.set(root, (delta.get(root) ?? 0) + d);
    }
  }
  // A "keep this one" may bring a link back on its way to voiding it too
  // (keeping a void over a chain of corrections voids them latest first).
  for (const id of isResolution(entry) ? [] : change.on) {
    const replaces = graph.entryById(id)?.replaces;
    if (replaces !== undefined && graph.statusOf(replaces) === 'voided') {
      return 'errors:ledger.restoreConflict';
    }
  }
  for (const [root, d] of delta) {
    if (d <= 0) continue;
    const now = graph.membersOf(root).filter((m) => graph.isActive(m)).length;
    if (now + d >= 2) return 'errors:ledger.restoreConflict';
  }
  return undefined;
}

/**
 * Why a stored entry cannot take part at all (it is then "refused"): it
 * points at nothing known, at another night, or replaces a void; or it is a
 * "keep this one" void whose conflict is over or whose version is gone. A stored
 * void or replacement of an entry that is already out (two phones apart,
 * an old version) does take part: the rules in ./graph say what counts.
 */
export function brokenLink(graph: LedgerGraph, entry: LedgerEntry): string | undefined {
  if (graph.nightId !== undefined && entry.nightId !== graph.nightId) {
    return 'errors:ledger.otherNight';
  }
  if (entry.kind === 'void') {
    if (entry.voids === undefined || entry.replaces !== undefined) {
      return 'errors:ledger.voidWithoutTarget';
    }
  } else if (entry.voids !== undefined) return 'errors:ledger.voidsOnContent';
  const targetId = targetOf(entry);
  if (targetId === undefined) return undefined;
  const target = graph.entryById(targetId);
  if (!target) return 'errors:ledger.targetUnknown';
  if (target.nightId !== entry.nightId) return 'errors:ledger.targetOtherNight';
  if (entry.kind !== 'void' && target.kind === 'void') return 'errors:ledger.replaceVoid';
  if (entry.kind !== 'void' && graph.refusalOf(targetId) !== undefined) {
    return 'errors:ledger.targetRefused';
  }
  // A "keep this one" that would leave its deal with no version (docs/ledger.md M-rows).
  return resolutionProblem(graph, entry);
}
