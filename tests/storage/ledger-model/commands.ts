// The commands of the model-based test: what two open tabs of one night can
// do (enter, correct, void, undo, claim, close, reopen), each run against the
// real system (two in-memory ledgers on one fake-indexeddb database, saving
// through the night screen's commands) and predicted by the reference model.
// After every command the stored night, both tabs' views and a phone that
// reopens the night from a stored snapshot (./reopen.ts) are compared with
// the model.
import type fc from 'fast-check';
import { expect } from 'vitest';
import {
  foldLedger,
  IncrementalLedger,
  ledgerProblem,
  LedgerEntryError,
} from '../../../app/engine';
import { entriesAfter, entriesOfNight, StorageError, type RenoncDb } from '../../../app/storage';
import {
  NightChangedError,
  recordEntry,
  setNightClosed,
  voidRecorded,
  type LedgerAccess,
} from '../../../app/ui/night/commands';
import { freshDb } from '../helpers';
import { gameRefusal, modelScore, type Content, type GameModel } from './games';
import { effective, ledgerRefusal, rootOf, type ModelEntry } from './model';
import { compareReopened } from './reopen';

export interface Model {
  readonly game: GameModel;
  readonly stored: ModelEntry[];
  /** How many stored entries each tab has taken in (its view is that prefix). */
  readonly seen: [number, number];
  nextId: number;
}

interface Tab extends LedgerAccess {
  readonly ledger: IncrementalLedger<unknown>;
}

export interface Real {
  readonly db: RenoncDb;
  readonly tabs: readonly [Tab, Tab];
}

function openTab(db: RenoncDb, game: GameModel): Tab {
  const ledger = new IncrementalLedger(game.night, game.reducer);
  const catchUp = async () => {
    for (const e of await entriesAfter(db, game.night.id, ledger.lastSeqSeen)) ledger.append(e);
  };
  return { ledger, current: () => ledger, catchUp };
}

export async function setup(game: GameModel): Promise<{ model: Model; real: Real }> {
  const db = freshDb();
  const { night } = game;
  await db.nights.add({
    id: night.id,
    game: night.game,
    playerIds: [...night.players],
    currency: night.currency,
    settings: night.settings,
    createdAt: 0,
  });
  return {
    model: { game, stored: [], seen: [0, 0], nextId: 1 },
    real: { db, tabs: [openTab(db, game), openTab(db, game)] },
  };
}

/** Why a live save refuses `e` on top of `entries`, or undefined (ledger rules, then the game). */
function refusal(game: GameModel, entries: readonly ModelEntry[], e: ModelEntry) {
  return ledgerRefusal(entries, e) ?? gameRefusal(game, [...entries, e]);
}

/** The tab checks against what it has seen; storage finds out whether that is still the night. */
function predict(m: Model, tab: 0 | 1, e: ModelEntry) {
  const first = refusal(m.game, m.stored.slice(0, m.seen[tab]), e);
  if (first !== undefined) return { written: false, why: first, stale: false };
  if (m.seen[tab] === m.stored.length) return { written: true, why: undefined, stale: false };
  const again = refusal(m.game, m.stored, e);
  return { written: again === undefined, why: again, stale: true };
}

const sumOf = (b: Readonly<Record<string, number>>) => Object.values(b).reduce((s, v) => s + v, 0);

/** Everything the model says, compared with the database and both tabs. */
async function compare(m: Model, r: Real): Promise<void> {
  const { night } = m.game;
  const stored = await entriesOfNight(r.db, night.id);
  expect(stored.map((e) => e.id)).toEqual(m.stored.map((e) => e.id));
  expect(ledgerProblem(night.id, stored)).toBeUndefined();
  const expected = modelScore(m.game, m.stored);
  const folded = foldLedger(night, stored, m.game.reducer);
  expect(folded.unscorable).toEqual([]);
  expect(folded.balances).toEqual(expected.balances);
  expect(sumOf(folded.balances)).toBe(0);
  // "Exactly one version of a hand counts": no chain has two counting links.
  const roots = effective(m.stored).map((e) => rootOf(m.stored, e));
  expect(new Set(roots).size, 'two versions of one entry count').toBe(roots.length);
  for (const t of [0, 1] as const) {
    const view = m.stored.slice(0, m.seen[t]);
    const { ledger } = r.tabs[t];
    expect(ledger.size).toBe(view.length);
    expect(ledger.contributions().map((c) => c.entryId)).toEqual(effective(view).map((e) => e.id));
    expect(ledger.balances).toEqual(modelScore(m.game, view).balances);
    expect(ledger.unscorable()).toEqual([]);
  }
  await compareReopened(m, r);
}

