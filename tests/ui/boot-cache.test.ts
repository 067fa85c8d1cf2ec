import { describe, expect, it } from 'vitest';
import {
  BOOT_CACHE_KEY,
  readBootCache,
  rememberHomeListed,
  recentNightsOf,
  rememberNight,
  RECENT_NIGHTS,
  writeBootCache,
} from '../../app/ui/boot-cache';

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

  it('keeps the last nights opened, most recent first, one per night, at most five', () => {
    const storage = memoryStorage({ [BOOT_CACHE_KEY]: '{"language":"cs"}' });
    for (const id of ['a', 'b', 'c', 'b', 'd', 'e', 'f'])
      rememberNight({ id, game: 'marias' }, storage);
    rememberNight({ id: 'e', game: 'vint' }, storage);
    expect(readBootCache(storage)).toEqual({
      language: 'cs',
      nights: ['e', 'f', 'd', 'b', 'c'].map((id) => ({ id, game: id === 'e' ? 'vint' : 'marias' })),
      // A night was shown: the home lists one.
      listed: true,
    });
    expect(RECENT_NIGHTS).toBe(5);
  });

  it('writes nothing when the night is already the most recent one', () => {
    const storage = memoryStorage();
    rememberNight({ id: 'a', game: 'vint' }, storage);
    const writes: string[] = [];
    const setItem = storage.setItem.bind(storage);
    storage.setItem = (k, v) => (writes.push(v), setItem(k, v));
    rememberNight({ id: 'a', game: 'vint' }, storage);
    expect(writes).toEqual([]);
  });

  it('drops odd recent nights field by field and entry by entry', () => {
    expect(recentNightsOf('a:marias')).toEqual([]);
    expect(recentNightsOf({ 0: { id: 'a', game: 'vint' }, length: 1 })).toEqual([]);
    const odd = [
      null,
      7,
      { id: '', game: 'vint' },
      { id: 'x'.repeat(201), game: 'vint' },
      { id: 'a', game: 'Vint' },
      { id: 'a', game: '../vint' },
      { id: 'a', game: 'v'.repeat(33) },
      { id: 3, game: 'vint' },
      { id: 'a', game: 'preferans', extra: 1 },
      { id: 'a', game: 'vint' },
    ];
    expect(recentNightsOf(odd)).toEqual([{ id: 'a', game: 'preferans' }]);
    const stored = JSON.stringify({ theme: 'dark', nights: [{ id: 'n', game: 1 }] });
    expect(readBootCache(memoryStorage({ [BOOT_CACHE_KEY]: stored }))).toEqual({ theme: 'dark' });
    // A bad night is not remembered either; a full storage is not an error.
    const storage = memoryStorage();
    rememberNight({ id: '', game: 'vint' }, storage);
    expect(readBootCache(storage)).toEqual({});
    expect(() => rememberNight({ id: 'a', game: 'vint' }, memoryStorage({}, true))).not.toThrow();
  });

  it('remembers whether the home listed nights; a restore makes it unknown again', () => {
    const storage = memoryStorage();
    rememberHomeListed(false, storage);
    expect(readBootCache(storage)).toEqual({ listed: false });
    // A night created and opened: the next start must not say "no nights".
    rememberNight({ id: 'n1', game: 'marias' }, storage);
    expect(readBootCache(storage).listed).toBe(true);
    rememberHomeListed(false, storage); // every night deleted, seen on the home
    expect(readBootCache(storage).listed).toBe(false);
    rememberHomeListed(undefined, storage); // a backup restored
    expect(readBootCache(storage).listed).toBeUndefined();
    expect(JSON.parse(storage.getItem(BOOT_CACHE_KEY)!)).not.toHaveProperty('listed');
    // Only a boolean is taken from storage.
    const odd = memoryStorage({ [BOOT_CACHE_KEY]: '{"listed":"false"}' });
    expect(readBootCache(odd)).toEqual({});
  });

  it('writes nothing when the home shows what the cache already says', () => {
    const storage = memoryStorage();
    rememberHomeListed(true, storage);
    const writes: string[] = [];
    const setItem = storage.setItem.bind(storage);
    storage.setItem = (k, v) => (writes.push(v), setItem(k, v));
    rememberHomeListed(true, storage);
    expect(writes).toEqual([]);
  });
});
