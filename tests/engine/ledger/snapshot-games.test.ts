// Every real game's state must survive the database's structured clone for a
// snapshot to be stored: mariáš, vint and preferans states are plain data.
// For each game, a snapshot taken at a random point of a random night (hands,
// claims, corrections and voids with the real rules) and cloned as IndexedDB
// would clone it, plus the entries after it, equals the full fold.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  foldLedger,
  isPlainData,
  OrderedLedger,
  resumeFromSnapshot,
  takeSnapshot,
  type GameReducer,
  type LedgerEntry,
  type NightInfo,
} from '../../../app/engine';
import { addDeal, newPulka, preferansReducer } from '../../../app/engine/games/preferans';
import { MARIAS, VINT, type GameModel } from '../../storage/ledger-model/games';
import { buildDeal, pulkaArb } from '../preferans/arbitraries';

const CODE = 'test-build';

function expectResumes(
  night: NightInfo,
  reducer: GameReducer<unknown>,
  entries: readonly LedgerEntry[],
  k: number,
): void {
  const first = new OrderedLedger(night, reducer);
  first.add(entries.slice(0, k));
  expect(isPlainData(first.ledger.state)).toBe(true);
  const snap = structuredClone(takeSnapshot(first.ledger, first.storedEntries, CODE));
  expect(snap).toBeDefined();
  const opened = new OrderedLedger(night, reducer);
  let resumed = false;
  opened.add(entries, (stored, ranked) => {
    const ledger = resumeFromSnapshot(night, reducer, stored, ranked, snap, CODE);
    resumed = ledger !== undefined;
    return ledger;
  });
  expect(resumed).toBe(true);
  const full = foldLedger(night, entries, reducer);
  expect(opened.ledger.balances).toEqual(full.balances);
  expect(opened.ledger.state).toEqual(full.state);
  expect(opened.ledger.unscorable()).toEqual(full.unscorable);
}

type Step = { t: 'add'; c: number } | { t: 'claim'; p: number } | { t: 'void'; p: number };
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ t: fc.constant('add' as const), c: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('claim' as const), p: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('void' as const), p: fc.nat() }) },
);

function nightOf(game: GameModel, steps: readonly Step[]): LedgerEntry[] {
  const out: LedgerEntry[] = [];
  for (const step of steps) {
    const seq = out.length + 1;
    const base = { id: `e${seq}`, nightId: game.night.id, seq, createdAt: seq };
    const contents = out.filter((e) => e.kind !== 'void');
    const target = contents[(step.t === 'add' ? 0 : step.p) % Math.max(1, contents.length)];
    const claim = target && step.t === 'claim' ? game.claimOf(target) : undefined;
    if (claim) out.push({ ...base, ...claim, replaces: target!.id, reason: 'claim' });
    else if (target && step.t === 'void') {
      out.push({ ...base, kind: 'void', payload: {}, voids: target.id, reason: 'undo' });
    } else {
      const c = game.contents[(step.t === 'add' ? step.c : step.p) % game.contents.length]!;
      out.push({ ...base, kind: c.kind, payload: c.payload });
    }
  }
  return out;
}

describe('snapshots of the real games', () => {
  for (const game of [MARIAS, VINT]) {
    it(`${game.night.game}: the state is plain data and snapshot + tail == full fold`, () => {
      fc.assert(
        fc.property(fc.array(stepArb, { minLength: 1, maxLength: 40 }), fc.nat(), (steps, a) => {
          const entries = nightOf(game, steps);
          expectResumes(game.night, game.reducer, entries, 1 + (a % entries.length));
        }),
        { seed: 77, numRuns: 60 },
      );
    });
  }

  it('preferans: the state is plain data and snapshot + tail == full fold', () => {
    fc.assert(
      fc.property(pulkaArb, fc.nat(), (r, a) => {
        const night: NightInfo = {
          id: 'n-pref',
          game: 'preferans',
          players: r.players,
          currency: 'RUB',
          settings: r.settings,
        };
        let pulka = newPulka(r.players);
        const entries: LedgerEntry[] = [];
        for (const seed of r.seeds) {
          if (pulka.ended) break;
          const deal = buildDeal(seed, r.players, pulka.dealer, r.settings, pulka.series);
          const step = addDeal(pulka, deal, r.players, r.settings);
          if (!step.ok) break;
          pulka = step.pulka;
          const seq = entries.length + 1;
          const base = { id: `e${seq}`, nightId: night.id, seq, createdAt: 0 };
          entries.push({ ...base, kind: 'preferans.deal', payload: { deal } });
        }
        fc.pre(entries.length > 0);
        const reducer = preferansReducer as unknown as GameReducer<unknown>;
        expectResumes(night, reducer, entries, 1 + (a % entries.length));
      }),
      { seed: 99, numRuns: 60 },
    );
  });
});
