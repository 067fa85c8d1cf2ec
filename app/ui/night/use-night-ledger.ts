// Keeps one night's ledger in memory and up to date: the stored entries are
// read once, then only the entries after the last one seen, whenever storage
// says the night changed (also from another tab or, through sync, another
// phone). The fold is incremental, so the cost of a save does not grow with
// the night's history; an entry from another phone that belongs earlier in
// the scoring order folds the night again (engine/ledger/ordered.ts).
import { isolateText } from '../../engine/text';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import {
  findConflicts,
  GAMES,
  isDealKind,
  OrderedLedger,
  type Conflict,
  type IncrementalLedger,
  nightInfoOf,
  type LedgerEntry,
} from '../../engine';
import {
  countAndEntriesAfter,
  entriesOfNight,
  getNight,
  listPlayers,
  storedCount,
  type NightRow,
  type PlayerRow,
  type RenoncDb,
  type ShareRow,
} from '../../storage';
import { loadGame } from '../games/registry';
import type { AnyGameUi, NightView } from '../games/types';
import { useServices } from '../services';
import { observeOnceUsable, useLive, type LiveSeed } from '../use-live';
import { takeEarlyNight, type EarlyNight, type EarlyNightRead } from './early-night';
import { takeEarlyOpening } from './opening-prefetch';
import { prefetchOpening, readNightOpening, type PrefetchedOpening } from './opening-read';
import { snapshotCache } from './snapshot-cache';

export interface NightLedger {
  readonly status: 'loading' | 'missing' | 'ready';
  readonly night?: NightView;
  readonly game?: AnyGameUi;
  readonly ledger?: IncrementalLedger<unknown>;
  /** Every stored entry, voids included, in scoring order, `seq` = rank (engine/ledger/order.ts). */
  readonly entries: readonly LedgerEntry[];
  /** Entries phones made apart that cannot both be meant, not yet resolved. */
  readonly conflicts: readonly Conflict[];
  /** Entries stored but not counted (the game cannot score them): shown, never hidden. */
  readonly broken: readonly string[];
  /** Changes whenever the ledger changes, to re-render consumers. */
  readonly version: number;
  /** Shows an entry this tab has just stored, before the live query brings it. */
  readonly accept: (entry: LedgerEntry) => void;
  /** Reads what other tabs or phones stored since (before a save is checked again). */
  readonly catchUp: () => Promise<void>;
  /** The fold as it is now (a new object after an entry from another phone refolded the night). */
  readonly currentLedger: () => IncrementalLedger<unknown> | undefined;
  /** What a start's reads found of the night's share, for the screen's own live query (useShare). */
  readonly earlyShare?: LiveSeed<ShareRow | null>;
}

export function nightViewOf(row: NightRow, players: readonly PlayerRow[]): NightView {
  const map = new Map(players.map((p) => [p.id, p]));
  return {
    row,
    info: nightInfoOf(row),
    players: map,
    // Isolated: a name with right-to-left text cannot reorder what stands beside it.
    nameOf: (id) => isolateText(map.get(id)?.name ?? '?'),
  };
}

export function useNightLedger(nightId: string): NightLedger {
  const { db } = useServices();
  const early = useEarlyNight(db, nightId);
  const row = useLive(() => getNight(db, nightId).then((n) => n ?? null), [nightId], early?.row);
  const players = useLive(() => listPlayers(db), [], early?.players);
  const game = useGame(row?.game, early?.game);
  const [version, setVersion] = useState(0);
  const orderedRef = useRef<OrderedLedger<unknown> | undefined>(undefined);
  const acceptRef = useRef<(entry: LedgerEntry) => void>(() => undefined);
  const catchUpRef = useRef<() => Promise<void>>(() => Promise.resolve());
  // Ready only once the stored entries are applied: a long night never flashes zero balances.
  const [loadedLedger, setLoadedLedger] = useState<OrderedLedger<unknown> | undefined>();
  const takePrefetched = usePrefetchedOpening(db, nightId);

  const rowId = row?.id;
  // Before the paint: when the opening reads were done before the screen (a
  // start, ./early-night), the night is folded and drawn in this same task,
  // so the first frame the screen paints is the whole night.
  useLayoutEffect(() => {
    if (!row || !game) return;
    return followNight(db, row, game, {
      prefetched: takePrefetched(row.id),
      orderedRef,
      acceptRef,
      catchUpRef,
      bump: () => setVersion((v) => v + 1),
      loaded: setLoadedLedger,
    });
    // The ledger is rebuilt only when the night or its game module changes.
  }, [rowId, game, db, nightId]);

  const view = useMemo(
    () => (row && players ? nightViewOf(row, players) : undefined),
    [row, players],
  );

  const ordered = orderedRef.current;
  const conflicts = useConflicts(ordered, version);
  const always = {
    version,
    accept: (entry: LedgerEntry) => acceptRef.current(entry),
    catchUp: () => catchUpRef.current(),
    currentLedger: () => orderedRef.current?.ledger,
    earlyShare: early?.share,
  };
  const empty = { entries: [], broken: [], conflicts: [], ...always };
  if (row === null) return { status: 'missing', ...empty };
  if (!view || !game || !ordered || loadedLedger !== ordered)
    return { status: 'loading', ...empty };
  return {
    status: 'ready',
    night: view,
    game,
    ledger: ordered.ledger,
    entries: ordered.entries,
    broken: ordered.broken,
    conflicts,
    ...always,
  };
}

