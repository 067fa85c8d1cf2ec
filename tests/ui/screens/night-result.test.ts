// The result a home card shows (#28 item 13): the biggest winner and his
// amount, the first in seating order on a tie, nobody when nobody is up.
import { describe, expect, it } from 'vitest';
import { nightResult } from '../../../app/ui/screens/night-result';

describe('a night’s result for the home list', () => {
  it('names the biggest winner and his amount', () => {
    expect(nightResult({ A: -300, B: 500, C: -200 }, ['A', 'B', 'C'])).toEqual({
      leader: 'B',
      amount: 500,
    });
  });

  it('takes the first in seating order on a tie', () => {
    expect(nightResult({ A: -400, B: 200, C: 200 }, ['A', 'C', 'B'])).toEqual({
      leader: 'C',
      amount: 200,
    });
  });

  it('has no leader when nobody is up (a fresh night, or all square)', () => {
    expect(nightResult({}, ['A', 'B', 'C'])).toEqual({ amount: 0 });
    expect(nightResult({ A: 0, B: 0, C: 0 }, ['A', 'B', 'C'])).toEqual({ amount: 0 });
  });
});
