// The game contract without a database: the test game "dice"
// (tests/support/test-game) is checked by the backup checker, folded,
// settled and run through `npm run settle` (runSettle) with a catalog that
// holds it — and refused, as an unknown game, by one that does not.
import { describe, expect, it } from 'vitest';
import {
  foldNight,
  GAMES,
  loadEngine,
  minTransfers,
  parseBackup,
  validateBackup,
} from '../../../app/engine';
import { runSettle, settleBackupText } from '../../../scripts/settle';
import { DICE, TEST_CATALOG } from '../../support/test-game/catalog';
import { roundProblem } from '../../support/test-game/engine';
import {
  DICE_BALANCES,
  DICE_PAYMENTS,
  DICE_PLAYERS,
  diceBackup,
} from '../../support/test-game/night';

async function settle(text: string, games = TEST_CATALOG) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runSettle(
    ['--', 'dice.json'],
    { readFile: () => text, out: (t) => out.push(t), err: (t) => err.push(t) },
    games,
  );
  return { code, out: out.join(''), err: err.join('') };
}

describe('the test game through the engine', () => {
  it('validates a round: every amount a whole number of minor units for a seated player, summing to zero', () => {
    const players = [...DICE_PLAYERS];
    expect(roundProblem({ amounts: { Ada: 100, Bob: -100 } }, players, 1_000)).toBeUndefined();
    expect(roundProblem({ amounts: { Ada: 100, Bob: -99 } }, players, 1_000)).toBe(
      'dice:errors.notZeroSum',
    );
    expect(roundProblem({ amounts: { Ada: 0.5, Bob: -0.5 } }, players, 1_000)).toBe(
      'dice:errors.notWhole',
    );
    expect(roundProblem({ amounts: { Ada: 100, Dan: -100 } }, players, 1_000)).toBe(
      'dice:errors.notAtTable',
    );
    expect(roundProblem({ amounts: { Ada: 2_000, Bob: -2_000 } }, players, 1_000)).toBe(
      'dice:errors.overCap',
    );
    expect(roundProblem({ transfers: {} }, players, 1_000)).toBe('dice:errors.invalidPayload');
  });

  it('passes the backup checker with its catalog and folds to the hand-worked balances', async () => {
    const checked = validateBackup(diceBackup(), TEST_CATALOG);
    if (!checked.ok) throw new Error(JSON.stringify(checked.issues));
    const [night] = checked.value.nights;
    const engine = await loadEngine(TEST_CATALOG, night!.game);
    const { balances, unscorable } = foldNight(engine, night!, checked.value.entries);
    expect(balances).toEqual(DICE_BALANCES);
    expect(unscorable).toEqual([]);
    expect(minTransfers(balances, night!.playerIds)).toEqual(DICE_PAYMENTS);
  });

  it('is settled by npm run settle given the catalog', async () => {
    const result = await settleBackupText(JSON.stringify(diceBackup()), TEST_CATALOG);
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(result.nights).toEqual([
      {
        id: 'dice-night',
        game: DICE,
        title: 'Dice at Ada’s',
        players: DICE_PLAYERS.map((id) => ({ id, name: id })),
        currency: 'EUR',
        roundTo: 100,
        balances: DICE_BALANCES,
        rounded: DICE_BALANCES,
        payments: DICE_PAYMENTS,
      },
    ]);
    const { code, out, err } = await settle(JSON.stringify(diceBackup()));
    expect({ code, err }).toEqual({ code: 0, err: '' });
    expect(JSON.parse(out).nights[0].payments).toEqual(DICE_PAYMENTS);
  });

  it('keeps a round its own rules refuse and counts it as nothing, as the app does', async () => {
    const bad = {
      id: 'r4',
      nightId: 'dice-night',
      seq: 6,
      kind: 'dice.round',
      payload: { amounts: { Ada: 100, Bob: -90 } },
      createdAt: 1_764_600_000_006,
    };
    const { code, out, err } = await settle(JSON.stringify(diceBackup([bad])));
    expect(code).toBe(0);
    const [night] = JSON.parse(out).nights;
    expect(night.balances).toEqual(DICE_BALANCES);
    // The game has no English words: the reason is its key.
    expect(night.uncounted).toEqual([{ seq: 6, entryId: 'r4', reason: 'dice:errors.notZeroSum' }]);
    expect(err).toContain('entry no. 6 cannot be counted: dice:errors.notZeroSum');
  });

  it('is an unknown game to the built-in catalog: the file is refused, naming the game', async () => {
    const text = JSON.stringify(diceBackup());
    const parsed = parseBackup(text, GAMES);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.issues[0]).toEqual({
      code: 'backup:errors.unknownGame',
      field: 'nights[0].game',
      params: { path: 'nights[0].game', value: 'dice' },
    });
    const { code, out, err } = await settle(text, GAMES);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toContain(
      'nights[0].game: this app does not know the game “dice”; update the app.',
    );
  });
});
