// Paid marks and the night's rounding: settlement bookkeeping, not ledger
// entries. Marking changes no balance; it decides what carries over to the
// next night of the same players (app/ui/screens/carry-over.ts, run here
// against the same storage).
import { describe, expect, it } from 'vitest';
import { payment } from '../../app/engine';
import { openingEntriesFor } from '../../app/ui/screens/carry-over';
import {
  addPlayer,
  appendEntry,
  createNight,
  DEFAULT_ROUND_TO,
  deleteNight,
  entriesOfNight,
  markPaid,
  nightRoundTo,
  paymentsOfNight,
  setNightRoundTo,
  setSetting,
  roundToKey,
  StorageError,
  unmarkPaid,
} from '../../app/storage';
import { freshDb, nightWithPlayers } from './helpers';

describe('paid marks', () => {
  it('marks a payment paid, lists it, and takes the mark back', async () => {
    const db = freshDb();
    const { night, players } = await nightWithPlayers(db);
    const [petr, jana] = players;
    const payment = { from: jana!.id, to: petr!.id, amount: 12_000 };
    const mark = await markPaid(db, night.id, payment, { id: 'm1', now: 5 });
    expect(mark).toEqual({ id: 'm1', nightId: night.id, ...payment, paidAt: 5 });
    expect(await paymentsOfNight(db, night.id)).toEqual([mark]);
    expect(await entriesOfNight(db, night.id)).toEqual([]); // not a ledger entry

    expect(await unmarkPaid(db, night.id, payment)).toBe(1);
    expect(await paymentsOfNight(db, night.id)).toEqual([]);
    expect(await unmarkPaid(db, night.id, payment)).toBe(0);
  });

  it('is idempotent: a second tap finds the mark already there', async () => {
    const db = freshDb();
    const { night, players } = await nightWithPlayers(db);
    const payment = { from: players[0]!.id, to: players[1]!.id, amount: 500 };
    const first = await markPaid(db, night.id, payment, { now: 1 });
    const again = await markPaid(db, night.id, payment, { now: 2 });
    expect(again).toEqual(first);
    expect(await paymentsOfNight(db, night.id)).toHaveLength(1);
  });

  it('keeps marks per night and per payment', async () => {
    const db = freshDb();
    const a = await nightWithPlayers(db, ['A', 'B', 'C']);
    const b = await nightWithPlayers(db, ['D', 'E', 'F']);
    const [pa, pb, pc] = a.players.map((p) => p.id);
    await markPaid(db, a.night.id, { from: pa!, to: pb!, amount: 100 }, { now: 2 });
    await markPaid(db, a.night.id, { from: pc!, to: pb!, amount: 300 }, { now: 1 });
    expect((await paymentsOfNight(db, a.night.id)).map((m) => m.amount)).toEqual([300, 100]);
    expect(await paymentsOfNight(db, b.night.id)).toEqual([]);
    // Unmarking names the payment exactly: another amount is another payment.
    expect(await unmarkPaid(db, a.night.id, { from: pa!, to: pb!, amount: 99 })).toBe(0);
    expect(await paymentsOfNight(db, a.night.id)).toHaveLength(2);
  });

  it('refuses what is not a payment of the night, writing nothing', async () => {
    const db = freshDb();
    const { night, players } = await nightWithPlayers(db);
    const outsider = (await nightWithPlayers(db, ['X', 'Y', 'Z'])).players[0]!;
    const [p, q] = players.map((x) => x.id);
    const bad = [
      { from: p!, to: p!, amount: 100 },
      { from: p!, to: q!, amount: 0 },
      { from: p!, to: q!, amount: -5 },
      { from: p!, to: q!, amount: 1.5 },
      { from: p!, to: q!, amount: 1e300 },
      { from: p!, to: outsider.id, amount: 100 },
    ];
    for (const payment of bad) {
      await expect(markPaid(db, night.id, payment)).rejects.toBeInstanceOf(StorageError);
    }
    await expect(
      markPaid(db, 'no-such-night', { from: p!, to: q!, amount: 1 }),
    ).rejects.toMatchObject({ kind: 'notFound' });
    expect(await paymentsOfNight(db, night.id)).toEqual([]);
  });

  it('goes when its night is deleted', async () => {
    const db = freshDb();
    const { night, players } = await nightWithPlayers(db);
    await markPaid(db, night.id, { from: players[0]!.id, to: players[1]!.id, amount: 100 });
    await deleteNight(db, night.id);
    expect(await paymentsOfNight(db, night.id)).toEqual([]);
  });
});

