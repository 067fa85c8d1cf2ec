// vintReducer in the ledger fold: per-entry money equals the change of "settle
// now", the incremental ledger agrees with the full fold, and a renonce claim
// is refused once the next deal has been entered.
import { describe, expect, it } from 'vitest';
import {
  foldLedger,
  IncrementalLedger,
  LedgerEntryError,
  type LedgerEntry,
  type NightInfo,
} from '../../../app/engine';
import {
  canClaimRenonce,
  settleSheet,
  vintDealOf,
  vintReducer,
  vintStatus,
  VintSettingsError,
  type VintDeal,
} from '../../../app/engine/games/vint';
import { deal, EXAMPLE_STAKE, PLAYERS, revoke } from './helpers';

const night: NightInfo = {
  id: 'night',
  game: 'vint',
  players: PLAYERS,
  currency: 'RUB',
  settings: { honours: 'off', stake: EXAMPLE_STAKE },
};

let seq = 0;
const entry = (kind: string, payload: unknown, over: Partial<LedgerEntry> = {}): LedgerEntry => {
  seq += 1;
  return { id: `e${seq}`, nightId: 'night', seq, kind, payload, createdAt: 0, ...over };
};
const dealEntry = (d: VintDeal, over: Partial<LedgerEntry> = {}) =>
  entry('vint.deal', { deal: d }, over);

const ledgerOf = (...entries: LedgerEntry[]) => {
  const ledger = new IncrementalLedger(night, vintReducer);
  for (const e of entries) ledger.append(e);
  return ledger;
};

