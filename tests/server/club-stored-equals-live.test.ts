// What the server stores of a club is what it serves (issue 26, item 2, for
// clubs): random sequences of honest records from the admin's and a member's
// clients, honest repeats, forged copies (a held struct's client:clock with
// other content, perhaps with a new record) and records beyond the writer's
// role, against a model: a forged copy and a forbidden kind are refused
// whole, a repeat is acknowledged, and the stored club (what a restart
// loads, either engine) equals the live one (what a board phone receives)
// equals the model. In one process, and in two behind one Redis.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { ClubRecord } from '../../app/engine/club';
import {
  clubToken,
  memberRecord,
  newClub,
  paymentRecord,
  storedClub,
  tournamentRecord,
  type TestClub,
} from './support/clubs';
import { structAt, Writer } from './support/forge';
import { openSession } from './support/hocuspocus-session';
import { startTestServer, type TestServer } from './support/in-process';
import { PhoneRegistry, until } from './support/phones';
import { redisPair } from './support/redis-pair';
import { tempDataDir } from './support/server-process';

const SINGLE_PORT = 4710;
const REDIS_PORT = 4713;
const PAIR_PORTS = [4711, 4712] as const;
const SEED = 20261205;
const phones = new PhoneRegistry();

type Op =
  | { readonly kind: 'add'; readonly admin: boolean; readonly at: number }
  | { readonly kind: 'repeat'; readonly pick: number; readonly at: number }
  | { readonly kind: 'forge'; readonly pick: number; readonly at: number; readonly extra: boolean }
  | { readonly kind: 'beyond'; readonly at: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('add' as const), admin: fc.boolean(), at: fc.nat(1) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('repeat' as const), pick: fc.nat(), at: fc.nat(1) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('forge' as const),
      pick: fc.nat(),
      at: fc.nat(1),
      extra: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('beyond' as const), at: fc.nat(1) }) },
);

interface Sent {
  readonly writer: Writer;
  readonly key: string;
  readonly update: Uint8Array;
}

/** One op's update, what the server must answer, and what the model gains. */
function step(o: Op, writers: readonly Writer[], sent: Sent[], model: Map<string, unknown>) {
  if (o.kind === 'add' || (o.kind !== 'beyond' && sent.length === 0)) {
    const admin = o.kind === 'add' && o.admin;
    const writer = writers[admin ? 0 : 1]!;
    const record: ClubRecord = admin ? tournamentRecord() : paymentRecord();
    const update = writer.set(record.id, record);
    sent.push({ writer, key: record.id, update });
    model.set(record.id, record);
    return { update, expected: 'saved', admin };
  }
  if (o.kind === 'beyond') {
    // A member's client writes a tournament: not its role's kind.
    const record = tournamentRecord();
    return {
      update: new Writer(7000, 'records').set(record.id, record),
      expected: 'bad-entry',
      admin: false,
    };
  }
  if (o.kind === 'repeat') {
    return { update: sent[o.pick % sent.length]!.update, expected: 'saved', admin: true };
  }
  const target = sent[o.pick % sent.length]!;
  const clock = target.writer.clocks.get(target.key)!;
  const forged = { ...paymentRecord(), id: target.key, amount: 100_000 };
  const parts = [structAt(target.writer.client, clock, target.key, forged, 'records')];
  if (o.extra) {
    const sneaked = memberRecord('Sneaked');
    parts.push(new Writer(5000 + sent.length, 'records').set(sneaked.id, sneaked));
  }
  const update = parts.length === 1 ? parts[0]! : Y.mergeUpdates(parts);
  return { update, expected: 'changes-existing', admin: false };
}

/** Plays `ops` on the club; ports[at % n] chooses the process. Returns the model: key → record. */
async function play(
  ops: readonly Op[],
  club: TestClub,
  ports: readonly number[],
  relayed: (key: string) => Promise<void> = async () => undefined,
) {
  const writers = [new Writer(1000, 'records'), new Writer(1001, 'records')];
  const model = new Map<string, unknown>();
  const sent: Sent[] = [];
  const outcomes: string[] = [];
  for (const o of ops) {
    // A forged copy goes where the original may not have arrived through
    // Redis yet: that race is documented (SYNC-PROTOCOL.md), not tested here.
    if (o.kind === 'forge' && sent.length > 0) await relayed(sent[o.pick % sent.length]!.key);
    const { update, expected, admin } = step(o, writers, sent, model);
    const token = admin ? clubToken(club.admin, club) : clubToken(club.member);
    const session = await openSession(ports[o.at % ports.length]!, club.name, token);
    const answer = await session.send(update);
    outcomes.push(`${o.kind}:${String(answer)}`);
    expect(answer, outcomes.join(' ')).toBe(expected);
    session.close();
  }
  return Object.fromEntries(model);
}

/** Creates the club on the server (the admin's first connection), with no records. */
async function created(port: number): Promise<TestClub> {
  const club = newClub();
  const session = await openSession(port, club.name, clubToken(club.admin, club));
  session.close();
  return club;
}

/** What a board phone joining on `url` receives. */
async function served(url: string, club: TestClub, size: number): Promise<Record<string, unknown>> {
  const board = phones.connect(url, club.name, clubToken(club.board));
  await until(
    'the board phone holds the club',
    () => board.provider.isSynced && board.doc.getMap('records').size >= size,
  );
  const json = board.doc.getMap('records').toJSON();
  board.destroy();
  return json;
}

/** Resolves once every process of the pair serves the record `key`. */
async function everywhere(club: TestClub, key: string): Promise<void> {
  for (const port of PAIR_PORTS) {
    const board = phones.connect(`http://127.0.0.1:${port}`, club.name, clubToken(club.board));
    await until('the record reached this process', () => board.doc.getMap('records').has(key));
    board.destroy();
  }
}

afterAll(() => phones.destroyAll());

describe('a club in one process', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(SINGLE_PORT, { RENONC_SYNC_NIGHT_RATE: '100000' });
  });
  afterAll(async () => server.close());

  it('forged copies and kinds beyond the role are refused; stored = live = model', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        const club = await created(SINGLE_PORT);
        const model = await play(ops, club, [SINGLE_PORT]);
        expect(await served(server.url, club, Object.keys(model).length)).toEqual(model);
        expect((await storedClub(server.dataDir, club.name)).records).toEqual(model);
      }),
      { seed: SEED, numRuns: 12 },
    );
  });
});

describe('a club in two processes behind one Redis', () => {
  const dataDir = tempDataDir('club-redis');
  const pair = redisPair(REDIS_PORT, PAIR_PORTS, dataDir, { RENONC_SYNC_NIGHT_RATE: '100000' });

  it('a forged copy sent to the other process is refused; both serve the model', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 10 }), async (ops) => {
        const club = await created(PAIR_PORTS[0]);
        const model = await play(ops, club, PAIR_PORTS, (key) => everywhere(club, key));
        for (const p of pair.processes()) {
          expect(await served(p.url, club, Object.keys(model).length)).toEqual(model);
        }
        expect((await storedClub(dataDir, club.name)).records).toEqual(model);
      }),
      { seed: SEED, numRuns: 5 },
    );
  });
});
