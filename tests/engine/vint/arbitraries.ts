// fast-check generators for valid vint tables and deals, shared by the
// property tests.
import fc from 'fast-check';
import {
  BOTH_CROSS_MODES,
  BOTH_SIDES_REVOKE_MODES,
  DENOMINATIONS,
  HONOURS_MODES,
  PAIR_PAYS_MODES,
  RENONCE_MISSING_TRICK_MODES,
  type RenonceClaim,
  type Side,
  type VintDeal,
  type VintSettings,
} from '../../../app/engine/games/vint';

export const sideArb = fc.constantFrom<Side>('A', 'B');

export const settingsArb: fc.Arbitrary<VintSettings> = fc.record({
  honours: fc.constantFrom(...HONOURS_MODES),
  bothCross: fc.constantFrom(...BOTH_CROSS_MODES),
  renonceMissingTrick: fc.constantFrom(...RENONCE_MISSING_TRICK_MODES),
  bothSidesRevoke: fc.constantFrom(...BOTH_SIDES_REVOKE_MODES),
  pairPays: fc.constantFrom(...PAIR_PAYS_MODES),
  stake: fc.record({
    minor: fc.integer({ min: 0, max: 100 }),
    perPoints: fc.integer({ min: 1, max: 100 }),
  }),
  coronets: fc.boolean(),
});

export const claimArb: fc.Arbitrary<RenonceClaim> = sideArb.chain((side) =>
  fc.record({
    side: fc.constant(side),
    offender: fc.constantFrom(...(side === 'A' ? ['N', 'S'] : ['E', 'W'])),
    liable: fc.constantFrom('both' as const, 'alone' as const),
    corrected: fc.boolean(),
  }),
);

export function dealArb(settings: VintSettings): fc.Arbitrary<VintDeal> {
  return fc
    .record({
      declaringSide: sideArb,
      second: fc.boolean(),
      level: fc.integer({ min: 1, max: 7 }),
      denomination: fc.constantFrom(...DENOMINATIONS),
      tricks: fc.integer({ min: 0, max: 13 }),
      trumps: fc.integer({ min: 0, max: 5 }),
      aces: fc.integer({ min: 0, max: 4 }),
      renonces: fc.oneof(
        { weight: 2, arbitrary: fc.constant([]) },
        { weight: 3, arbitrary: fc.array(claimArb, { minLength: 1, maxLength: 3 }) },
      ),
      bothFirst: sideArb,
      coronetA: fc.integer({ min: 0, max: 50 }),
      coronetB: fc.integer({ min: 0, max: 50 }),
    })
    .map((r) => {
      const trumps = r.denomination === 'noTrumps' ? 0 : r.trumps;
      // Keep the trump ace consistent: five honours include it, none excludes it.
      const aces =
        r.denomination !== 'noTrumps' && trumps === 5 && r.aces === 0
          ? 1
          : r.denomination !== 'noTrumps' && trumps === 0 && r.aces === 4
            ? 3
            : r.aces;
      const seats = r.declaringSide === 'A' ? ['N', 'S'] : ['E', 'W'];
      return {
        declaringSide: r.declaringSide,
        declarer: seats[r.second ? 1 : 0]!,
        level: r.level,
        denomination: r.denomination,
        tricks: r.tricks,
        honours: { trumps, aces },
        renonces: r.renonces,
        bothFirst: r.bothFirst,
        ...(settings.coronets ? { coronets: { A: r.coronetA * 10, B: r.coronetB * 10 } } : {}),
      };
    });
}

/** A table's settings and a night of deals played under them. */
export const nightArb = settingsArb.chain((settings) =>
  fc.record({
    settings: fc.constant(settings),
    deals: fc.array(dealArb(settings), { minLength: 1, maxLength: 40 }),
  }),
);
