// A dice night worked out by hand, shared by the contract's storage and
// settlement tests. Amounts are euro cents.
//   round 1: Ada +12.00, Bob −5.00, Cyril −7.00
//   round 2: Ada −3.00, Bob +8.00, Cyril −5.00, then corrected to
//            Ada −3.00, Bob +10.00, Cyril −7.00 ("misread the dice")
//   round 3: Ada +50.00, Bob −50.00, voided ("entered twice")
// Balances: Ada +9.00, Bob +5.00, Cyril −14.00; Cyril pays Ada 9.00 and Bob 5.00.
export const DICE_PLAYERS = ['Ada', 'Bob', 'Cyril'] as const;

export const ROUND_1 = { Ada: 1_200, Bob: -500, Cyril: -700 };
export const ROUND_2 = { Ada: -300, Bob: 800, Cyril: -500 };
export const ROUND_2_FIXED = { Ada: -300, Bob: 1_000, Cyril: -700 };
export const ROUND_3 = { Ada: 5_000, Bob: -5_000, Cyril: 0 };

export const DICE_BALANCES = { Ada: 900, Bob: 500, Cyril: -1_400 };
export const DICE_PAYMENTS = [
  { from: 'Cyril', to: 'Ada', amount: 900 },
  { from: 'Cyril', to: 'Bob', amount: 500 },
];

const AT = 1_764_600_000_000;
const round = (id: string, seq: number, amounts: object, extra: object = {}) => ({
  id,
  nightId: 'dice-night',
  seq,
  kind: 'dice.round',
  payload: { amounts },
  createdAt: AT + seq,
  ...extra,
});

/** The same night as a backup file (format renonc-backup v1), for the tests without a database. */
export function diceBackup(extraEntries: readonly object[] = []) {
  return {
    format: 'renonc-backup',
    version: 1,
    exportedAt: AT + 100,
    app: 'renonc 0.1.0',
    players: DICE_PLAYERS.map((id) => ({ id, name: id, createdAt: AT })),
    nights: [
      {
        id: 'dice-night',
        game: 'dice',
        title: 'Dice at Ada’s',
        playerIds: [...DICE_PLAYERS],
        currency: 'EUR',
        settings: { cap: 10_000 },
        createdAt: AT,
      },
    ],
    entries: [
      round('r1', 1, ROUND_1),
      round('r2', 2, ROUND_2),
      round('r2b', 3, ROUND_2_FIXED, { replaces: 'r2', reason: 'misread the dice' }),
      round('r3', 4, ROUND_3),
      {
        id: 'v3',
        nightId: 'dice-night',
        seq: 5,
        kind: 'void',
        payload: {},
        createdAt: AT + 5,
        voids: 'r3',
        reason: 'entered twice',
      },
      ...extraEntries,
    ],
    payments: [],
  };
}
