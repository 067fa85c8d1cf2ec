// Phones apart, then together, over the real mirror (docs/ledger.md "When
// phones meet", issue 27 deliver 2): three phones, each a NightMirror over
// its own fake-indexeddb database, joined through an in-memory relay this
// test controls — a server Y.Doc and a queue of Yjs updates both ways that
// fast-check delivers in any order, duplicates, or loses when a phone drops
// off mid-message; a phone that comes back syncs by state vectors, as the
// real provider does. Commands are every ledger command a phone can write:
// a new hand, the same hand as another phone's, void, undo, restore,
// correct, keep this one, and "two different hands". (After the pattern of
// Yjs's applyRandomTests and tldraw's syncFuzz: read, not copied.)
//
// Reference model, from the rules and not from the code: a hand is what a
// "new" command entered at one clock (deals of one clock from two phones are
// the same hand, K1). After every settle: connected phones hold the same
// entries in the same order with the same money and the same conflicts; and
// every hand counts at most once, or a conflict naming its counting versions
// is shown on every phone. At the end all phones meet, then resolve every
// shown conflict apart, each choosing its own version, and meet again until
// none is shown: every hand that counted then counts exactly once.
import fc from 'fast-check';
import * as Y from 'yjs';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DISTINCT_REASON,
  KEEP_REASON,
  nightMeetings,
  OrderedLedger,
  type LedgerEntry,
} from '../../app/engine';
import { appendEntry, entriesOfNight, putShare, voidEntry, type RenoncDb } from '../../app/storage';
import { joinSharedNight, snapshotOf } from '../../app/storage/shared-night';
import { NightMirror } from '../../app/sync/mirror';
import { countingReducer, night as testNight } from '../engine/ledger/test-reducer';
import { freshDb, nightWithPlayers } from '../storage/helpers';
import { shareRow } from './share-row';

const PHONES = 3;
const RUNS = process.env.CI === 'true' ? 200 : 40;

type Op = 'new' | 'same' | 'void' | 'undo' | 'restore' | 'correct' | 'keep' | 'distinct';
type Command =
  | { t: 'write'; phone: number; op: Op; pick: number }
  | { t: 'deliver'; pick: number; dup: boolean }
  | { t: 'cut'; phone: number }
  | { t: 'join'; phone: number }
  | { t: 'settle' };

const OPS: readonly Op[] = [
  'new',
  'same',
  'void',
  'undo',
  'restore',
  'correct',
  'keep',
  'distinct',
];
const commandArb: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      t: fc.constant('write' as const),
      phone: fc.nat(PHONES - 1),
      op: fc.constantFrom(...OPS),
      pick: fc.nat(50),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      t: fc.constant('deliver' as const),
      pick: fc.nat(50),
      dup: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ t: fc.constant('cut' as const), phone: fc.nat(PHONES - 1) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ t: fc.constant('join' as const), phone: fc.nat(PHONES - 1) }),
  },
  { weight: 1, arbitrary: fc.constant({ t: 'settle' as const }) },
);

interface Message {
  readonly to: number; // -1: the server
  readonly from: number;
  readonly update: Uint8Array;
}

interface Phone {
  readonly db: RenoncDb;
  readonly doc: Y.Doc;
  readonly mirror: NightMirror;
  connected: boolean;
}

const mirrors: NightMirror[] = [];
afterEach(() => mirrors.splice(0).forEach((m) => m.close()));
const tick = () => new Promise((r) => setTimeout(r, 2));

/** The relay: a server doc and the updates in flight, delivered as the commands say. */
class Relay {
  readonly server = new Y.Doc();
  queue: Message[] = [];
  readonly phones: Phone[] = [];

  attach(phone: Phone, index: number): void {
    phone.doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin !== 'relay' && phone.connected) this.queue.push({ to: -1, from: index, update });
    });
  }

  deliver(pick: number, dup: boolean): void {
    if (this.queue.length === 0) return;
    const i = pick % this.queue.length;
    const m = this.queue[i]!;
    if (!dup) this.queue.splice(i, 1);
    if (m.to === -1) {
      if (!this.phones[m.from]!.connected) return;
      Y.applyUpdate(this.server, m.update, 'relay');
      this.phones.forEach((p, j) => {
        if (j !== m.from && p.connected) this.queue.push({ to: j, from: m.from, update: m.update });
      });
    } else if (this.phones[m.to]!.connected) {
      Y.applyUpdate(this.phones[m.to]!.doc, m.update, 'relay');
    }
  }

  /** Dropped off: whatever was in flight to or from it is lost mid-way. */
  cut(index: number): void {
    this.phones[index]!.connected = false;
    // What the server already holds still goes to the others (seed 3 found
    // the relay dropping those too, and a connected phone never caught up).
    this.queue = this.queue.filter((m) => m.to !== index && !(m.to === -1 && m.from === index));
  }

  /** Back: the sync step both ways, by state vectors. */
  join(index: number): void {
    const p = this.phones[index]!;
    p.connected = true;
    const up = Y.encodeStateAsUpdate(p.doc, Y.encodeStateVector(this.server));
    Y.applyUpdate(p.doc, Y.encodeStateAsUpdate(this.server, Y.encodeStateVector(p.doc)), 'relay');
    this.queue.push({ to: -1, from: index, update: up });
  }
}

