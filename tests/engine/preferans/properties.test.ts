// Seeded property tests over random pulkas against the independent reference
// model (reference.ts): the sheet after every deal, each deal's value (which
// sums to zero), the settlement (zero-sum, rounded by settlement.md §2, with
// the exact fewest payments), and the ledger fold: incremental == replay.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  foldLedger,
  IncrementalLedger,
  minTransfers,
  type GameReducer,
  type LedgerEntry,
  type NightInfo,
} from '../../../app/engine';
import {
  addDeal,
  denominatorOf,
  newPulka,
  preferansReducer,
  replayPulka,
  settlePulka,
  type Pulka,
  type PreferansDeal,
  type PreferansState,
  type PrefSheet,
} from '../../../app/engine/games/preferans';
import { buildDeal, pulkaArb, type RandomPulka } from './arbitraries';
import { refDeal, refEmpty, refMinPayments, refMoney, refNet, type RefSheet } from './reference';

const RUNS = { seed: 1414, numRuns: 300 };
const reducer = preferansReducer as unknown as GameReducer<PreferansState>;

function toRef(sheet: PrefSheet, players: readonly string[]): RefSheet {
  const ref = refEmpty(players);
  players.forEach((p, i) => {
    ref.pulya[p] = sheet.pulya[i]!;
    ref.gora[p] = sheet.gora[i]!;
    players.forEach((j, k) => {
      if (i !== k) ref.whists[`${p}>${j}`] = sheet.whists[i]![k]!;
    });
  });
  return ref;
}

/** The pulka's legal deals, entered one by one until it ends. */
function play(r: RandomPulka): { deals: PreferansDeal[]; pulka: Pulka } {
  let pulka = newPulka(r.players);
  const deals: PreferansDeal[] = [];
  for (const seed of r.seeds) {
    if (pulka.ended) break;
    const deal = buildDeal(seed, r.players, pulka.dealer, r.settings, pulka.series);
    const step = addDeal(pulka, deal, r.players, r.settings);
    if (!step.ok) throw new Error(`generated an illegal deal: ${JSON.stringify(step.issues)}`);
    pulka = step.pulka;
    deals.push(deal);
  }
  return { deals, pulka };
}

describe('preferans properties', () => {
  it('the sheet after every deal equals the reference model', () => {
    fc.assert(
      fc.property(pulkaArb, (r) => {
        const { deals, pulka } = play(r);
        let ref = refEmpty(r.players);
        let series = 0;
        let sheet = newPulka(r.players).sheet;
        deals.forEach((deal, k) => {
          ({ sheet: ref, series } = refDeal(ref, deal, r.players, r.settings, series));
          sheet = replayPulka(
            r.players,
            r.settings,
            deals.slice(0, k + 1).map((d) => ({ type: 'deal', deal: d })),
          ).pulka.sheet;
          expect(toRef(sheet, r.players)).toEqual(ref);
        });
        expect(pulka.series).toBe(series);
      }),
      { ...RUNS, numRuns: 150 },
    );
  });

  it('each deal’s value sums to zero and equals the reference', () => {
    fc.assert(
      fc.property(pulkaArb, (r) => {
        const { deals, pulka } = play(r);
        const s = { ...r.settings, earlyEnd: 'pulyaToGora' as const };
        const den = denominatorOf(r.players.length);
        let ref = refEmpty(r.players);
        let series = 0;
        deals.forEach((deal, k) => {
          const before = refNet(ref, r.players, s);
          ({ sheet: ref, series } = refDeal(ref, deal, r.players, r.settings, series));
          const afterNet = refNet(ref, r.players, s);
          const value = pulka.records[k]!.value;
          expect(value.reduce((a, b) => a + b, 0)).toBe(0);
          value.forEach((v, i) => {
            expect(v * afterNet[i]!.d * before[i]!.d).toBe(
              den * (afterNet[i]!.n * before[i]!.d - before[i]!.n * afterNet[i]!.d),
            );
          });
        });
      }),
      RUNS,
    );
  });

  it('the settlement sums to zero, matches the reference and pays in the fewest payments', () => {
    fc.assert(
      fc.property(pulkaArb, (r) => {
        const { pulka } = play(r);
        const result = settlePulka(pulka.sheet, r.players, r.settings);
        expect(result.net.reduce((a, b) => a + b, 0)).toBe(0);
        const net = refNet(toRef(pulka.sheet, r.players), r.players, r.settings);
        result.net.forEach((x, i) => expect(x * net[i]!.d).toBe(net[i]!.n * result.den));
        const amounts = r.players.map((p) => result.money[p]!);
        expect(amounts.reduce((a, b) => a + b, 0)).toBe(0);
        expect(amounts).toEqual(refMoney(net, r.settings.stake));
        const payments = minTransfers(result.money, r.players);
        expect(payments.length).toBe(refMinPayments(amounts));
        const paid: Record<string, number> = Object.fromEntries(r.players.map((p) => [p, 0]));
        for (const p of payments) {
          paid[p.from]! += p.amount;
          paid[p.to]! -= p.amount;
        }
        expect(r.players.map((p) => paid[p]! + result.money[p]!)).toEqual(r.players.map(() => 0));
      }),
      RUNS,
    );
  });

  it('the incremental ledger equals the full replay, entry by entry', () => {
    fc.assert(
      fc.property(pulkaArb, (r) => {
        const { deals, pulka } = play(r);
        const night: NightInfo = {
          id: 'n',
          game: 'preferans' as never,
          players: r.players,
          currency: 'RUB',
          settings: r.settings,
        };
        const entries: LedgerEntry[] = deals.map((deal, k) => ({
          id: `e${k + 1}`,
          nightId: 'n',
          seq: k + 1,
          kind: 'preferans.deal',
          payload: { deal },
          createdAt: 0,
        }));
        const ledger = new IncrementalLedger(night, reducer);
        for (const e of entries) ledger.append(e);
        const fold = foldLedger(night, entries, reducer);
        expect(ledger.balances).toEqual(fold.balances);
        expect(fold.state.pulkas[0]!.sheet).toEqual(pulka.sheet);
        expect(fold.balances).toEqual(settlePulka(pulka.sheet, r.players, r.settings).money);
      }),
      RUNS,
    );
  });
});