describe('vintReducer', () => {
  it('moves per deal the change of what the night would pay if settled now', () => {
    const entries = [
      dealEntry(deal({ level: 5, tricks: 11 })), // A 550 + 1000 vs 100: D 1450
      dealEntry(deal({ declaringSide: 'B', level: 2, tricks: 9 })), // B +180, A +80
      dealEntry(deal({ level: 4, tricks: 6 })), // A down 4: B 16000
    ];
    const fold = foldLedger(night, entries, vintReducer);
    expect(fold.contributions[0]!.transfers).toEqual({ N: 145, E: -145, S: 145, W: -145 });
    expect(fold.balances).toEqual(settleSheet(fold.state.sheet, PLAYERS));
    expect(fold.state.balances).toEqual(fold.balances);
    const incremental = ledgerOf(...entries);
    expect(incremental.balances).toEqual(fold.balances);
  });

  it('reports the header status', () => {
    const ledger = ledgerOf(
      dealEntry(deal({ level: 5, tricks: 11 })),
      dealEntry(deal({ level: 2, tricks: 8 })),
    );
    expect(vintStatus(ledger.state)).toEqual({
      rubber: 1,
      game: 2,
      gamesWon: { A: 1, B: 0 },
      below: { A: 160, B: 100 },
      deals: 2,
      lastDealEntryId: ledger.state.deals[1]!.entryId,
    });
  });

  it('accepts a renonce claimed on the latest deal by replacing it', () => {
    const first = dealEntry(deal({ level: 2, tricks: 8 }));
    const second = dealEntry(deal({ level: 3, tricks: 8 }));
    const ledger = ledgerOf(first, second);
    expect(canClaimRenonce(ledger.state, second.id)).toBe(true);
    expect(canClaimRenonce(ledger.state, first.id)).toBe(false);
    const claim = dealEntry(deal({ level: 3, tricks: 8, renonces: [revoke('B')] }), {
      replaces: second.id,
      reason: 'renonce',
    });
    ledger.append(claim);
    expect(ledger.state.deals[1]!.deal.renonces).toEqual([{ ...revoke('B'), claimedIn: claim.id }]);
    expect(ledger.state.sheet.position.below).toEqual({ A: 160 + 330, B: 100 + 60 });
    expect(canClaimRenonce(ledger.state, claim.id)).toBe(true);
  });

  it('refuses a renonce claim once the next deal was entered (the cards were cut)', () => {
    const first = dealEntry(deal({ level: 2, tricks: 8 }));
    const second = dealEntry(deal({ level: 3, tricks: 8 }));
    const ledger = ledgerOf(first, second);
    const before = ledger.balances;
    const late = dealEntry(deal({ level: 2, tricks: 8, renonces: [revoke('B')] }), {
      replaces: first.id,
      reason: 'renonce',
    });
    let error: unknown;
    try {
      ledger.check(late);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(LedgerEntryError);
    expect(error).toMatchObject({ code: 'vint:errors.cardsCut', entryId: late.id });
    expect(ledger.balances).toEqual(before);
    expect(ledger.isActive(first.id)).toBe(true);
    // Stored anyway (an older version, a foreign file): the claim counts nothing and says why.
    const fold = foldLedger(night, [first, second, late], vintReducer);
    expect(fold.unscorable).toEqual([
      { entryId: late.id, seq: late.seq, code: 'vint:errors.cardsCut' },
    ]);
    // Its target stays out until the claim is voided (docs/ledger.md).
    expect(fold.contributions.map((c) => c.entryId)).toEqual([second.id]);
    ledger.append(late);
    expect(ledger.balances).toEqual(fold.balances);
    expect(ledger.unscorable()).toEqual(fold.unscorable);
  });

  it('lets an earlier deal with a claim be corrected when the edit starts from the stored deal', () => {
    const first = dealEntry(
      deal({ level: 2, tricks: 8, renonces: [revoke('B', { liable: 'alone' })] }),
    );
    const second = dealEntry(deal({ level: 3, tricks: 8 }));
    const ledger = ledgerOf(first, second);
    const stored = vintDealOf(ledger.state, first.id)!;
    const fix = dealEntry({ ...stored, tricks: 9 }, { replaces: first.id, reason: 'typo' });
    ledger.append(fix);
    expect(ledger.state.deals[0]!.deal.tricks).toBe(9);
    expect(ledger.balances).toEqual(foldLedger(night, [first, second, fix], vintReducer).balances);
    // Copying the raw payload without the stamp reads as a new claim: refused.
    const raw = dealEntry(
      { ...(first.payload as { deal: VintDeal }).deal, tricks: 10 },
      { replaces: first.id, reason: 'typo' },
    );
    expect(() => ledgerOf(first, second).check(raw)).toThrow(/cardsCut/);
  });

  it('turns invalid payloads into LedgerEntryError with the vint code', () => {
    const ledger = ledgerOf();
    const cases: [unknown, string][] = [
      [{}, 'vint:errors.invalidPayload'],
      [{ deal: 3 }, 'vint:errors.invalidPayload'],
      [{ deal: deal({ level: 2, tricks: 14 }) }, 'vint:errors.tricksOutOfRange'],
      [{ deal: deal({ level: 9, tricks: 4 }) }, 'vint:errors.levelOutOfRange'],
    ];
    for (const [payload, code] of cases) {
      expect(() => ledger.check(entry('vint.deal', payload))).toThrow(
        expect.objectContaining({ code }),
      );
    }
    expect(() => ledger.check(entry('marias.hand', {}))).toThrow(
      expect.objectContaining({ code: 'vint:errors.unknownEntryKind' }),
    );
  });

  it('asks who crossed first through the ledger when both sides reach 500', () => {
    const ledger = ledgerOf(
      dealEntry(deal({ level: 5, tricks: 9 })), // A 450, B 200
      dealEntry(deal({ declaringSide: 'B', level: 1, tricks: 13 })), // B 330
      dealEntry(deal({ declaringSide: 'B', level: 1, tricks: 12 })), // B 450, A 460
    );
    expect(() => ledger.check(dealEntry(deal({ level: 1, tricks: 7 })))).toThrow(
      expect.objectContaining({ code: 'vint:errors.bothFirstRequired' }),
    );
    ledger.append(dealEntry(deal({ level: 1, tricks: 7, bothFirst: 'B' }))); // 530 : 510
    expect(ledger.state.sheet.rubbers[0]!.games[0]!.winner).toBe('B');
  });

  it('settings entries apply from the next rubber and move no money', () => {
    const ledger = ledgerOf(dealEntry(deal({ level: 5, tricks: 11 })));
    const before = ledger.balances;
    ledger.append(entry('settings', { settings: { stake: { minor: 10, perPoints: 10 } } }));
    expect(ledger.balances).toEqual(before);
    ledger.append(dealEntry(deal({ level: 5, tricks: 11 }))); // A wins the rubber at the old stake
    ledger.append(dealEntry(deal({ level: 1, tricks: 7 }))); // new rubber, new stake
    const [first, second] = ledger.state.sheet.rubbers;
    expect(first!.settings.stake).toEqual({ minor: 1, perPoints: 10 });
    expect(second!.settings.stake).toEqual({ minor: 10, perPoints: 10 });
    expect(() => ledger.check(entry('settings', { settings: { honours: 'most' } }))).toThrow(
      expect.objectContaining({ code: 'vint:errors.invalidSetting' }),
    );
  });

  it('needs four players and valid night settings', () => {
    expect(() => vintReducer.init({ ...night, players: ['N', 'E', 'S'] })).toThrow(
      VintSettingsError,
    );
    expect(() => vintReducer.init({ ...night, settings: { pairPays: 'nobody' } })).toThrow(
      VintSettingsError,
    );
  });
});