async function phonesOf(): Promise<{ relay: Relay; nightId: string }> {
  const first = freshDb();
  const { night } = await nightWithPlayers(first, ['a', 'b', 'c']);
  await putShare(first, shareRow(night.id, { phone: 'P0' }));
  const snapshot = (await snapshotOf(first, night.id))!;
  const relay = new Relay();
  for (let i = 0; i < PHONES; i++) {
    const db = i === 0 ? first : freshDb();
    if (i > 0) await joinSharedNight(db, snapshot, shareRow(night.id, { phone: `P${i}` }));
    const doc = new Y.Doc();
    const mirror = new NightMirror(doc, db, night.id);
    mirrors.push(mirror);
    const phone: Phone = { db, doc, mirror, connected: true };
    relay.phones.push(phone);
    relay.attach(phone, i);
    mirror.startPushing();
  }
  return { relay, nightId: night.id };
}

/** One phone's view: its stored entries folded. */
async function viewOf(phone: Phone, nightId: string) {
  const stored = await entriesOfNight(phone.db, nightId);
  const ordered = new OrderedLedger({ ...testNight, id: nightId }, countingReducer);
  ordered.add(stored);
  const meetings = nightMeetings(ordered.entries, ordered.ledger);
  return { stored, ordered, ledger: ordered.ledger, meetings };
}

type View = Awaited<ReturnType<typeof viewOf>>;

/** A ledger command, written as the app writes it; a refused one writes nothing. */
async function write(phone: Phone, nightId: string, op: Op, pick: number): Promise<void> {
  const v = await viewOf(phone, nightId);
  const { ledger } = v;
  const all = v.ordered.entries;
  const counting = all.filter((e) => e.kind !== 'void' && ledger.isActive(e.id));
  const voids = all.filter((e) => e.kind === 'void' && ledger.isActive(e.id));
  const of = <T>(list: readonly T[]) => list[pick % Math.max(1, list.length)];
  const winner = ['a', 'b', 'c'][pick % 3]!;
  const hand = (payload: unknown, extra: object = {}) =>
    appendEntry(phone.db, { nightId, kind: 'test.win', payload, ...extra });
  try {
    if (op === 'new') await hand({ winner });
    else if (op === 'same') await hand({ winner: 'a' });
    else if (op === 'void' && of(counting))
      await voidEntry(phone.db, nightId, of(counting)!.id, 'x');
    else if (op === 'undo' && all.length > 0) {
      await voidEntry(phone.db, nightId, all[all.length - 1]!.id, 'undo');
    } else if (op === 'restore' && of(voids))
      await voidEntry(phone.db, nightId, of(voids)!.id, 'u');
    else if (op === 'correct' && of(counting)) {
      await hand({ winner }, { replaces: of(counting)!.id, reason: 'fix' });
    } else if (op === 'keep' && of(v.meetings.conflicts)) {
      const row = of(v.meetings.conflicts)!;
      for (const e of of(row.versions)!.keep) await voidEntry(phone.db, nightId, e.id, KEEP_REASON);
    } else if (op === 'distinct' && of(v.meetings.twins)) {
      const twin = of(v.meetings.twins)!.twin;
      await hand(twin.payload, { replaces: twin.id, reason: DISTINCT_REASON });
    }
  } catch {
    // Refused by the phone's live save (stale target, a rule): nothing written.
  }
}

/** Delivers everything in flight to connected phones until the mirrors are quiet. */
async function settle(relay: Relay, nightId: string, rng: () => number): Promise<void> {
  for (let round = 0; round < 200; round++) {
    await Promise.all(relay.phones.map((p) => p.mirror.settled()));
    await tick();
    if (relay.queue.length === 0) {
      const keys = [...relay.server.getMap('entries').keys()].sort();
      const connected = relay.phones.filter((p) => p.connected);
      const stored = await Promise.all(connected.map((p) => entriesOfNight(p.db, nightId)));
      if (
        stored.every(
          (s) =>
            s
              .map((e) => e.id)
              .sort()
              .join() === keys.join(),
        )
      )
        return;
    }
    while (relay.queue.length > 0) relay.deliver(Math.floor(rng() * relay.queue.length), false);
  }
  throw new Error('the phones never settled');
}