type Save = (
  r: Real,
  tab: Tab,
  e: ModelEntry,
  ids: { id: string; now: number },
) => Promise<unknown>;

abstract class TabCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly tab: 0 | 1) {}

  /** The entry this command would save, or undefined when it has nothing to act on. */
  abstract build(m: Model, id: string): ModelEntry | undefined;
  abstract label(): string;

  protected view(m: Model): ModelEntry[] {
    return m.stored.slice(0, m.seen[this.tab]);
  }

  check(m: Readonly<Model>): boolean {
    return this.build(m as Model, 'probe') !== undefined;
  }

  save: Save = (r, tab, e, ids) => {
    const { night } = r.tabs[0].ledger;
    if (e.kind === 'void') return voidRecorded(r.db, tab, night.id, e.voids!, 'undo', ids);
    if (e.kind === 'close' || e.kind === 'reopen') {
      return setNightClosed(r.db, tab, night.id, e.kind === 'close', ids);
    }
    const links = e.replaces !== undefined ? { replaces: e.replaces, reason: 'typo' } : {};
    return recordEntry(r.db, tab, night.id, { kind: e.kind, payload: e.payload, ...links }, ids);
  };

  async run(m: Model, r: Real): Promise<void> {
    const id = `e${m.nextId}`;
    const e = this.build(m, id)!;
    m.nextId += 1;
    const expected = predict(m, this.tab, e);
    const tab = r.tabs[this.tab];
    let error: unknown;
    try {
      await this.save(r, tab, e, { id, now: m.nextId });
    } catch (caught) {
      error = caught ?? new Error('thrown undefined');
    }
    const what = `${this.toString()} (model: ${expected.why ?? 'saved'})`;
    expect(
      error === undefined,
      `${what}: ${String(error)} (${String((error as { cause?: unknown } | undefined)?.cause)})`,
    ).toBe(expected.written);
    if (error !== undefined) {
      const known = error instanceof LedgerEntryError || error instanceof StorageError;
      expect(known, `${what}: ${String(error)}`).toBe(true);
      if (expected.stale) expect(error, what).toBeInstanceOf(NightChangedError);
    } else m.stored.push(e);
    // The screen takes in what was stored (its own save, or what it read on a refusal).
    await tab.catchUp();
    m.seen[this.tab] = m.stored.length;
    await compare(m, r);
  }

  toString(): string {
    return `tab${this.tab === 0 ? 'A' : 'B'}.${this.label()}`;
  }
}

/** The entry of the tab's view that a pick points at (the user taps a row they see). */
const pickFrom = (view: readonly ModelEntry[], pick: number) =>
  view.length === 0 ? undefined : view[pick % view.length];

export class Enter extends TabCommand {
  constructor(
    tab: 0 | 1,
    readonly content: number,
  ) {
    super(tab);
  }
  build(m: Model, id: string): ModelEntry {
    const c = m.game.contents[this.content % m.game.contents.length]!;
    return { id, kind: c.kind, payload: c.payload };
  }
  label = () => `enter(${this.content})`;
}

