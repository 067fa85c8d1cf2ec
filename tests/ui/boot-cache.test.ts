import { describe, expect, it } from 'vitest';
import { BOOT_CACHE_KEY, readBootCache, writeBootCache } from '../../app/ui/boot-cache';

/** A Storage over a Map; `full` makes every write throw like a quota error. */
function memoryStorage(initial: Record<string, string> = {}, full = false): Storage {
  const map = new Map(Object.entries(initial));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => {
      if (full) throw new DOMException('full', 'QuotaExceededError');
      map.set(k, String(v));
    },
  };
}

describe('boot cache (a copy of stored settings for the first frame)', () => {
  it('round-trips language and theme, merging patches', () => {
    const storage = memoryStorage();
    writeBootCache({ language: 'cs' }, storage);
    writeBootCache({ theme: 'dark' }, storage);
    expect(readBootCache(storage)).toEqual({ language: 'cs', theme: 'dark' });
    writeBootCache({ language: undefined }, storage);
    expect(readBootCache(storage)).toEqual({ theme: 'dark' });
  });

  it('drops anything it does not know instead of trusting it', () => {
    for (const raw of ['{', 'null', '42', '"cs"', '{"language":"de","theme":"neon"}']) {
      expect(readBootCache(memoryStorage({ [BOOT_CACHE_KEY]: raw }))).toEqual({});
    }
    const mixed = memoryStorage({ [BOOT_CACHE_KEY]: '{"language":"ru","theme":"purple"}' });
    expect(readBootCache(mixed)).toEqual({ language: 'ru' });
  });

  it('starts empty without localStorage, and a full one is not an error', () => {
    expect(readBootCache(undefined)).toEqual({});
    expect(() => writeBootCache({ language: 'en' }, undefined)).not.toThrow();
    const full = memoryStorage({ [BOOT_CACHE_KEY]: '{"language":"cs"}' }, true);
    expect(() => writeBootCache({ language: 'ru' }, full)).not.toThrow();
    expect(readBootCache(full)).toEqual({ language: 'cs' });
  });
});
