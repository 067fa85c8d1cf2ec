// Seeded property tests: zero sums, integer money, the team-flek ratio, flek
// doubling, and the reducer's total against settling each entry on its own.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldLedger } from '../../../app/engine/ledger/fold';
import type { LedgerEntry, NightInfo } from '../../../app/engine/ledger/types';
import {
  FLEK_COUNTERS,
  RENONC_REASONS,
  isFlekable,
  mariasReducer,
  mariasSeating,
  settleMariasHand,
  settleMariasRenonc,
  validateMariasHand,
  type MariasComponentLine,
  type MariasContract,
  type MariasHand,
  type MariasRenonc,
  type MariasSettings,
} from '../../../app/engine/games/marias';
import {
  TABLE3,
  TABLE4,
  int,
  pick,
  randomHand,
  randomSeating,
  randomSettings,
  randFrom,
  type Rand,
} from './random-hand';

const runs = { seed: 42, numRuns: 500 };

const sum = (t: Readonly<Record<string, number>>) => Object.values(t).reduce((a, b) => a + b, 0);

describe('every valid hand', () => {
  it('validates, sums to zero and moves whole minor units', () => {
    fc.assert(
      fc.property(fc.gen(), (g) => {
        const rand = randFrom(g);
        const settings = randomSettings(rand);
        const seating = randomSeating(rand);
        const hand = randomHand(rand, settings, seating);
        expect(validateMariasHand(settings, seating, hand)).toEqual([]);
        const { transfers, breakdown, unitsPerDefender } = settleMariasHand(
          settings,
          seating,
          hand,
        );
        expect(sum(transfers)).toBe(0);
        for (const v of Object.values(transfers)) expect(Number.isSafeInteger(v)).toBe(true);
        for (const u of Object.values(unitsPerDefender)) expect(Number.isSafeInteger(u)).toBe(true);
        for (const line of breakdown) expect(Number.isSafeInteger(line.money)).toBe(true);
        // The lines add up to what each defender pays.
        for (const [d, u] of Object.entries(unitsPerDefender)) {
          const lines = breakdown.filter((l) => l.defender === d).reduce((a, l) => a + l.units, 0);
          expect(lines).toBe(u);
          expect(transfers[d]).toBe(-u * settings.unitPrice || 0);
        }
      }),
      runs,
    );
  });

  it('team flek, three settling: the declarer gets −2 × each defender', () => {
    fc.assert(
      fc.property(fc.gen(), (g) => {
        const rand = randFrom(g);
        const settings: MariasSettings = {
          ...randomSettings(rand),
          flekScope: 'team',
          sitterPays: false,
        };
        const seating = randomSeating(rand);
        const hand = randomHand(rand, settings, seating);
        const { transfers } = settleMariasHand(settings, seating, hand);
        const defenders = seating.players.filter((p) => p !== hand.declarer);
        const [b, c] = defenders.map((d) => transfers[d] as number);
        expect(b).toBe(c);
        expect(transfers[hand.declarer]).toBe(-2 * (b as number) || 0);
        if (seating.sitter) expect(transfers[seating.sitter]).toBe(0);
      }),
      runs,
    );
  });

  it('one more flek level doubles that counter’s lines when no limit applies', () => {
    fc.assert(
      fc.property(fc.gen(), (g) => {
        const rand = randFrom(g);
        const settings: MariasSettings = {
          ...randomSettings(rand),
          limit: 'none',
          playHra: 'always',
          maxFlek: 6,
        };
        const seating = randomSeating(rand);
        const hand = randomHand(rand, settings, seating);
        fc.pre(hand.conceded !== true);
        const counters = FLEK_COUNTERS.filter((c) => isFlekable(settings, hand, c));
        fc.pre(counters.length > 0);
        const counter = pick(rand, counters);
        const raised = raiseFlek(settings, hand, counter, pick(rand, seating.players));
        fc.pre(raised !== null);
        const before = lines(settleMariasHand(settings, seating, hand).breakdown);
        const after = lines(settleMariasHand(settings, seating, raised as MariasHand).breakdown);
        expect(after.length).toBe(before.length);
        after.forEach((line, i) => {
          const old = before[i] as MariasComponentLine;
          const changed = line.flekLevel !== old.flekLevel;
          if (changed) expect(line.counter).toBe(counter);
          expect(line.money).toBe(changed ? 2 * old.money : old.money);
        });
      }),
      runs,
    );
  });
});

const lines = (breakdown: readonly { kind: string }[]) =>
  breakdown.filter((l): l is MariasComponentLine => l.kind === 'component');

/** The same hand one level higher on `counter` (for `defender` under individual flek). */
function raiseFlek(
  settings: MariasSettings,
  hand: MariasHand,
  counter: (typeof FLEK_COUNTERS)[number],
  defender: string,
): MariasHand | null {
  if (settings.flekScope === 'team') {
    const level = hand.flek?.[counter] ?? 0;
    return level >= 6 ? null : { ...hand, flek: { ...hand.flek, [counter]: level + 1 } };
  }
  if (defender === hand.declarer) return null;
  const flekBy = hand.flekBy ?? {};
  const proti = counter === 'sedmaProti' || counter === 'kiloProti';
  const other = Object.entries(flekBy).some(([d, l]) => d !== defender && (l[counter] ?? 0) > 0);
  if (proti && other) return null; // the declarer's flek on proti answers the announcer only
  const level = flekBy[defender]?.[counter] ?? 0;
  if (level >= 6) return null;
  return {
    ...hand,
    flekBy: { ...flekBy, [defender]: { ...flekBy[defender], [counter]: level + 1 } },
  };
}