export class Correct extends TabCommand {
  constructor(
    tab: 0 | 1,
    readonly pick: number,
    readonly content: number,
  ) {
    super(tab);
  }
  build(m: Model, id: string): ModelEntry | undefined {
    const target = pickFrom(this.view(m), this.pick);
    if (target === undefined || target.kind === 'close' || target.kind === 'reopen')
      return undefined;
    const same = m.game.contents.filter((c) => c.kind === target.kind);
    const pool: readonly Content[] = same.length > 0 ? same : m.game.contents;
    const c = pool[this.content % pool.length]!;
    return { id, kind: c.kind, payload: c.payload, replaces: target.id };
  }
  label = () => `correct(#${this.pick}, ${this.content})`;
}

export class Void extends TabCommand {
  constructor(
    tab: 0 | 1,
    readonly pick: number | 'last',
  ) {
    super(tab);
  }
  build(m: Model, id: string): ModelEntry | undefined {
    const view = this.view(m);
    const target = this.pick === 'last' ? view.at(-1) : pickFrom(view, this.pick);
    return target && { id, kind: 'void', payload: {}, voids: target.id };
  }
  label = () => (this.pick === 'last' ? 'undoLast' : `void(#${this.pick})`);
}

/** Mariáš tier-3 renonc or vint revoke, entered as the correction of a hand/deal (or beside it). */
export class Claim extends TabCommand {
  constructor(
    tab: 0 | 1,
    readonly pick: number,
    readonly apart: boolean,
  ) {
    super(tab);
  }
  build(m: Model, id: string): ModelEntry | undefined {
    const target = pickFrom(this.view(m), this.pick);
    const claim = target && m.game.claimOf(target);
    if (!target || !claim) return undefined;
    return { id, ...claim, ...(this.apart ? {} : { replaces: target.id }) };
  }
  label = () => `claim${this.apart ? 'Apart' : ''}(#${this.pick})`;
}

export class Closing extends TabCommand {
  constructor(
    tab: 0 | 1,
    readonly close: boolean,
  ) {
    super(tab);
  }
  build(_m: Model, id: string): ModelEntry {
    return { id, kind: this.close ? 'close' : 'reopen', payload: {} };
  }
  label = () => (this.close ? 'close' : 'reopen');
}

/**
 * Both tabs save at the same moment (their checks first, then the two
 * transactions in an order IndexedDB picks): the outcome must be one of the
 * two orders the model allows, with nothing written by a refused save.
 */
export class Race implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly a: TabCommand,
    readonly b: TabCommand,
  ) {}

  check(m: Readonly<Model>): boolean {
    return this.a.tab !== this.b.tab && this.a.check(m) && this.b.check(m);
  }

  async run(m: Model, r: Real): Promise<void> {
    const sides = [this.a, this.b].map((c, i) => {
      const id = `e${m.nextId + i}`;
      return { c, e: c.build(m, id)!, ids: { id, now: m.nextId + i } };
    });
    m.nextId += 2;
    const results = await Promise.allSettled(
      sides.map((s) => s.c.save(r, r.tabs[s.c.tab], s.e, s.ids)),
    );
    const saved = results.map((x) => x.status === 'fulfilled');
    const stored = (await entriesOfNight(r.db, m.game.night.id)).map((e) => e.id);
    const orders = [sides, [...sides].reverse()].map((order) => {
      const after = { ...m, stored: [...m.stored] };
      const written = new Map<ModelEntry, boolean>();
      for (const s of order) {
        const ok = predict(after, s.c.tab, s.e).written;
        written.set(s.e, ok);
        if (ok) after.stored.push(s.e);
      }
      return { stored: after.stored, written: sides.map((s) => written.get(s.e)) };
    });
    const match = orders.find(
      (o) =>
        o.written.every((w, i) => w === saved[i]) &&
        o.stored.map((e) => e.id).join() === stored.join(),
    );
    expect(
      match,
      `${this.toString()}: stored ${stored.join()} saved ${saved.join()}`,
    ).toBeDefined();
    m.stored.splice(0, m.stored.length, ...match!.stored);
    for (const t of [0, 1] as const) {
      await r.tabs[t].catchUp();
      m.seen[t] = m.stored.length;
    }
    await compare(m, r);
  }

  toString(): string {
    return `race(${this.a.toString()} | ${this.b.toString()})`;
  }
}
