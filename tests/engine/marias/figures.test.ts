// Mariáš's figures for the club (docs/club.md C4) on a night built from the
// rules' worked examples (section 10): games declared, of them won (the
// declarer came out of the hand ahead), renonc fines paid.
import { describe, expect, it } from 'vitest';
import { mariasEngine } from '../../../app/engine/games/marias/engine';
import type { MariasHand } from '../../../app/engine/games/marias';
import { foldLedgerStrict } from '../../../app/engine/ledger/fold';
import type { LedgerEntry } from '../../../app/engine/ledger/types';
import { at, THREE as night } from './night';

const hand = (seq: number, h: MariasHand) => at(seq, 'marias.hand', h);

/** A deals, B declares example 1; B deals, C declares example 3; C misdeals twice, then A declares example 7; A's renonc R2. */
const ENTRIES: LedgerEntry[] = [
  hand(1, {
    dealer: 'A',
    declarer: 'B',
    game: 'hra',
    suit: 'zeleny',
    flek: { game: 2 },
    won: true,
  }),
  hand(2, {
    dealer: 'B',
    declarer: 'C',
    game: 'sedma',
    suit: 'kule',
    flek: { sedma: 1 },
    won: true,
    sedmaWon: false,
    trump7: 'beatenLast',
  }),
  at(3, 'marias.misdeal', { dealer: 'C' }),
  at(4, 'marias.misdeal', { dealer: 'C' }),
  hand(5, { dealer: 'C', declarer: 'A', game: 'betl', flek: { game: 2 }, won: true }),
  at(6, 'marias.renonc', {
    tier: 2,
    claimant: 'B',
    offender: 'A',
    reason: 'aceOrTenDiscarded',
  }),
];

const figuresOf = (entries: LedgerEntry[]) =>
  mariasEngine.clubFigures?.(
    foldLedgerStrict(night, entries, mariasEngine.reducer),
    night,
    entries,
  );

describe('mariáš figures', () => {
  it('counts each declarer his game, won only when the hand paid him (example 3 lost him 6 Kč)', () => {
    const fold = foldLedgerStrict(night, ENTRIES, mariasEngine.reducer);
    // The money the figures are read from: examples 1, 3 and 7, the free misdeal, R1's fine, R2.
    expect(fold.contributions.map((c) => c.transfers)).toEqual([
      { A: -400, B: 800, C: -400 },
      { A: 300, B: 300, C: -600 },
      {},
      { A: 200, B: 200, C: -400 },
      { A: 4000, B: -2000, C: -2000 },
      { A: -4000, B: 2000, C: 2000 },
    ]);
    expect(figuresOf(ENTRIES)).toEqual({
      A: { declared: 1, declaredWon: 1, renoncs: 1 },
      B: { declared: 1, declaredWon: 1, renoncs: 0 },
      C: { declared: 1, declaredWon: 0, renoncs: 1 },
    });
  });

  it('leaves out a voided hand and counts a replaced one as its replacement says', () => {
    const entries = [
      ...ENTRIES,
      at(7, 'void', null, { voids: 'e5', reason: 'wrong hand' }),
      {
        ...hand(8, { dealer: 'A', declarer: 'B', game: 'hra', suit: 'zeleny', won: false }),
        replaces: 'e1',
        reason: 'lost, not won',
      },
    ];
    expect(figuresOf(entries)).toEqual({
      A: { declared: 0, declaredWon: 0, renoncs: 1 },
      B: { declared: 1, declaredWon: 0, renoncs: 0 },
      C: { declared: 1, declaredWon: 0, renoncs: 1 },
    });
  });

  it('reports zeros for every player of an empty night', () => {
    expect(figuresOf([])).toEqual({
      A: { declared: 0, declaredWon: 0, renoncs: 0 },
      B: { declared: 0, declaredWon: 0, renoncs: 0 },
      C: { declared: 0, declaredWon: 0, renoncs: 0 },
    });
  });
});