const idsOf = (v: View) => v.ordered.entries.map((e) => e.id);
const conflictIds = (v: View) =>
  v.meetings.conflicts.map((c) => c.versions.map((x) => x.entry.id).join('+'));

/**
 * The reference's hands: first entries of deals grouped by the clock they were
 * entered at (K1), each with the versions that count now (any entry of a
 * chain of corrections starting there).
 */
function countingByHand(v: View): Map<number, string[]> {
  const out = new Map<number, string[]>();
  const stored = new Map(v.stored.map((e) => [e.id, e]));
  const rootOf = (e: LedgerEntry) => {
    let r = e;
    while (r.replaces !== undefined && stored.has(r.replaces)) r = stored.get(r.replaces)!;
    return r;
  };
  for (const e of v.stored) {
    if (e.kind === 'void' || !v.ledger.isActive(e.id)) continue;
    const root = rootOf(e);
    if (root.replaces === undefined && e.reason === DISTINCT_REASON) continue;
    const chainDistinct = v.stored.some(
      (x) => x.reason === DISTINCT_REASON && rootOf(x).id === root.id && v.ledger.isActive(x.id),
    );
    const key = chainDistinct ? -stored.size - root.seq : root.seq;
    out.set(key, [...(out.get(key) ?? []), e.id]);
  }
  return out;
}

/** Every hand counts at most once, or a conflict naming its versions is shown. */
function checkHands(v: View): void {
  const shown = v.meetings.conflicts.flatMap((c) => c.versions.map((x) => x.entry.id));
  for (const [hand, versions] of countingByHand(v)) {
    if (versions.length < 2) continue;
    const named = versions.every((id) => shown.includes(id));
    expect(named, `hand at clock ${hand} counts ${versions.join(', ')} with no conflict`).toBe(
      true,
    );
  }
}

async function checkConnected(relay: Relay, nightId: string): Promise<View[]> {
  const views = await Promise.all(
    relay.phones.filter((p) => p.connected).map((p) => viewOf(p, nightId)),
  );
  for (const v of views.slice(1)) {
    expect(idsOf(v)).toEqual(idsOf(views[0]!));
    expect(v.ledger.balances).toEqual(views[0]!.ledger.balances);
    expect(conflictIds(v)).toEqual(conflictIds(views[0]!));
  }
  for (const v of views) checkHands(v);
  return views;
}

async function run(commands: readonly Command[], seed: number): Promise<void> {
  const rng = mulberry(seed);
  const { relay, nightId } = await phonesOf();
  for (const c of commands) {
    if (c.t === 'write') await write(relay.phones[c.phone]!, nightId, c.op, c.pick);
    else if (c.t === 'deliver') relay.deliver(c.pick, c.dup);
    else if (c.t === 'cut') relay.cut(c.phone);
    else if (c.t === 'join') relay.join(c.phone);
    else {
      await settle(relay, nightId, rng);
      await checkConnected(relay, nightId);
    }
    await Promise.all(relay.phones.map((p) => p.mirror.settled()));
  }
  await resolveEverything(relay, nightId, rng);
}

/**
 * A phone apart resolves every conflict its own screen shows, one at a time,
 * keeping version `pick` of each: every "keep this one" the screen offers is
 * stored by the phone's live save, whichever version it keeps (one refused
 * there leaves a conflict shown that cannot be resolved: M5's keep of the new
 * hand was, until the save's check read the deals at the restore's seq).
 */
async function resolveOnScreen(phone: Phone, nightId: string, pick: number): Promise<void> {
  for (let guard = 0; guard < 100; guard++) {
    const row = (await viewOf(phone, nightId)).meetings.conflicts[0];
    if (row === undefined) return;
    const version = row.versions[pick % row.versions.length]!;
    for (const e of version.keep) await voidEntry(phone.db, nightId, e.id, KEEP_REASON);
  }
  throw new Error('a phone resolved 100 conflicts and still shows one');
}

