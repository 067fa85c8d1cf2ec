// Reopening a closed pulka from the UI (rules §8, #28 item 14): the sizes
// offered, the entry the form saves (refused without a larger size or a
// reason, as the engine would), and its line in the ledger in ru, cs and en.
import { createInstance } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LedgerEntry } from '../../../app/engine';
import { describePreferansEntry } from '../../../app/ui/games/preferans/describe';
import { reopenEntry, reopenSizes } from '../../../app/ui/games/preferans/reopen-form';
import type { NightView } from '../../../app/ui/games/types';
import { tOf, type TFunction } from '../../../app/ui/i18n/t';
import csPref from '../../../locales/cs/preferans.json';
import enPref from '../../../locales/en/preferans.json';
import ruPref from '../../../locales/ru/preferans.json';

const t: Record<string, TFunction> = {};

beforeAll(async () => {
  for (const [lng, words] of [
    ['ru', ruPref],
    ['cs', csPref],
    ['en', enPref],
  ] as const) {
    const i18n = createInstance();
    await i18n.init({
      lng,
      resources: { [lng]: { preferans: words as unknown as Record<string, string> } },
      interpolation: { escapeValue: false },
    });
    t[lng] = tOf(i18n);
  }
});

describe('reopening a closed pulka', () => {
  it('offers the next round tens above the size it closed at, never past the largest pulya', () => {
    expect(reopenSizes(20)).toEqual([30, 40, 50]);
    expect(reopenSizes(4)).toEqual([10, 20, 30]);
    expect(reopenSizes(30)).toEqual([40, 50, 60]);
    expect(reopenSizes(185)).toEqual([190, 200]);
  });

  it('saves the new size and the reason; refuses a size not larger or no reason', () => {
    expect(reopenEntry(30, 20, ' играем до 30 ')).toEqual({
      payload: { pulyaSize: 30 },
      reason: 'играем до 30',
    });
    expect(reopenEntry(20, 20, 'x')).toEqual({ error: 'preferans:errors.reopenSizeTooSmall' });
    expect(reopenEntry(30, 20, '  ')).toEqual({ error: 'preferans:errors.reopenReasonMissing' });
  });

  it('shows in the ledger with its size and reason', () => {
    const entry: LedgerEntry = {
      id: 'r',
      nightId: 'n',
      seq: 9,
      kind: 'preferans.reopen',
      payload: { pulyaSize: 30 },
      reason: 'договорились играть дальше',
      createdAt: 0,
    };
    const night = { row: { id: 'n', playerIds: ['A', 'B', 'C'] }, nameOf: (id: string) => id };
    const line = (lng: string) =>
      describePreferansEntry(entry, night as unknown as NightView, t[lng]!);
    expect(line('ru')).toBe('Пулька продлена до 30: договорились играть дальше');
    expect(line('cs')).toBe('Pulka prodloužena do 30: договорились играть дальше');
    expect(line('en')).toBe('Pulka reopened to a pulya of 30: договорились играть дальше');
  });
});