describe('every fine', () => {
  it('sums to zero and never pays the sitter', () => {
    fc.assert(
      fc.property(fc.gen(), (g) => {
        const rand = randFrom(g);
        const settings = randomSettings(rand);
        const seating = randomSeating(rand);
        const renonc = randomRenonc(rand, settings, seating);
        const { transfers } = settleMariasRenonc(settings, seating, renonc);
        expect(sum(transfers)).toBe(0);
        for (const v of Object.values(transfers)) expect(Number.isSafeInteger(v)).toBe(true);
        if (seating.sitter && renonc.offender !== seating.sitter) {
          expect(transfers[seating.sitter]).toBe(0);
        }
      }),
      runs,
    );
  });
});

function randomRenonc(
  rand: Rand,
  settings: MariasSettings,
  seating: ReturnType<typeof randomSeating>,
): MariasRenonc {
  const everyone = seating.sitter ? [...seating.players, seating.sitter] : [...seating.players];
  const tier = pick(rand, [1, 2, '3A', '3B'] as const);
  if (tier === 1 || tier === 2) {
    const offender = pick(rand, everyone);
    return {
      tier,
      offender,
      claimant: pick(
        rand,
        everyone.filter((p) => p !== offender),
      ),
      reason: pick(rand, RENONC_REASONS[tier === 1 ? 'tier1' : 'tier2']),
    };
  }
  const hand = randomHand(rand, { ...settings, limit: 'none' }, seating);
  const contract: MariasContract = {
    declarer: hand.declarer,
    game: hand.game,
    hearts: hand.hearts,
    sedmaProti: hand.sedmaProti,
    kiloProti: hand.kiloProti,
    flek: hand.flek,
    flekBy: hand.flekBy,
    raisedBy: settings.limit === 'csm' && settings.flekScope === 'team' ? [] : undefined,
  };
  const defenders = seating.players.filter((p) => p !== hand.declarer);
  const offender = tier === '3A' ? hand.declarer : pick(rand, defenders);
  return {
    tier,
    offender,
    claimant: pick(
      rand,
      everyone.filter((p) => p !== offender),
    ),
    reason: pick(rand, RENONC_REASONS.tier3),
    contract,
  };
}

describe('the reducer', () => {
  it('totals what settling each entry on its own gives', () => {
    fc.assert(
      fc.property(fc.gen(), (g) => {
        const rand = randFrom(g);
        const table = rand() < 0.5 ? [...TABLE3] : [...TABLE4];
        let settings: MariasSettings = randomSettings(rand);
        const night: NightInfo = {
          id: 'n',
          game: 'marias',
          players: table,
          currency: 'CZK',
          settings,
        };
        const expected: Record<string, number> = Object.fromEntries(table.map((p) => [p, 0]));
        const add = (t: Readonly<Record<string, number>>) => {
          for (const [p, v] of Object.entries(t)) expected[p] = (expected[p] ?? 0) + v;
        };
        const entries: LedgerEntry[] = [];
        // An independent model of the deal: who deals next, deals and misdeals per round.
        let dealer = table[0] as string;
        let deals = 0;
        let misdeals = 0;
        const nextDeal = (by: string) => {
          const round = Math.floor(deals / table.length);
          deals++;
          if (Math.floor(deals / table.length) !== round) misdeals = 0;
          dealer = table[(table.indexOf(by) + 1) % table.length] as string;
        };
        const push = (kind: string, payload: unknown) =>
          entries.push({
            id: `e${entries.length + 1}`,
            nightId: 'n',
            seq: entries.length + 1,
            kind,
            payload,
            createdAt: 0,
          });

        for (let i = int(rand, 1, 40); i > 0; i--) {
          const r = rand();
          if (r < 0.6) {
            const by = rand() < 0.9 ? dealer : pick(rand, table);
            const seating = mariasSeating(table, by);
            const hand = randomHand(rand, settings, seating);
            push('marias.hand', hand);
            add(settleMariasHand(settings, seating, hand).transfers);
            nextDeal(by);
          } else if (r < 0.75) {
            push('marias.misdeal', { dealer });
            misdeals++;
            if (misdeals > 1) {
              const seating = mariasSeating(table, dealer);
              add(
                settleMariasRenonc(settings, seating, {
                  tier: 1,
                  claimant: table.find((p) => p !== dealer) as string,
                  offender: dealer,
                  reason: 'secondMisdeal',
                }).transfers,
              );
            }
          } else if (r < 0.9) {
            const seating = mariasSeating(table, dealer);
            const renonc = randomRenonc(rand, settings, seating);
            push('marias.renonc', renonc);
            add(settleMariasRenonc(settings, seating, renonc).transfers);
            if (renonc.tier === '3A' || renonc.tier === '3B') nextDeal(dealer);
          } else {
            settings = randomSettings(rand);
            push('settings', { settings });
          }
        }
        const folded = foldLedger(night, entries, mariasReducer);
        expect(folded.balances).toEqual(expected);
        expect(folded.state.nextDealer).toBe(dealer);
        expect(folded.state.misdealsThisRound).toBe(misdeals);
        expect(folded.state.handNumber).toBe(deals + 1);
      }),
      { seed: 42, numRuns: 200 },
    );
  });
});
