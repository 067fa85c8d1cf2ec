// Preferans nights in backups: `npm run settle` settles one with the
// preferans rules (E20 of the rules, a pulka to 4 at 10 kopecks a whist),
// an entry its rules cannot score is kept, counted as nothing and named (the
// one policy of docs/ledger.md), and a night or kind the rules cannot read at
// all is refused with its path.
import { describe, expect, it } from 'vitest';
import { settleBackupText } from '../../../scripts/settle';
import type { PreferansDeal } from '../../../app/engine/games/preferans';
import { contract } from './helpers';

const E20: PreferansDeal[] = [
  contract(6, 'pass', 'whist', [6, 1, 3], { dealer: 'C' }),
  contract(7, 'whist', 'whist', [6, 2, 2], { declarer: 'B', dealer: 'A', suit: 'diamonds' }),
  { type: 'allPass', dealer: 'B', tricks: { A: 1, B: 6, C: 3 } },
  { type: 'misere', dealer: 'C', declarer: 'C', declarerTricks: 0 },
];

function backup(
  deals: readonly unknown[],
  settings: unknown = { pulyaSize: 4, stake: 10 },
  kind = 'preferans.deal',
): string {
  const players = ['A', 'B', 'C'].map((id) => ({ id, name: `Player ${id}`, createdAt: 1 }));
  return JSON.stringify({
    format: 'renonc-backup',
    version: 1,
    exportedAt: 1735090000000,
    app: 'renonc 0.1.0',
    players,
    nights: [
      {
        id: 'night-pref',
        game: 'preferans',
        playerIds: ['A', 'B', 'C'],
        currency: 'RUB',
        settings,
        createdAt: 1735000000000,
      },
    ],
    entries: deals.map((deal, i) => ({
      id: `p${i + 1}`,
      nightId: 'night-pref',
      seq: i + 1,
      kind,
      payload: { deal },
      createdAt: 1735000000001 + i,
    })),
    payments: [],
  });
}

describe('preferans in backups', async () => {
  it('npm run settle settles E20 with the preferans rules', async () => {
    const result = await settleBackupText(backup(E20));
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    const night = result.nights[0]!;
    expect(night.balances).toEqual({ A: 207, B: -1173, C: 966 });
    // Rounded to whole roubles, then the fewest payments: B pays both.
    expect(night.payments.map((p) => p.from)).toEqual(['B', 'B']);
  });

  it('keeps a preferans entry whose tricks do not add up, counted as nothing and named (docs/ledger.md R10)', async () => {
    const broken = [...E20];
    broken[0] = contract(6, 'pass', 'whist', [6, 1, 2], { dealer: 'C' });
    const result = await settleBackupText(backup(broken));
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    const night = result.nights[0]!;
    expect(night.uncounted).toEqual([{ seq: 1, entryId: 'p1', reason: expect.any(String) }]);
    // Counted as nothing: the same money as the night without that deal.
    const without = await settleBackupText(backup(E20.slice(1)));
    if (!without.ok) throw new Error(JSON.stringify(without.issues));
    expect(night.balances).toEqual(without.nights[0]!.balances);
  });

  it('refuses a night whose preferans settings break the rules, with its path and cause', async () => {
    const result = await settleBackupText(backup(E20, { pulyaSize: 4, whistFactor: 5 }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toEqual([
      {
        code: 'backup:errors.unscorableNight',
        field: 'nights[0]',
        params: {
          path: 'nights[0]',
          night: 'night-pref',
          cause: 'preferans:errors.invalidSetting',
        },
      },
    ]);
  });

  it('refuses an entry kind preferans does not have, with its path', async () => {
    const result = await settleBackupText(backup(E20.slice(0, 1), undefined, 'preferans.bid'));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues[0]).toMatchObject({
      code: 'backup:errors.unknownKind',
      field: 'entries[0].kind',
      params: { path: 'entries[0].kind', kind: 'preferans.bid' },
    });
  });
});