describe('rounding per night', () => {
  it('defaults to one major unit and remembers the choice, none included', async () => {
    const db = freshDb();
    const { night } = await nightWithPlayers(db);
    expect(DEFAULT_ROUND_TO).toBe(100);
    expect(await nightRoundTo(db, night.id)).toBe(100);
    await setNightRoundTo(db, night.id, 50);
    expect(await nightRoundTo(db, night.id)).toBe(50);
    await setNightRoundTo(db, night.id, null);
    expect(await nightRoundTo(db, night.id)).toBeNull();
  });

  it('refuses a bad unit and ignores a damaged stored value', async () => {
    const db = freshDb();
    const { night } = await nightWithPlayers(db);
    for (const bad of [0, -10, 2.5, Number.NaN]) {
      await expect(setNightRoundTo(db, night.id, bad)).rejects.toBeInstanceOf(StorageError);
    }
    await setSetting(db, roundToKey(night.id), 'ten');
    expect(await nightRoundTo(db, night.id)).toBe(100);
  });
});

describe('carry-over of what stays unpaid', () => {
  async function table() {
    const db = freshDb();
    const ids: string[] = [];
    for (const name of ['Karel', 'Petr', 'Jana']) ids.push((await addPlayer(db, name)).id);
    const [k, p, j] = ids as [string, string, string];
    const night = async (now: number, players = ids, currency: 'CZK' | 'EUR' = 'CZK') =>
      createNight(db, {
        game: 'marias',
        playerIds: players,
        currency,
        settings: {},
        now,
        openingEntries: await openingEntriesFor(db, players, currency),
      });
    return { db, k, p, j, ids, night };
  }

  it('opens the next night with the unpaid payments, naming the night they came from', async () => {
    const { db, k, p, j, night } = await table();
    const first = await night(1);
    await appendEntry(db, {
      nightId: first.id,
      kind: 'transfer',
      payload: { transfers: payment(k, p, 12_040) },
    });
    await appendEntry(db, {
      nightId: first.id,
      kind: 'transfer',
      payload: { transfers: payment(j, p, 3_010) },
    });
    // Rounded to 1 Kč: Karel −120.40 → −120, Jana −30.10 → −30, Petr +150.50 → +150.
    await markPaid(db, first.id, { from: k, to: p, amount: 12_000 });

    const opening = await openingEntriesFor(db, [j, p, k], 'CZK');
    expect(opening).toEqual([
      {
        kind: 'transfer',
        payload: {
          transfers: { [j]: -3_000, [p]: 3_000 },
          origin: 'carry-over',
          note: `from:${first.id}`,
        },
      },
    ]);
    const second = await night(2, [j, p, k]);
    expect((await entriesOfNight(db, second.id)).map((e) => e.payload)).toEqual([
      opening[0]!.payload,
    ]);

    // The third night takes the debt from the second, once: never the first's again.
    const third = await openingEntriesFor(db, [k, p, j], 'CZK');
    expect(third).toEqual([
      {
        kind: 'transfer',
        payload: {
          transfers: { [j]: -3_000, [p]: 3_000 },
          origin: 'carry-over',
          note: `from:${second.id}`,
        },
      },
    ]);
  });

  it('carries nothing to other players, another currency, or when all is paid', async () => {
    const { db, k, p, j, ids, night } = await table();
    const other = (await addPlayer(db, 'Eva')).id;
    const first = await night(1);
    await appendEntry(db, {
      nightId: first.id,
      kind: 'transfer',
      payload: { transfers: payment(k, p, 500) },
    });
    expect(await openingEntriesFor(db, [k, p, other], 'CZK')).toEqual([]);
    expect(await openingEntriesFor(db, ids, 'EUR')).toEqual([]);
    expect(await openingEntriesFor(db, [k, p, j], 'CZK')).toHaveLength(1);
    await markPaid(db, first.id, { from: k, to: p, amount: 500 });
    expect(await openingEntriesFor(db, [k, p, j], 'CZK')).toEqual([]);
  });

  it('does not carry a debt twice even when the clock went back', async () => {
    const { db, k, p, ids, night } = await table();
    const first = await night(1_000);
    await appendEntry(db, {
      nightId: first.id,
      kind: 'transfer',
      payload: { transfers: payment(k, p, 700) },
    });
    // A second night, created while the phone's clock was behind, took the debt.
    const second = await night(500);
    expect(await entriesOfNight(db, second.id)).toHaveLength(1);
    // The first night is still the newest by its clock, but its debt is gone.
    expect(await openingEntriesFor(db, ids, 'CZK')).toEqual([]);
  });
});
