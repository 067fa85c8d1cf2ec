// The save dock's lines without a browser: what each side writes (worked
// examples E2 and E5 of rules section 8), the game flag, one money amount per
// side when both players move the same, and the last deal of the sheet.
import { describe, expect, it } from 'vitest';
import {
  buildSheet,
  DEFAULT_VINT_SETTINGS,
  EMPTY_SHEET,
  type VintDeal,
  type VintSettings,
  type VintState,
} from '../../../app/engine/games/vint';
import { lastDeal, sideWrites } from '../../../app/ui/games/vint/dock';

const PLAYERS = ['n', 'e', 's', 'w']; // side A = n, s
const HONOURS_OFF: VintSettings = { ...DEFAULT_VINT_SETTINGS, honours: 'off' };
const E2: VintDeal = {
  declaringSide: 'A',
  declarer: 'n',
  level: 3,
  denomination: 'diamonds',
  tricks: 7,
};
const E5: VintDeal = {
  declaringSide: 'A',
  declarer: 'n',
  level: 6,
  denomination: 'hearts',
  tricks: 12,
};
const stateOf = (deals: VintDeal[]) => ({ sheet: buildSheet(deals, HONOURS_OFF) }) as VintState;

describe('sideWrites', () => {
  it('E2: A +210 below, B +180 below and 6000 above', () => {
    const score = lastDeal(stateOf([E2]))!.score;
    const delta = { n: -120, s: -120, e: 120, w: 120 };
    expect(sideWrites(score, delta, PLAYERS)).toEqual([
      { side: 'A', below: 210, above: 0, flag: null, money: [-120] },
      { side: 'B', below: 180, above: 6000, flag: null, money: [120] },
    ]);
  });

  it('E5 after E2: A wins the game; unequal halves show both amounts', () => {
    const score = lastDeal(stateOf([E2, E5]))!.score;
    const [a, b] = sideWrites(score, { n: 5, s: 4, e: -5, w: -4 }, PLAYERS);
    expect(a).toMatchObject({ side: 'A', flag: 'game', money: [5, 4] });
    expect(a!.below).toBe(720);
    expect(a!.above).toBe(7000);
    expect(b).toMatchObject({ side: 'B', flag: null, below: 60, above: 0 });
  });

  it('has no money without a money preview', () => {
    const score = lastDeal(stateOf([E2]))!.score;
    expect(sideWrites(score, null, PLAYERS).map((l) => l.money)).toEqual([[], []]);
  });
});

describe('lastDeal', () => {
  it('is the latest deal with its 1-based number, none on an empty sheet', () => {
    expect(lastDeal(stateOf([E2, E5]))?.number).toBe(2);
    expect(lastDeal({ sheet: EMPTY_SHEET } as VintState)).toBeNull();
  });
});
