// The mariáš renonc form's logic and the ledger's one-line descriptions
// (app/ui/games/marias/logic): a tier-3 renonc on the contract of the rules'
// examples R3 and R4 (shared/rules/marias.md §10: sedma v červených, hra
// flek + re, sedma flek, V = 16 units), and hands worded in English.
import { createInstance } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LedgerEntry } from '../../../app/engine';
import {
  DEFAULT_MARIAS_SETTINGS,
  forhontOf,
  mariasSeating,
  renoncReasonsFor,
} from '../../../app/engine/games/marias';
import type { NightView } from '../../../app/ui/games/types';
import { describeMariasEntry } from '../../../app/ui/games/marias/logic/describe';
import { EMPTY_DRAFT, type HandDraft } from '../../../app/ui/games/marias/logic/draft';
import { misdealFined } from '../../../app/ui/games/marias/logic/misdeal';
import type { MariasContext } from '../../../app/ui/games/marias/logic/model';
import {
  buildRenonc,
  draftOfRenonc,
  offenderOptions,
  type RenoncDraft,
} from '../../../app/ui/games/marias/logic/renonc-draft';
import { tOf, type TFunction } from '../../../app/ui/i18n/t';
import common from '../../../locales/en/common.json';
import marias from '../../../locales/en/marias.json';

const TABLE = ['A', 'B', 'C'];
const CTX: MariasContext = {
  settings: DEFAULT_MARIAS_SETTINGS,
  seating: mariasSeating(TABLE, 'C'),
  table: TABLE,
  forhont: forhontOf(TABLE, 'C'),
};
const CONTRACT: HandDraft = {
  ...EMPTY_DRAFT,
  game: 'sedma',
  suit: 'cerveny',
  flek: { game: 2, sedma: 1 },
};

const renonc = (tier: '3A' | '3B', offender?: string): RenoncDraft => ({
  tier,
  claimant: 'C',
  reason: renoncReasonsFor(tier)[0]!,
  contract: CONTRACT,
  ...(offender ? { offender } : {}),
});

describe('the renonc draft', () => {
  it('R3: the declarer revokes — 3A names him, V = 16, he pays 16 to each defender', () => {
    expect(offenderOptions(renonc('3A'), CTX)).toEqual(['A']);
    const r3 = buildRenonc(renonc('3A'), CTX, undefined);
    expect(r3.value).toBe(16);
    expect(r3.settlement?.transfers).toEqual({ A: -3_200, B: 1_600, C: 1_600 });
  });

  it('R4: defender B revokes — he pays the declarer 2V and his partner V', () => {
    expect(offenderOptions(renonc('3B'), CTX)).toEqual(['B', 'C']);
    const r4 = buildRenonc(renonc('3B', 'B'), CTX, undefined);
    expect(r4.settlement?.transfers).toEqual({ A: 3_200, B: -4_800, C: 1_600 });
  });

  it('waits for what is still to choose, and reopens a saved renonc as its draft', () => {
    expect(buildRenonc({ contract: CONTRACT }, CTX, undefined).missing).toBe(true);
    expect(buildRenonc(renonc('3B'), CTX, undefined).missing).toBe(true);
    const saved = buildRenonc(renonc('3B', 'B'), CTX, 'hand-1').renonc!;
    expect(saved.handEntryId).toBe('hand-1');
    const reopened = draftOfRenonc(JSON.parse(JSON.stringify(saved)));
    expect(buildRenonc(reopened, CTX, 'hand-1').settlement?.transfers).toEqual({
      A: 3_200,
      B: -4_800,
      C: 1_600,
    });
  });

  it('a round has free misdeals before the next one is fined (R1)', () => {
    expect(misdealFined(0)).toBe(false);
    expect(misdealFined(1)).toBe(true);
  });
});

describe('ledger lines', () => {
  let t: TFunction;
  beforeAll(async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'en', defaultNS: 'common', resources: { en: { common, marias } } });
    t = tOf(i18n);
  });
  const night = {
    row: { currency: 'CZK' },
    info: { players: TABLE },
    nameOf: (id: string) => ({ A: 'Petr', B: 'Jana', C: 'Eva' })[id] ?? id,
  } as unknown as NightView;
  const entry = (kind: string, payload: unknown) =>
    ({ id: 'e', nightId: 'n', seq: 1, kind, payload, createdAt: 0 }) as LedgerEntry;

  it('name who dealt a misdeal and who revoked, and never show a key', () => {
    const misdeal = describeMariasEntry(entry('marias.misdeal', { dealer: 'B' }), night, t);
    expect(misdeal).toContain('Jana');
    const saved = buildRenonc(renonc('3B', 'B'), CTX, undefined).renonc!;
    const line = describeMariasEntry(entry('marias.renonc', saved), night, t);
    expect(line).toContain('Jana');
    expect(line).toContain('Eva');
    expect(line).not.toMatch(/marias:/);
  });
});
