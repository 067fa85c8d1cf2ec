// A corrected deal is scored with the settings in force where it stands in the
// pulka, not with the settings of the moment the correction is entered (issue
// 14: "a change of convention … applies from the next deal, never a silent
// rewrite"). Worked example, three players, pulya 20:
//   e1 A's 8♠, B пас, C вист, 7–0–3 (one down), Sochi
//   e2 settings: Leningrad
//   e3 A's 6♠, B пас, C вист, 6–1–3, Leningrad: П A +2; В C→A 4 × 4 = 16
//   e4 replaces e1 with 6–1–3 (two down), still Sochi (§12 E3):
//      Г A +12; В C→A 4 × 6 + 12 = 36; В B→A 12
//   (Leningrad would have written Г A +24, В B→A 48, В C→A 48.)
import { describe, expect, it } from 'vitest';
import {
  foldLedgerStrict,
  IncrementalLedger,
  type GameReducer,
  type LedgerEntry,
  type NightInfo,
} from '../../../app/engine';
import {
  applyPreset,
  preferansReducer,
  SOCHI,
  type PreferansDeal,
  type PreferansState,
} from '../../../app/engine/games/preferans';
import { contract, P3 } from './helpers';

const reducer = preferansReducer as unknown as GameReducer<PreferansState>;
const night: NightInfo = {
  id: 'n',
  game: 'preferans' as never,
  players: P3,
  currency: 'RUB',
  settings: { pulyaSize: 20 },
};

const at = (seq: number, kind: string, payload: unknown, more: Partial<LedgerEntry> = {}) =>
  ({ id: `e${seq}`, nightId: 'n', seq, kind, payload, createdAt: 0, ...more }) as LedgerEntry;
const deal = (seq: number, d: PreferansDeal, more: Partial<LedgerEntry> = {}) =>
  at(seq, 'preferans.deal', { deal: d }, more);

const ENTRIES: readonly LedgerEntry[] = [
  deal(1, contract(8, 'pass', 'whist', [7, 0, 3])),
  at(2, 'settings', { settings: applyPreset('leningrad', { ...SOCHI, pulyaSize: 20 }) }),
  deal(3, contract(6, 'pass', 'whist', [6, 1, 3], { dealer: 'A' })),
  deal(4, contract(8, 'pass', 'whist', [6, 1, 3]), { replaces: 'e1', reason: 'tricks' }),
];

/** [pulya, gora, whists B→A, whists C→A] of A. */
function sheetOfA(state: PreferansState) {
  const sheet = state.pulkas[0]!.sheet;
  return [sheet.pulya[0], sheet.gora[0], sheet.whists[1]![0], sheet.whists[2]![0]];
}

describe('a corrected preferans deal keeps the settings of its place', () => {
  it('before the correction: e1 one down under Sochi, e3 under Leningrad', () => {
    const fold = foldLedgerStrict(night, ENTRIES.slice(0, 3), reducer);
    // e1: Г A +6, consolation 6 each, C's trick whists 3 × 6 = 18; e3: П A +2, В C→A 16.
    expect(sheetOfA(fold.state)).toEqual([2, 6, 6, 6 + 18 + 16]);
  });

  it('the replacement of e1 is scored under Sochi, where e1 stood', () => {
    const fold = foldLedgerStrict(night, ENTRIES, reducer);
    expect(sheetOfA(fold.state)).toEqual([2, 12, 12, 36 + 16]);
    const records = fold.state.pulkas[0]!.records;
    expect(records.map((r) => r.entryId)).toEqual(['e4', 'e3']);
    expect(records[0]!.settings.convention).toBe('sochi');
    expect(records[0]!.lines.find((l) => l.rule === 'remiz')!.amount).toBe(12);
    expect(records[1]!.settings.convention).toBe('leningrad');
    // The settings for the next deal stay Leningrad.
    expect(fold.state.settings.convention).toBe('leningrad');
  });

  it('the incremental ledger agrees, also in its preview of the correction', () => {
    const ledger = new IncrementalLedger(night, reducer);
    for (const e of ENTRIES.slice(0, 3)) ledger.append(e);
    const preview = ledger.preview(ENTRIES[3]!);
    ledger.append(ENTRIES[3]!);
    expect(sheetOfA(ledger.state)).toEqual([2, 12, 12, 52]);
    expect(ledger.balances).toEqual(foldLedgerStrict(night, ENTRIES, reducer).balances);
    expect(preview.balances).toEqual(ledger.balances);
  });
});
