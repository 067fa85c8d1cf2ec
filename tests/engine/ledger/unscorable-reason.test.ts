// An entry that cannot be counted keeps its reason whole: the parameters of
// the rules' words travel with the code through the full fold, the
// incremental ledger and a stored snapshot, so the night screen and
// `npm run settle` say "Tricks must be from 0 to 13", not "from 0 to .".
import { describe, expect, it } from 'vitest';
import {
  foldLedger,
  OrderedLedger,
  resumeFromSnapshot,
  takeSnapshot,
  type GameReducer,
  type LedgerEntry,
} from '../../../app/engine';
import { nightInfoOf } from '../../../app/engine/games/contract';
import { vintReducer } from '../../../app/engine/games/vint';
import fixture from '../../fixtures/settle-backup.json';

const reducer = vintReducer as GameReducer<unknown>;
const backupNight = fixture.nights.find((n) => n.id === 'night-vint')!;
const night = nightInfoOf(backupNight as Parameters<typeof nightInfoOf>[0]);

/** The fixture's vint night with deal no. 4 claiming 14 tricks. */
function brokenNight(): LedgerEntry[] {
  const entries = structuredClone(
    fixture.entries.filter((e) => e.nightId === 'night-vint'),
  ) as unknown as LedgerEntry[];
  const deal = entries.find((e) => e.id === 'v4')!;
  (deal.payload as { deal: { tricks: number } }).deal.tricks = 14;
  return entries;
}

const EXPECTED = {
  entryId: 'v4',
  seq: 4,
  code: 'vint:errors.tricksOutOfRange',
  params: { max: 13 },
};

describe('the reason an entry cannot be counted', () => {
  it('keeps its parameters in the full fold', () => {
    expect(foldLedger(night, brokenNight(), reducer).unscorable).toEqual([EXPECTED]);
  });

  it('keeps them in the incremental ledger, entry by entry and all at once', () => {
    const entries = brokenNight();
    const oneByOne = new OrderedLedger(night, reducer);
    for (const e of entries) oneByOne.add([e]);
    const atOnce = new OrderedLedger(night, reducer);
    atOnce.add(entries);
    expect(oneByOne.ledger.unscorable()).toEqual([EXPECTED]);
    expect(atOnce.ledger.unscorable()).toEqual([EXPECTED]);
  });

  it('keeps them through a stored snapshot taken after the entry', () => {
    const entries = brokenNight();
    const first = new OrderedLedger(night, reducer);
    first.add(entries);
    const snap = structuredClone(takeSnapshot(first.ledger, first.storedEntries, 'test-build'));
    const opened = new OrderedLedger(night, reducer);
    let resumed = false;
    opened.add(entries, (stored, ranked) => {
      const ledger = resumeFromSnapshot(night, reducer, stored, ranked, snap, 'test-build');
      resumed = ledger !== undefined;
      return ledger;
    });
    expect(resumed).toBe(true);
    expect(opened.ledger.unscorable()).toEqual([EXPECTED]);
  });
});
