// "N to send" counted from the phone's own store: every stored entry of the
// night until the server confirms holding it (or sent it here), kept across
// a reload, so a phone that opens offline still says exactly "2 to send".
import { describe, expect, it } from 'vitest';
import { appendEntry, entriesOfNight, forgetShare, putShare } from '../../app/storage';
import { HAVE_CHUNK, SentTracker } from '../../app/sync/sent';
import { freshDb, nightWithPlayers } from '../storage/helpers';
import { shareRow } from './share-row';

async function loaded(make: (done: () => void) => SentTracker): Promise<SentTracker> {
  let tracker: SentTracker | undefined;
  await new Promise<void>((resolve) => {
    tracker = make(resolve);
  });
  return tracker!;
}

describe('entries to send', () => {
  it('counts stored entries until the server confirms them, and remembers across a reload', async () => {
    const db = freshDb();
    const { night, players } = await nightWithPlayers(db);
    const transfer = (amount: number) =>
      appendEntry(db, {
        nightId: night.id,
        kind: 'transfer',
        payload: { transfers: { [players[0]!.id]: amount, [players[1]!.id]: -amount } },
      });
    const first = await transfer(100);
    const second = await transfer(200);
    const tracker = await loaded((done) => new SentTracker(db, night.id, done));
    const stored = await entriesOfNight(db, night.id);
    expect(tracker.count(stored)).toBe(2);
    // Only entries already in the doc are asked about.
    expect(tracker.questions(stored, () => false)).toEqual([]);
    expect(tracker.questions(stored, (id) => id === first.id)).toEqual([
      JSON.stringify({ type: 'have?', ids: [first.id] }),
    ]);
    tracker.confirm([first.id, 'junk', 3]);
    expect(tracker.count(stored)).toBe(1);
    await tracker.flush();
    const again = await loaded((done) => new SentTracker(db, night.id, done));
    expect(again.count(stored)).toBe(1);
    again.confirm([second.id]);
    expect(again.count(stored)).toBe(0);
    // One from another phone, as the server sent it: never "to send".
    const third = await transfer(300);
    again.confirm([third.id]);
    expect(again.count(await entriesOfNight(db, night.id))).toBe(0);
  });

  it('forgets the confirmed ids when the phone leaves the shared night', async () => {
    const db = freshDb();
    const { night, players } = await nightWithPlayers(db);
    const stored = [
      await appendEntry(db, {
        nightId: night.id,
        kind: 'transfer',
        payload: { transfers: { [players[0]!.id]: 100, [players[1]!.id]: -100 } },
      }),
    ];
    await putShare(db, shareRow(night.id, { secret: 's' }));
    const tracker = await loaded((done) => new SentTracker(db, night.id, done));
    tracker.confirm([stored[0]!.id]);
    await tracker.flush();
    await forgetShare(db, night.id);
    // Shared again, it is a new document on the server: everything is to send.
    const again = await loaded((done) => new SentTracker(db, night.id, done));
    expect(again.count(stored)).toBe(1);
  });

  it('asks in chunks the server answers whole', async () => {
    const db = freshDb();
    const { night } = await nightWithPlayers(db);
    const tracker = await loaded((done) => new SentTracker(db, night.id, done));
    const many = Array.from({ length: HAVE_CHUNK + 5 }, (_, i) => ({ id: `e${i}` }));
    const questions = tracker.questions(many as never, () => true);
    expect(questions.map((q) => (JSON.parse(q) as { ids: string[] }).ids.length)).toEqual([
      HAVE_CHUNK,
      5,
    ]);
  });
});