/**
 * The game module the night's row names; the early one at once when it was
 * in by the first render (the app waits for it, ../night-start).
 */
function useGame(
  kind: NightRow['game'] | undefined,
  early: AnyGameUi | undefined,
): AnyGameUi | undefined {
  const [game, setGame] = useState<AnyGameUi | undefined>(() => early);
  useEffect(() => {
    if (!kind) return;
    let alive = true;
    void loadGame(kind).then((g) => alive && setGame(g));
    return () => {
      alive = false;
    };
  }, [kind]);
  return game;
}

/** Entries phones made apart that cannot both be meant, as of this version of the fold. */
function useConflicts(
  ordered: OrderedLedger<unknown> | undefined,
  version: number,
): readonly Conflict[] {
  return useMemo(
    () =>
      ordered
        ? findConflicts(ordered.entries, {
            isActive: ordered.ledger.isActive.bind(ordered.ledger),
            isDeal: (kind) => isDealKind(GAMES, kind),
            graph: ordered.ledger.graphView,
          })
        : [],
    [ordered, version],
  );
}

interface EarlySeeds {
  readonly row: LiveSeed<NightRow | null>;
  readonly players: LiveSeed<PlayerRow[]>;
  readonly share: LiveSeed<ShareRow | null>;
  readonly game?: AnyGameUi;
}

/** What the early reads found, as of the first render, and when they are done. */
function seedsOf({ found, read }: EarlyNightRead): EarlySeeds {
  const seed = <T>(part: (e: EarlyNight) => T): LiveSeed<T> => ({
    now: found && part(found),
    later: read.then((e) => e && part(e)),
  });
  return {
    row: { ...seed((e) => e.row), missing: found?.row === null },
    players: seed((e) => e.players),
    share: seed((e) => e.share),
    game: found?.game,
  };
}

/** The night's early reads (./early-night), for the first night this hook shows only. */
function useEarlyNight(db: RenoncDb, nightId: string): EarlySeeds | undefined {
  const ref = useRef<{ nightId: string; seeds?: EarlySeeds } | undefined>(undefined);
  if (ref.current?.nightId !== nightId) {
    const taken = takeEarlyNight(db, nightId);
    ref.current = { nightId, seeds: taken && seedsOf(taken) };
  }
  return ref.current.seeds;
}

/**
 * The opening reads of the night, begun when the app mounted on this night
 * (./opening-prefetch) or else at the first render (while the
 * night's row and its game's code still load); the first followNight of the
 * night takes them, any later one (another game module) reads anew.
 */
function usePrefetchedOpening(db: RenoncDb, nightId: string) {
  const ref = useRef<{ nightId: string; read?: Promise<PrefetchedOpening> } | undefined>(undefined);
  if (ref.current?.nightId !== nightId) {
    const read = takeEarlyOpening(db, nightId) ?? prefetchOpening(db, nightId);
    ref.current = { nightId, read };
  }
  return (rowId: string): Promise<PrefetchedOpening> | undefined => {
    const taken = ref.current?.nightId === rowId ? ref.current.read : undefined;
    ref.current = { nightId: rowId };
    return taken;
  };
}

