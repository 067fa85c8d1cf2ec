// Whose card points a recorded hand speaks of (shared/rules/marias.md: kilo is
// the declarer's hundred, kilo proti the defenders', tiché kilo whoever reached
// 100 unannounced); the ledger line and the correction form both read it.
import { describe, expect, it } from 'vitest';
import type { MariasGame, Reached100 } from '../../../app/engine/games/marias';
import { pointsHolderOf } from '../../../app/ui/games/marias/logic/points-holder';

type Case = [
  MariasGame,
  boolean | undefined,
  Reached100 | undefined,
  'declarer' | 'defenders' | null,
];

describe('pointsHolderOf', () => {
  it.each<Case>([
    // Announced kilo (and 107): the declarer's points, whatever else is marked.
    ['kilo', undefined, undefined, 'declarer'],
    ['107', undefined, 'defenders', 'declarer'],
    // Kilo proti: the defenders', before a silent hundred.
    ['hra', true, undefined, 'defenders'],
    ['sedma', true, 'declarer', 'defenders'],
    // Tiché kilo: whoever reached 100.
    ['hra', false, 'declarer', 'declarer'],
    ['sedma', undefined, 'defenders', 'defenders'],
    // Nobody's hundred: no points to speak of.
    ['hra', undefined, 'no', null],
    ['hra', undefined, undefined, null],
    ['betl', undefined, undefined, null],
    ['durch', false, 'no', null],
  ])('%s, kilo proti %s, reached 100 %s: %s', (game, kiloProti, reached100, holder) => {
    expect(
      pointsHolderOf({
        game,
        ...(kiloProti === undefined ? {} : { kiloProti }),
        ...(reached100 === undefined ? {} : { reached100 }),
      }),
    ).toBe(holder);
  });
});
