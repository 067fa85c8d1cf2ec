// Preferans's figures for the club (docs/club.md C4) on a night of two
// pulkas from the rules' worked examples (§12): E20's pulka to 4, then E3 in
// the next one. Pulya, gora and whists are the sheets' own columns summed
// over the pulkas; declared counts contracts and misères.
import { describe, expect, it } from 'vitest';
import { preferansEngine } from '../../../app/engine/games/preferans/engine';
import type { PreferansDeal } from '../../../app/engine/games/preferans';
import { foldLedgerStrict } from '../../../app/engine/ledger/fold';
import type { LedgerEntry, NightInfo } from '../../../app/engine/ledger/types';
import { contract, P3, settings } from './helpers';

const night: NightInfo = {
  id: 'n1',
  game: 'preferans',
  players: P3,
  currency: 'RUB',
  settings: settings({ pulyaSize: 4, stake: 10 }),
};

let seq = 0;
const entry = (kind: string, payload: unknown): LedgerEntry => {
  seq += 1;
  return { id: `e${seq}`, nightId: 'n1', seq, kind, payload, createdAt: seq };
};
const dealEntry = (deal: PreferansDeal) => entry('preferans.deal', { deal });

const E20: PreferansDeal[] = [
  contract(6, 'pass', 'whist', [6, 1, 3], { dealer: 'C' }),
  contract(7, 'whist', 'whist', [6, 2, 2], { declarer: 'B', dealer: 'A', suit: 'diamonds' }),
  { type: 'allPass', dealer: 'B', tricks: { A: 1, B: 6, C: 3 } },
  { type: 'misere', dealer: 'C', declarer: 'C', declarerTricks: 0 },
];
const E3 = contract(8, 'pass', 'whist', [6, 1, 3], { suit: 'diamonds' });

const figuresOf = (entries: LedgerEntry[]) =>
  preferansEngine.clubFigures?.(
    foldLedgerStrict(night, entries, preferansEngine.reducer),
    night,
    entries,
  );

describe('preferans figures', () => {
  it("E20's closed pulka: pulya 4 each, gora 1/10/3, whists written 12/0/80, one game each", () => {
    expect(figuresOf(E20.map(dealEntry))).toEqual({
      A: { pulya: 4, gora: 1, whists: 12, declared: 1 },
      B: { pulya: 4, gora: 10, whists: 0, declared: 1 },
      C: { pulya: 4, gora: 3, whists: 80, declared: 1 },
    });
  });

  it("adds the next pulka: E3 puts 12 on A's gora and 12 + 36 whists on him", () => {
    const entries = [
      ...E20.map(dealEntry),
      entry('preferans.pulka', { dealer: 'C' }),
      dealEntry(E3),
    ];
    expect(figuresOf(entries)).toEqual({
      A: { pulya: 4, gora: 13, whists: 12, declared: 2 },
      B: { pulya: 4, gora: 10, whists: 12, declared: 1 },
      C: { pulya: 4, gora: 3, whists: 116, declared: 1 },
    });
  });
});