interface Followers {
  /** The opening reads begun before the night was known (./opening-read). */
  readonly prefetched: Promise<PrefetchedOpening> | undefined;
  readonly orderedRef: { current: OrderedLedger<unknown> | undefined };
  readonly acceptRef: { current: (entry: LedgerEntry) => void };
  readonly catchUpRef: { current: () => Promise<void> };
  readonly bump: () => void;
  readonly loaded: (ordered: OrderedLedger<unknown>) => void;
}

/**
 * Builds the night's ledger and keeps it up to date until the returned
 * function is called. Opening reads the stored snapshot and the entries
 * after it, and folds once, resumed from the snapshot when it matches
 * (./snapshot-cache).
 */
function followNight(db: RenoncDb, row: NightRow, game: AnyGameUi, to: Followers): () => void {
  const nightId = row.id;
  const info = nightInfoOf(row);
  const ordered = new OrderedLedger(info, game.engine.reducer, (entry, error) =>
    console.error('entry could not be scored', entry, error),
  );
  const cache = snapshotCache(db, info, game.engine.reducer);
  to.orderedRef.current = ordered;
  // The highest stored seq seen: new entries of this phone (any tab) come
  // after it; entries from other phones may belong anywhere, and are found
  // because the night's entry count no longer matches.
  let maxSeq = 0;
  const apply = (fresh: readonly LedgerEntry[]) => {
    const result = ordered.add(fresh, cache.resume);
    for (const e of fresh) if (e.seq > maxSeq) maxSeq = e.seq;
    if (result.added > 0) {
      cache.afterAdd(ordered, result.rebuilt);
      to.bump();
    }
  };
  // Our own save is shown at once, without waiting for the live query's round trip.
  to.acceptRef.current = (entry) => {
    if (to.orderedRef.current === ordered) apply([entry]);
  };
  to.catchUpRef.current = async () => {
    if (to.orderedRef.current === ordered) apply(await entriesOfNight(db, nightId));
  };
  // The first read: the snapshot's entries and only those stored after it,
  // or the whole night when they are not all it holds.
  const readFirst = async (): Promise<readonly LedgerEntry[]> => {
    const early = await (to.prefetched ?? prefetchOpening(db, nightId));
    cache.adopt(early.snapshot);
    const read = await readNightOpening(db, nightId, cache.prefix(), early.tail);
    // For the benches (bench/browser.bench.ts): when the read ended and what it read.
    performance.mark('renonc:night-read', { detail: { tailOnly: read.tailOnly } });
    return read.entries;
  };
  // Reads what is new since the last read. Outside the live query: Dexie
  // tracks every key a live query reads and clones its results, which for a
  // whole night cost more than the read itself.
  const readChanged = async (): Promise<readonly LedgerEntry[]> => {
    // In one transaction, as the first read: the count and the entries agree.
    const { count, entries: after } = await countAndEntriesAfter(db, nightId, maxSeq);
    const unseen = after.filter((e) => !ordered.has(e.id)).length;
    return count === ordered.entries.length + unseen ? after : entriesOfNight(db, nightId);
  };
  let firstRead = true;
  const readFresh = async () => {
    const first = firstRead;
    firstRead = false;
    const fresh = first ? await readFirst() : await readChanged();
    if (to.orderedRef.current !== ordered || closed) return;
    to.loaded(ordered);
    apply(fresh);
  };
  let closed = false;
  // The first read at once: it needs no live query, and its reads were
  // usually done before the screen was (./opening-prefetch).
  let reading = readFresh().catch((e: unknown) => console.error(e));
  // The live query only watches the night's stored entry count (one row of
  // `heads`): any entry stored in the night, by this tab, another one or
  // sync, changes it. Begun once the page is usable: its first answer reads
  // what was stored since the first read, so nothing is missed meanwhile,
  // and nothing of Dexie's (not even its open) runs before a start's night
  // is shown. A second read right after the first opened Dexie there: ~12 ms
  // of a 1,000-hand night's start at CPU 4×.
  const subscription = observeOnceUsable(
    () => storedCount(db, nightId),
    () => {
      reading = reading.then(readFresh).catch((e: unknown) => console.error(e));
    },
  );
  to.bump();
  return () => {
    closed = true;
    subscription.unsubscribe();
  };
}
