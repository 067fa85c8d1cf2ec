// §8 of shared/rules/preferans.md: a closed pulka can be reopened by a logged
// 'preferans.reopen' entry with a reason and a new pulya size S′ > S. Every
// pulya then counts towards S′, help and the end follow from S′; the entry is
// voidable like any other. The night is E20 (§12: four deals close a pulka
// to 4), then reopened to 6 and played on.
import { describe, expect, it } from 'vitest';
import {
  foldLedger,
  foldLedgerStrict,
  LedgerEntryError,
  type GameReducer,
  type LedgerEntry,
  type NightInfo,
} from '../../../app/engine';
import { backupRefusals } from '../../../app/engine/games/backup-check';
import {
  preferansReducer,
  type PreferansDeal,
  type PreferansState,
} from '../../../app/engine/games/preferans';
import { preferansEngine } from '../../../app/engine/games/preferans/engine';
import { contract, P3, sheetOf } from './helpers';

const reducer = preferansReducer as unknown as GameReducer<PreferansState>;
const night: NightInfo = {
  id: 'n',
  game: 'preferans' as never,
  players: P3,
  currency: 'RUB',
  settings: { pulyaSize: 4, stake: 10 },
};

let seq = 0;
const entry = (kind: string, payload: unknown, extra: Partial<LedgerEntry> = {}): LedgerEntry => {
  seq += 1;
  return { id: `e${seq}`, nightId: 'n', seq, kind, payload, createdAt: seq, ...extra };
};
const deal = (d: PreferansDeal) => entry('preferans.deal', { deal: d });
const reopen = (pulyaSize: unknown, reason: string | undefined = 'играем до 6') =>
  entry('preferans.reopen', { pulyaSize }, reason === undefined ? {} : { reason });

/** E20: closes every pulya at 4; the next dealer is A. */
const e20 = () => [
  deal(contract(6, 'pass', 'whist', [6, 1, 3], { dealer: 'C' })),
  deal(contract(7, 'whist', 'whist', [6, 2, 2], { declarer: 'B', dealer: 'A' })),
  deal({ type: 'allPass', dealer: 'B', tricks: { A: 1, B: 6, C: 3 } }),
  deal({ type: 'misere', dealer: 'C', declarer: 'C', declarerTricks: 0 }),
];
/** A's 6 пас–пас (2 points), then B's 7 пас–пас (4 points). */
const playOn = () => [
  deal(contract(6, 'pass', 'pass', undefined, { dealer: 'A' })),
  deal(contract(7, 'pass', 'pass', undefined, { declarer: 'B', dealer: 'B' })),
];

/** The last entry's refusal after the others: its code and the path refusalPath gives. */
const refusal = (entries: readonly LedgerEntry[]) => {
  const last = entries[entries.length - 1]!;
  const { state } = foldLedgerStrict(night, entries.slice(0, -1), reducer);
  try {
    reducer.step(state, last, night);
  } catch (error) {
    expect(error).toBeInstanceOf(LedgerEntryError);
    return {
      code: (error as LedgerEntryError).code,
      path: preferansEngine.refusalPath(last, error),
    };
  }
  throw new Error('not refused');
};

describe('§8 reopening a closed pulka', () => {
  it('takes no deal after the close, and takes them after a reopen to a larger pulya; the reopen moves no money', () => {
    const closed = e20();
    expect(foldLedgerStrict(night, closed, reducer).state.pulkas[0]!.ended).toBe('closed');
    expect(refusal([...closed, ...playOn().slice(0, 1)]).code).toBe('preferans:errors.pulkaEnded');
    const again = reopen(6);
    const fold = foldLedgerStrict(night, [...closed, again], reducer);
    const pulka = fold.state.pulkas[0]!;
    expect(pulka.ended).toBeNull();
    expect(fold.state.settings.pulyaSize).toBe(6);
    expect(fold.contributions.at(-1)!.transfers).toEqual({});
    expect(fold.balances).toEqual({ A: 207, B: -1173, C: 966 });
  });

  it('every pulya counts towards S′: help and the end follow from 6', () => {
    const fold = foldLedgerStrict(night, [...e20(), reopen(6), ...playOn()], reducer);
    const pulka = fold.state.pulkas[0]!;
    // A: 4 + 2 = 6, closed. B: 4 + 2 = 6, the 2 left go to C, the only open
    // pulya, for 10 whists a point: В B→C 20. Every pulya is at 6: the end.
    expect(pulka.sheet).toEqual(
      sheetOf(P3, {
        pulya: { A: 6, B: 6, C: 6 },
        gora: { A: 1, B: 10, C: 3 },
        whists: { 'C>A': 28, 'C>B': 52, 'A>B': 12, 'B>C': 20 },
      }),
    );
    expect(pulka.records.at(-1)!.lines.filter((l) => l.rule === 'help')).toEqual([
      { column: 'pulya', seat: 2, amount: 2, rule: 'help' },
      { column: 'whists', seat: 1, on: 2, amount: 20, rule: 'help' },
    ]);
    expect(pulka.ended).toBe('closed');
    expect(Object.values(fold.balances).reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('refuses a size not larger, a missing reason, an open pulka and one ended early, naming the field', () => {
    const closed = e20();
    expect(refusal([...closed, reopen(4)])).toEqual({
      code: 'preferans:errors.reopenSizeTooSmall',
      path: 'payload.pulyaSize',
    });
    expect(refusal([...closed, reopen('30')])).toEqual({
      code: 'preferans:errors.invalidPulyaSize',
      path: 'payload.pulyaSize',
    });
    expect(refusal([...closed, reopen(6, '  ')])).toEqual({
      code: 'preferans:errors.reopenReasonMissing',
      path: 'reason',
    });
    expect(refusal([...closed.slice(0, 2), reopen(6)]).code).toBe(
      'preferans:errors.reopenNotClosed',
    );
    const early = [...closed.slice(0, 2), entry('preferans.end', {}), reopen(6)];
    expect(refusal(early).code).toBe('preferans:errors.reopenEarlyEnd');
  });

  it('is voidable like any entry: the deals after it then count nothing', () => {
    const closed = e20();
    const again = reopen(6);
    const after = playOn();
    const undo = entry('void', null, { voids: again.id, reason: 'ошиблись' });
    const fold = foldLedger(night, [...closed, again, ...after, undo], reducer);
    expect(fold.state.pulkas[0]!.sheet.pulya).toEqual([4, 4, 4]);
    expect(fold.state.settings.pulyaSize).toBe(4);
    expect(fold.unscorable.map((u) => [u.entryId, u.code])).toEqual([
      [after[0]!.id, 'preferans:errors.pulkaEnded'],
      [after[1]!.id, 'preferans:errors.pulkaEnded'],
    ]);
    expect(fold.balances).toEqual({ A: 207, B: -1173, C: 966 });
  });

  it('a backup with a reopen the rules refuse names the field (backup entry check)', () => {
    const entries = [...e20(), reopen(3)];
    expect(backupRefusals(night, entries, preferansEngine)).toEqual([
      {
        entryId: entries[4]!.id,
        code: 'preferans:errors.reopenSizeTooSmall',
        field: 'payload.pulyaSize',
        params: { min: 5 },
      },
    ]);
  });
});
