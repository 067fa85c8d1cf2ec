// Random clubs for the property tests: six members, nights of two to four of
// them with balances that net out and, some of them, the game's own figures;
// duplicate attaches, withdrawals and payments of any size (some too large),
// in two currencies and two games.
import fc from 'fast-check';
import type { ClubPayment, ClubRecords, NightResult, Withdrawal } from '../../../app/engine/club';

export const IDS = ['a', 'b', 'c', 'd', 'e', 'f'];
/** Figure keys of two games, some shared: the table sums whatever key a night reports. */
const FIGURE_KEYS = ['declared', 'declaredWon', 'rubbers', 'games'];
const instant = (minute: number) => new Date(Date.UTC(2026, 0, 1) + minute * 60_000).toISOString();

const nightArb = (index: number): fc.Arbitrary<NightResult> =>
  fc
    .record({
      seats: fc.shuffledSubarray(IDS, { minLength: 2, maxLength: 4 }),
      amounts: fc.array(fc.integer({ min: -50, max: 50 }), { minLength: 3, maxLength: 3 }),
      minute: fc.integer({ min: 0, max: 500_000 }),
      night: fc.integer({ min: 0, max: 7 }),
      currency: fc.constantFrom('CZK' as const, 'RUB' as const),
      game: fc.constantFrom('marias', 'vint'),
      hands: fc.integer({ min: 0, max: 40 }),
      figures: fc.option(
        fc.array(
          fc.dictionary(fc.constantFrom(...FIGURE_KEYS), fc.integer({ min: -20, max: 20 })),
          {
            minLength: 4,
            maxLength: 4,
          },
        ),
      ),
    })
    .map(({ seats, amounts, minute, night, currency, game, hands, figures }) => {
      const values = seats.slice(1).map((_, i) => (amounts[i] ?? 0) * 100);
      const all = [-values.reduce((s, v) => s + v, 0), ...values];
      const at = instant(minute);
      return {
        id: `r${index}`,
        nightId: `night-${night}`,
        game,
        date: at.slice(0, 10),
        at,
        currency,
        seats,
        balances: Object.fromEntries(seats.map((s, i) => [s, all[i] ?? 0])),
        hands,
        ...(figures ? { figures: Object.fromEntries(seats.map((s, i) => [s, figures[i]!])) } : {}),
        ledgerHash: `h${night}-${hands % 3 === 0 ? 1 : 0}`,
      };
    });

const paymentArb = (index: number): fc.Arbitrary<ClubPayment> =>
  fc
    .record({
      from: fc.constantFrom(...IDS),
      to: fc.constantFrom(...IDS),
      amount: fc.integer({ min: 1, max: 60 }),
      minute: fc.integer({ min: 0, max: 500_000 }),
      currency: fc.constantFrom('CZK' as const, 'RUB' as const),
    })
    .map(({ from, to, amount, minute, currency }) => ({
      id: `p${index}`,
      from,
      to,
      amount: amount * 100,
      currency,
      at: instant(minute),
    }));

const withdrawalArb = (index: number): fc.Arbitrary<Withdrawal> =>
  fc
    .record({ night: fc.integer({ min: 0, max: 7 }), minute: fc.integer({ min: 0, max: 500_000 }) })
    .map(({ night, minute }) => ({
      id: `w${index}`,
      nightId: `night-${night}`,
      at: instant(minute),
    }));

const indexed = <T>(make: (i: number) => fc.Arbitrary<T>, max: number) =>
  fc
    .integer({ min: 0, max })
    .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => make(i))));

export const clubArb: fc.Arbitrary<ClubRecords> = fc
  .record({
    results: indexed(nightArb, 10),
    payments: indexed(paymentArb, 6),
    withdrawals: indexed(withdrawalArb, 3),
  })
  .map((r) => ({ members: IDS.map((id) => ({ id, name: id.toUpperCase() })), ...r }));
