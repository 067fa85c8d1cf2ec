// The words behind the ledger lines and the sheet's numbers, in English and
// Russian (whose plurals have three forms), from the real locale files.
import { createInstance } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { VintDeal } from '../../../app/engine/games/vint';
import { aboveText, belowText, describeDeal } from '../../../app/ui/games/vint/describe';
import { tOf, type TFunction } from '../../../app/ui/i18n/t';
import enVint from '../../../locales/en/vint.json';
import ruVint from '../../../locales/ru/vint.json';

const LOCALES: Record<string, unknown> = { en: enVint, ru: ruVint };

const NAMES: Record<string, string> = { n: 'Petr', e: 'Eva', s: 'Jana', w: 'Karel' };
const nameOf = (id: string) => NAMES[id] ?? '?';

let en: TFunction;
let ru: TFunction;

beforeAll(async () => {
  const make = async (lng: string): Promise<TFunction> => {
    const i18n = createInstance();
    await i18n.init({
      lng,
      resources: { [lng]: { vint: LOCALES[lng] as Record<string, string> } },
      interpolation: { escapeValue: false },
    });
    return tOf(i18n);
  };
  en = await make('en');
  ru = await make('ru');
});

const deal: VintDeal = {
  declaringSide: 'A',
  declarer: 'n',
  level: 3,
  denomination: 'noTrumps',
  tricks: 5,
  renonces: [
    { side: 'B', offender: 'e', liable: 'alone', corrected: false },
    { side: 'B', offender: 'w', liable: 'both', corrected: true },
  ],
};

describe('describeDeal', () => {
  it('says side, contract, declarer, tricks and every revoke', () => {
    expect(describeDeal(deal, nameOf, en)).toBe(
      'N–S: 3\u00a0NT by Petr, 5 tricks · revoke: Eva (liable alone) · revoke put right: Karel',
    );
    expect(describeDeal({ ...deal, renonces: [], tricks: 1 }, nameOf, en)).toBe(
      'N–S: 3\u00a0NT by Petr, 1 trick',
    );
  });

  it('uses the Russian plural forms', () => {
    const plain = { ...deal, renonces: [] };
    expect(describeDeal({ ...plain, tricks: 1 }, nameOf, ru)).toBe(
      'С–Ю: 3\u00a0БК (Petr), 1 взятка',
    );
    expect(describeDeal({ ...plain, tricks: 3 }, nameOf, ru)).toBe(
      'С–Ю: 3\u00a0БК (Petr), 3 взятки',
    );
    expect(describeDeal({ ...plain, tricks: 9 }, nameOf, ru)).toBe(
      'С–Ю: 3\u00a0БК (Petr), 9 взяток',
    );
  });
});

describe('sheet lines', () => {
  it('shows the arithmetic of every above-the-line item', () => {
    expect(
      aboveText({ side: 'B', reason: 'undertricks', count: 2, each: 3000, points: 6000 }, en, 'en'),
    ).toBe('Penalty for 2 tricks short: 2 × 3,000 = 6,000');
    expect(
      aboveText({ side: 'A', reason: 'aces', count: 3, each: 750, points: 2250 }, en, 'en'),
    ).toBe('3 aces × 750 = 2,250');
    expect(aboveText({ side: 'A', reason: 'renonceExcess', points: 120 }, en, 'en')).toBe(
      'Revoke: points over 490 moved above the line: 120',
    );
  });

  it('shows penalty tricks and the 490 cap below the line (R5)', () => {
    expect(
      belowText({ side: 'A', points: 90, tricks: 7, received: 0, v: 30, excess: 120 }, en, 'en'),
    ).toBe('7 tricks × 30 = 210 · capped at 490: 90 below the line, 120 above');
    expect(
      belowText({ side: 'A', points: 650, tricks: 13, received: 2, v: 50, excess: 0 }, en, 'en'),
    ).toBe('13 tricks × 50 = 650 (including 2 penalty tricks)');
  });
});
