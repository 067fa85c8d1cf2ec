// A save refused on account of another entry names that entry (issue 28:
// "The pulka is over" when correcting deal 3 would put deal 4 after a closed
// pulka): the refusal's entry is found among the night's entries; a refusal of
// the saved entry itself, or any other error, names none.
import { describe, expect, it } from 'vitest';
import { LedgerEntryError, type LedgerEntry } from '../../../app/engine';
import { refusedForLater } from '../../../app/ui/screens/night-writes';

const entry = (id: string, seq: number): LedgerEntry => ({
  id,
  nightId: 'n',
  seq,
  kind: 'preferans.deal',
  payload: {},
  createdAt: seq,
});
const entries = [entry('d3', 3), entry('d4', 4)];
const ended = (id: string) =>
  new LedgerEntryError(id, 'preferans:errors.pulkaEnded', 'cannot be counted');

describe('refusedForLater', () => {
  it('finds the later entry the refusal is about', () => {
    expect(refusedForLater(ended('d4'), 'fix-of-d3', entries)?.seq).toBe(4);
  });
  it('names none when the saved entry itself is refused, or for another error', () => {
    expect(refusedForLater(ended('fix-of-d3'), 'fix-of-d3', entries)).toBeUndefined();
    expect(refusedForLater(new Error('disk'), 'fix-of-d3', entries)).toBeUndefined();
  });
});
