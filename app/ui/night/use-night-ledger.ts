// Keeps one night's ledger in memory and up to date: the stored entries are
// read once, then only the entries after the last one seen, whenever storage
// says the night changed (also from another tab). The fold is incremental, so
// the cost of a save does not grow with the night's history.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { IncrementalLedger, nightInfoOf, type LedgerEntry } from '../../engine';
import {
  entriesAfter,
  getNight,
  listPlayers,
  observe,
  type NightRow,
  type PlayerRow,
} from '../../storage';
import { loadGame } from '../games/registry';
import type { AnyGameUi, NightView } from '../games/types';
import { useServices } from '../services';
import { useLive } from '../use-live';

export interface NightLedger {
  readonly status: 'loading' | 'missing' | 'ready';
  readonly night?: NightView;
  readonly game?: AnyGameUi;
  readonly ledger?: IncrementalLedger<unknown>;
  /** Every stored entry, voids included, in seq order. */
  readonly entries: readonly LedgerEntry[];
  /** Entries the engine could not score (should never happen; shown, not hidden). */
  readonly broken: readonly string[];
  /** Changes whenever the ledger changes, to re-render consumers. */
  readonly version: number;
  /** Shows an entry this tab has just stored, before the live query brings it. */
  readonly accept: (entry: LedgerEntry) => void;
}

export function nightViewOf(row: NightRow, players: readonly PlayerRow[]): NightView {
  const map = new Map(players.map((p) => [p.id, p]));
  return {
    row,
    info: nightInfoOf(row),
    players: map,
    nameOf: (id) => map.get(id)?.name ?? '?',
  };
}

export function useNightLedger(nightId: string): NightLedger {
  const { db } = useServices();
  const row = useLive(() => getNight(db, nightId).then((n) => n ?? null), [nightId]);
  const players = useLive(() => listPlayers(db), []);
  const [game, setGame] = useState<AnyGameUi | undefined>();
  const [version, setVersion] = useState(0);
  const ledgerRef = useRef<IncrementalLedger<unknown> | undefined>(undefined);
  const entriesRef = useRef<LedgerEntry[]>([]);
  const brokenRef = useRef<string[]>([]);
  const acceptRef = useRef<(entry: LedgerEntry) => void>(() => undefined);
  // Ready only once the stored entries are applied: a long night never flashes zero balances.
  const [loadedLedger, setLoadedLedger] = useState<IncrementalLedger<unknown> | undefined>();

  const gameKind = row?.game;
  useEffect(() => {
    if (!gameKind) return;
    let alive = true;
    void loadGame(gameKind).then((g) => alive && setGame(g));
    return () => {
      alive = false;
    };
  }, [gameKind]);

  const rowId = row?.id;
  useEffect(() => {
    if (!row || !game) return;
    const ledger = new IncrementalLedger(nightInfoOf(row), game.engine.reducer);
    ledgerRef.current = ledger;
    entriesRef.current = [];
    brokenRef.current = [];
    let lastSeen = 0;
    const apply = (fresh: readonly LedgerEntry[]) => {
      const added: LedgerEntry[] = [];
      for (const entry of fresh) {
        if (entry.seq <= lastSeen) continue;
        lastSeen = entry.seq;
        added.push(entry);
        try {
          ledger.append(entry);
        } catch (error) {
          console.error('entry could not be scored', entry, error);
          brokenRef.current = [...brokenRef.current, entry.id];
        }
      }
      // One copy per batch, not per entry: opening a long night stays linear.
      if (added.length > 0) {
        entriesRef.current = entriesRef.current.concat(added);
        setVersion((v) => v + 1);
      }
    };
    // Our own save is shown at once, without waiting for the live query's
    // round trip; only when it is the very next entry, so nothing from another
    // tab can be skipped.
    acceptRef.current = (entry) => {
      if (ledgerRef.current === ledger && entry.seq === lastSeen + 1) apply([entry]);
    };
    const subscription = observe(
      () => entriesAfter(db, nightId, lastSeen),
      (fresh) => {
        if (ledgerRef.current !== ledger) return;
        setLoadedLedger(ledger);
        apply(fresh);
      },
    );
    setVersion((v) => v + 1);
    return () => subscription.unsubscribe();
    // The ledger is rebuilt only when the night or its game module changes.
  }, [rowId, game, db, nightId]);

  const view = useMemo(
    () => (row && players ? nightViewOf(row, players) : undefined),
    [row, players],
  );

  const accept = (entry: LedgerEntry) => acceptRef.current(entry);
  if (row === null) return { status: 'missing', entries: [], broken: [], version, accept };
  if (!view || !game || !ledgerRef.current || loadedLedger !== ledgerRef.current)
    return { status: 'loading', entries: [], broken: [], version, accept };
  return {
    status: 'ready',
    night: view,
    game,
    ledger: ledgerRef.current,
    entries: entriesRef.current,
    broken: brokenRef.current,
    version,
    accept,
  };
}
