// How a mariáš renonc claim is saved (app/ui/games/marias/logic/renonc-draft.ts,
// labels.ts): the fixed fines of tier 1 and 2 (2 and 20 Kč, shared/rules/marias.md
// §9), the save options (a tier-3 claim on a saved hand replaces it, on the
// hand in progress it consumes the form's draft, tier 1/2 stand beside), and
// the preview entry the ledger checks before saving. Worked example: A deals,
// B (the forhont) declares a hra, no flek, won at 1 Kč: B +2, A −1, C −1; a
// tier-3A claim on it (V = 1 unit) replaces it: B −2, A +1, C +1.
import { createInstance } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  IncrementalLedger,
  LedgerEntryError,
  type LedgerEntry,
  type NightInfo,
} from '../../../app/engine';
import {
  DEFAULT_MARIAS_SETTINGS,
  forhontOf,
  mariasReducer,
  mariasSeating,
  renoncReasonsFor,
  type MariasHand,
} from '../../../app/engine/games/marias';
import { draftOfHand } from '../../../app/ui/games/marias/logic/draft-io';
import { renoncMoneyWords } from '../../../app/ui/games/marias/logic/labels';
import { HAND_DRAFT_FORM, type MariasContext } from '../../../app/ui/games/marias/logic/model';
import {
  buildRenonc,
  fixedFine,
  renoncPreviewEntry,
  renoncSaveOptions,
} from '../../../app/ui/games/marias/logic/renonc-draft';
import { tOf, type TFunction } from '../../../app/ui/i18n/t';
import common from '../../../locales/en/common.json';
import marias from '../../../locales/en/marias.json';

const TABLE = ['A', 'B', 'C'];
const night: NightInfo = {
  id: 'n1',
  game: 'marias',
  players: TABLE,
  currency: 'CZK',
  settings: DEFAULT_MARIAS_SETTINGS,
};
const HAND: MariasHand = { dealer: 'A', declarer: 'B', game: 'hra', won: true };
const E1 = {
  id: 'e1',
  nightId: 'n1',
  seq: 1,
  kind: 'marias.hand',
  payload: HAND,
  createdAt: 1,
} as LedgerEntry;
const CTX: MariasContext = {
  settings: DEFAULT_MARIAS_SETTINGS,
  seating: mariasSeating(TABLE, 'A'),
  table: TABLE,
  forhont: forhontOf(TABLE, 'A'),
};

describe('the fines', () => {
  it('tier 1 is 2 Kč and tier 2 is 20 Kč by default; tier 3 has none (V instead)', () => {
    expect(fixedFine(DEFAULT_MARIAS_SETTINGS, 1)).toBe(200);
    expect(fixedFine(DEFAULT_MARIAS_SETTINGS, 2)).toBe(2_000);
    expect(fixedFine(DEFAULT_MARIAS_SETTINGS, '3A')).toBeNull();
    expect(fixedFine(DEFAULT_MARIAS_SETTINGS, '3B')).toBeNull();
  });

  it('a table changes them with renoncFines', () => {
    const settings = { ...DEFAULT_MARIAS_SETTINGS, renoncFines: { tier1: 500, tier2: 5_000 } };
    expect(fixedFine(settings, 1)).toBe(500);
    expect(fixedFine(settings, 2)).toBe(5_000);
  });

  describe('in words', () => {
    let t: TFunction;
    beforeAll(async () => {
      const i18n = createInstance();
      await i18n.init({ lng: 'en', defaultNS: 'common', resources: { en: { common, marias } } });
      t = tOf(i18n);
    });
    const words = (tier: 1 | 2 | '3A') =>
      renoncMoneyWords(t, DEFAULT_MARIAS_SETTINGS, tier, 'CZK', 'en');

    it('tier 1 and 2 name their amount, tier 3 names V; no key or placeholder shows', () => {
      expect(words(1)).toMatch(/\b2\b/);
      expect(words(2)).toMatch(/\b20\b/);
      expect(words('3A')).toContain('(V)');
      for (const w of [words(1), words(2), words('3A')]) expect(w).not.toMatch(/marias:|\{\{/);
    });
  });
});

describe('saving a claim', () => {
  it('tier 3 on a saved hand replaces it; on the hand in progress it consumes the draft', () => {
    expect(renoncSaveOptions('3A', 'e1', 'renonc')).toEqual({ replaces: 'e1', reason: 'renonc' });
    expect(renoncSaveOptions('3B', null, 'renonc')).toEqual({ draft: HAND_DRAFT_FORM });
  });

  it('tier 1 and 2 stand beside the hand: nothing replaced, the draft kept', () => {
    expect(renoncSaveOptions(1, 'e1', 'renonc')).toEqual({});
    expect(renoncSaveOptions(2, null, 'renonc')).toEqual({});
  });

  it('the preview entry of a tier-3A claim replacing the hra moves B −2, A +1, C +1', () => {
    const ledger = new IncrementalLedger(night, mariasReducer);
    ledger.append(E1);
    expect(ledger.balances).toEqual({ A: -100, B: 200, C: -100 });
    const draft = {
      tier: '3A' as const,
      claimant: 'C',
      reason: renoncReasonsFor('3A')[0]!,
      contract: draftOfHand(HAND),
    };
    const { renonc, value } = buildRenonc(draft, CTX, 'e1');
    expect(value).toBe(1);
    const entry = renoncPreviewEntry(renonc!, 'n1', ledger.nextSeq, 'e1');
    expect(entry).toMatchObject({ seq: 2, kind: 'marias.renonc', replaces: 'e1' });
    expect(ledger.preview(entry).balances).toEqual({ A: 100, B: -200, C: 100 });
    expect(() => ledger.preview(renoncPreviewEntry(renonc!, 'n1', 2, 'nope'))).toThrow(
      LedgerEntryError,
    );
  });
});
