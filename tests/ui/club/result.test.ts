// A closed night's result for the club (app/ui/club/result.ts): the settle
// screen's rounded balances mapped player → member (they sum to zero and are
// the very amounts settleBalances gives), the deals counted, the ledger hash,
// and no record while a player is not matched.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EntryContribution, LedgerEntry } from '../../../app/engine';
import { parseClubRecord } from '../../../app/engine/club';
import { ledgerHash } from '../../../app/engine/club/ledger-hash';
import { resultRecord, handsOf, type NightFacts } from '../../../app/ui/club/result';
import { settleBalances } from '../../../app/ui/settle/compute';

const contribution = (kind: string, i: number): EntryContribution => ({
  entryId: `e${i}`,
  seq: i,
  kind,
  transfers: {},
});

const entries: LedgerEntry[] = [
  { id: 'e1', nightId: 'n1', seq: 1, kind: 'marias.hand', payload: {}, createdAt: 1 },
];

function facts(balances: Record<string, number>, roundTo: number | null): NightFacts {
  const players = Object.keys(balances);
  const settled = settleBalances(balances, roundTo, players, []);
  if (!settled.ok) throw new Error('unsettled');
  return {
    nightId: 'n1',
    game: 'marias',
    date: '2026-01-08',
    currency: 'CZK',
    players,
    rounded: settled.settlement.rounded,
    entries,
    contributions: [
      contribution('marias.hand', 1),
      contribution('marias.hand', 2),
      contribution('transfer', 3),
      contribution('close', 4),
    ],
  };
}

const ids = { id: 'r1', at: '2026-01-08T23:10:00.000Z' };

describe('resultRecord', () => {
  it('carries the settled, rounded balances by member, summing to zero, and a valid record', () => {
    const zeroSum = fc
      .array(fc.integer({ min: -50_000, max: 50_000 }), { minLength: 2, maxLength: 3 })
      .map((xs) => [...xs, -xs.reduce((a, b) => a + b, 0)]);
    fc.assert(
      fc.property(zeroSum, fc.constantFrom(null, 100, 500, 1000), (amounts, roundTo) => {
        const balances = Object.fromEntries(amounts.map((v, i) => [`p${i}`, v]));
        const night = facts(balances, roundTo);
        const matches = Object.fromEntries(night.players.map((p) => [p, `m-${p}`]));
        const out = resultRecord(night, matches, ids);
        if (!out.ok) throw new Error('unmatched');
        const r = out.record;
        expect(Object.values(r.balances).reduce((a, b) => a + b, 0)).toBe(0);
        for (const p of night.players) expect(r.balances[`m-${p}`]).toBe(night.rounded[p]);
        expect(r.seats).toEqual(night.players.map((p) => `m-${p}`));
        expect(parseClubRecord(r)).toEqual(r);
      }),
    );
  });

  it('counts the deals, hashes the ledger and keeps a tournament slot', () => {
    const night = {
      ...facts({ a: 500, b: -500 }, null),
      tournament: { tournamentId: 't1', round: 2, table: 1 },
    };
    const out = resultRecord(night, { a: 'ma', b: 'mb' }, ids);
    expect(out.ok && out.record).toMatchObject({
      kind: 'result',
      nightId: 'n1',
      hands: 2,
      ledgerHash: ledgerHash(entries),
      tournament: { tournamentId: 't1', round: 2, table: 1 },
      balances: { ma: 500, mb: -500 },
    });
    expect(handsOf([])).toBe(0);
  });

  it('leaves out what the night carried in: the earlier night counts it', () => {
    // Night two opened with night one's unpaid −3.00/+3.00 and ended at −1.00/+1.00.
    const night = { ...facts({ a: -100, b: 100 }, null), carriedIn: { a: -300, b: 300 } };
    const out = resultRecord(night, { a: 'ma', b: 'mb' }, ids);
    expect(out.ok && out.record.balances).toEqual({ ma: 200, mb: -200 });
  });

  it("carries each player's figures under his member, and a record the parser reads as written", () => {
    const figures = {
      a: { declared: 2, declaredWon: 1, renoncs: 0 },
      b: { declared: 0, declaredWon: 0, renoncs: 1 },
    };
    const out = resultRecord(
      { ...facts({ a: 500, b: -500 }, null), figures },
      { a: 'ma', b: 'mb' },
      ids,
    );
    if (!out.ok) throw new Error('unmatched');
    expect(out.record.figures).toEqual({ ma: figures.a, mb: figures.b });
    expect(parseClubRecord(JSON.parse(JSON.stringify(out.record)))).toEqual(out.record);
  });

  it('leaves figures out of the record of a game that reports none', () => {
    const out = resultRecord(facts({ a: 500, b: -500 }, null), { a: 'ma', b: 'mb' }, ids);
    expect(out.ok && 'figures' in out.record).toBe(false);
  });

  it('names the players not matched, and makes no record', () => {
    const out = resultRecord(facts({ a: 1, b: 2, c: -3 }, null), { b: 'mb' }, ids);
    expect(out).toEqual({ ok: false, unmatched: ['a', 'c'] });
  });
});