/** All meet; every phone resolves every conflict apart, its own way; all meet again. */
async function resolveEverything(relay: Relay, nightId: string, rng: () => number) {
  for (let i = 0; i < PHONES; i++) if (!relay.phones[i]!.connected) relay.join(i);
  await settle(relay, nightId, rng);
  const [before] = await checkConnected(relay, nightId);
  const handsBefore = countingByHand(before!);
  const countedBefore = [...handsBefore.keys()];
  // The versions of one shown conflict are one hand, whatever clock each was
  // entered at (a hand an undo brought back and the same hand entered again, M5).
  const sameHand = new Map<number, number[]>();
  for (const c of before!.meetings.conflicts) {
    const ids = c.versions.map((x) => x.entry.id);
    const keys = [...handsBefore].filter(([, v]) => v.some((id) => ids.includes(id)));
    for (const [key] of keys)
      sameHand.set(key, [...(sameHand.get(key) ?? []), ...keys.map(([k]) => k)]);
  }
  // A void that met a correction is a version too ("not played", K6): keeping it leaves none.
  const notPlayed = new Map<number, string[]>();
  for (const c of before!.meetings.conflicts.filter((c) => c.kind === 'voided')) {
    const voids = c.versions.filter((x) => x.entry.kind === 'void').map((x) => x.entry.id);
    notPlayed.set(c.root.seq, [...(notPlayed.get(c.root.seq) ?? []), ...voids]);
  }
  for (let round = 0; round < 8; round++) {
    const [now] = await checkConnected(relay, nightId);
    if (now!.meetings.conflicts.length === 0) break;
    relay.phones.forEach((_, i) => relay.cut(i));
    for (const [i, phone] of relay.phones.entries()) {
      await resolveOnScreen(phone, nightId, i + round);
      await phone.mirror.settled();
    }
    for (let i = 0; i < PHONES; i++) relay.join(i);
    await settle(relay, nightId, rng);
  }
  const [after] = await checkConnected(relay, nightId);
  expect(after!.meetings.conflicts).toEqual([]);
  const counted = countingByHand(after!);
  for (const [hand, versions] of counted) expect(versions, `hand ${hand}`).toHaveLength(1);
  // Resolving never leaves a hand that counted with none.
  for (const hand of countedBefore) {
    if ([hand, ...(sameHand.get(hand) ?? [])].some((k) => counted.has(k))) continue;
    const kept = (notPlayed.get(hand) ?? []).some((id) => after!.ledger.isActive(id));
    expect(kept, `hand ${hand} lost`).toBe(true);
  }
}

function mulberry(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('three phones over the real mirror, apart and together (model-based)', () => {
  it('every hand counts once or is shown; resolving from every phone at once leaves each once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(commandArb, { minLength: 1, maxLength: 30 }), fc.nat(), (c, s) =>
        run(c, s),
      ),
      { seed: 20261204, numRuns: RUNS },
    );
  }, 600_000);

  // Seeds the property found, kept as named tests (fast-check seed 1, shrunk;
  // seed 3 found a hole in the relay itself, fixed in Relay.cut).
  it('seed 1: a void and a correction made apart, resolved both ways at once: "not played" may win', async () => {
    await run(
      [
        { t: 'write', phone: 0, op: 'new', pick: 0 },
        { t: 'settle' },
        { t: 'write', phone: 1, op: 'correct', pick: 0 },
        { t: 'write', phone: 0, op: 'void', pick: 0 },
        { t: 'deliver', pick: 0, dup: false },
      ],
      0,
    );
  });

  it('seed 4: an undo brought a hand back while another phone entered it again; kept from every phone', async () => {
    await run(
      [
        { t: 'deliver', pick: 0, dup: true },
        { t: 'write', phone: 1, op: 'same', pick: 11 },
        { t: 'deliver', pick: 39, dup: false },
        { t: 'write', phone: 1, op: 'undo', pick: 5 },
        { t: 'join', phone: 2 },
        { t: 'settle' },
        { t: 'write', phone: 0, op: 'restore', pick: 3 },
        { t: 'write', phone: 2, op: 'new', pick: 2 },
      ],
      492211237,
    );
  });

  it('seed 3: two phones drop off while the server still sends what they wrote to the third', async () => {
    await run(
      [
        { t: 'write', phone: 2, op: 'same', pick: 19 },
        { t: 'write', phone: 1, op: 'new', pick: 34 },
        { t: 'write', phone: 2, op: 'correct', pick: 2 },
        { t: 'write', phone: 1, op: 'restore', pick: 13 },
        { t: 'deliver', pick: 4, dup: false },
        { t: 'write', phone: 0, op: 'distinct', pick: 46 },
        { t: 'cut', phone: 2 },
        { t: 'cut', phone: 0 },
        { t: 'write', phone: 1, op: 'new', pick: 47 },
        { t: 'deliver', pick: 2, dup: true },
        { t: 'settle' },
      ],
      732849849,
    );
  });
});
