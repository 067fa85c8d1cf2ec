// Vint's figures for the club (docs/club.md C4) on a night of deals from the
// rules' worked examples (section 8): rubbers and games won by each side,
// contracts declared and made (judged after any renonce transfer).
import { describe, expect, it } from 'vitest';
import { vintEngine } from '../../../app/engine/games/vint/engine';
import { foldLedgerStrict } from '../../../app/engine/ledger/fold';
import type { LedgerEntry, NightInfo } from '../../../app/engine/ledger/types';
import type { VintDeal } from '../../../app/engine/games/vint';
import { deal, HONOURS_OFF, PLAYERS, revoke } from './helpers';

const night: NightInfo = {
  id: 'n1',
  game: 'vint',
  players: PLAYERS,
  currency: 'RUB',
  settings: HONOURS_OFF,
};

const entries = (deals: readonly VintDeal[]): LedgerEntry[] =>
  deals.map((d, i) => ({
    id: `e${i + 1}`,
    nightId: 'n1',
    seq: i + 1,
    kind: 'vint.deal',
    payload: { deal: d },
    createdAt: i + 1,
  }));

const figuresOf = (deals: readonly VintDeal[]) => {
  const list = entries(deals);
  const fold = foldLedgerStrict(night, list, vintEngine.reducer);
  return { fold, figures: vintEngine.clubFigures?.(fold, night, list) };
};

/**
 * N–S win a rubber in two games: R2 (N's 5♦ made after E–W's revoke, game),
 * R4 (S's 4♥, 10–3, but S revoked: 7–6, down), E1 (N's 2♦, 9–4), then E5
 * (S's 6♥ bid, 12–1: game and rubber). A new rubber: W's 2♠, 8–5, made.
 */
const NIGHT: VintDeal[] = [
  deal({ level: 5, denomination: 'diamonds', tricks: 11, renonces: [revoke('B')] }),
  deal({ level: 4, denomination: 'hearts', declarer: 'S', tricks: 10, renonces: [revoke('A')] }),
  deal({ level: 2, denomination: 'diamonds', tricks: 9 }),
  deal({ level: 6, denomination: 'hearts', declarer: 'S', tricks: 12 }),
  deal({ level: 2, declaringSide: 'B', declarer: 'W', tricks: 8 }),
];

describe('vint figures', () => {
  it('gives N–S the rubber and its two games, and each declarer his contracts', () => {
    const { fold, figures } = figuresOf(NIGHT);
    const [first, second] = fold.state.sheet.rubbers;
    expect([first?.winner, first?.gamesWon, second?.finished]).toEqual([
      'A',
      { A: 2, B: 0 },
      false,
    ]);
    expect(figures).toEqual({
      N: { rubbers: 1, games: 2, declared: 2, declaredMade: 2 },
      E: { rubbers: 0, games: 0, declared: 0, declaredMade: 0 },
      S: { rubbers: 1, games: 2, declared: 2, declaredMade: 1 },
      W: { rubbers: 0, games: 0, declared: 1, declaredMade: 1 },
    });
  });

  it('counts no rubber while it is unfinished, and a contract made only on the tricks after a revoke', () => {
    // R1: N's 3♠ played 8–5, E–W revoked → 11–2; R4 alone: S's 4♥ 10–3 → 7–6.
    const r1 = deal({ level: 3, tricks: 8, renonces: [revoke('B')] });
    const r4 = deal({ level: 4, declarer: 'S', tricks: 10, renonces: [revoke('A')] });
    expect(figuresOf([r1, r4]).figures).toEqual({
      N: { rubbers: 0, games: 0, declared: 1, declaredMade: 1 },
      E: { rubbers: 0, games: 0, declared: 0, declaredMade: 0 },
      S: { rubbers: 0, games: 0, declared: 1, declaredMade: 0 },
      W: { rubbers: 0, games: 0, declared: 0, declaredMade: 0 },
    });
  });
});
