// Random nights for the settlement property tests: balances that sum to zero.
import fc from 'fast-check';

/** Up to `maxPlayers` players p0, p1, … with balances in ±range that net out. */
export function zeroSumBalances(
  maxPlayers: number,
  range: number,
  minPlayers = 1,
): fc.Arbitrary<Record<string, number>> {
  return fc
    .array(fc.integer({ min: -range, max: range }), {
      minLength: minPlayers - 1,
      maxLength: maxPlayers - 1,
    })
    .map((values) => {
      const all = [...values, -values.reduce((a, b) => a + b, 0)];
      return Object.fromEntries(all.map((v, i) => [`p${i}`, v === 0 ? 0 : v]));
    });
}

/**
 * Balances built from small multiples, so that many subsets net out to zero:
 * the cases where the grouping (and not greedy matching) decides the count.
 */
export function groupyBalances(maxPlayers: number): fc.Arbitrary<Record<string, number>> {
  return zeroSumBalances(maxPlayers, 4).map((b) =>
    Object.fromEntries(Object.entries(b).map(([p, v]) => [p, v * 10])),
  );
}
