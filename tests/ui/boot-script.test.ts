// The boot script runs in a plain context here, with just enough of a page.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { BOOT_CACHE_KEY } from '../../app/ui/boot-cache';
import { bootSource } from '../../scripts/boot-script';

const CHUNKS = {
  cs: ['/assets/locale-cs-common-a.js', '/assets/locale-cs-errors-b.js'],
  en: ['/assets/locale-en-common-c.js', '/assets/locale-en-errors-d.js'],
  ru: ['/assets/locale-ru-common-e.js', '/assets/locale-ru-errors-f.js'],
};

function boot(stored: string | null | Error, languages: string[]) {
  const links: { rel: string; href: string; crossOrigin?: string }[] = [];
  const attributes: Record<string, string> = {};
  const root = {
    lang: '',
    setAttribute: (k: string, v: string) => (attributes[k] = v),
  };
  const localStorage = {
    getItem: (key: string) => {
      if (stored instanceof Error) throw stored;
      return key === BOOT_CACHE_KEY ? stored : null;
    },
  };
  runInNewContext(bootSource(CHUNKS), {
    localStorage,
    navigator: { languages },
    document: {
      documentElement: root,
      createElement: () => ({}),
      head: { appendChild: (link: (typeof links)[number]) => links.push(link) },
    },
  });
  return { lang: root.lang, theme: attributes['data-theme'], links };
}

describe('boot script', () => {
  it('preloads the cached language and sets lang and theme before the first paint', () => {
    const result = boot('{"language":"ru","theme":"dark"}', ['cs-CZ']);
    expect(result.lang).toBe('ru');
    expect(result.theme).toBe('dark');
    expect(result.links.map((l) => [l.rel, l.href, l.crossOrigin])).toEqual(
      CHUNKS.ru.map((href) => ['modulepreload', href, '']),
    );
  });

  it('falls back to the browser languages, then English, as main.tsx does', () => {
    expect(boot(null, ['de-DE', 'cs-CZ']).lang).toBe('cs');
    expect(boot('{"language":"constructor"}', ['fr']).lang).toBe('en');
    expect(boot('not json', ['ru']).links.map((l) => l.href)).toEqual(CHUNKS.ru);
  });

  it('survives a localStorage that throws and leaves the theme to the system', () => {
    const result = boot(new Error('SecurityError'), ['en-GB']);
    expect(result.lang).toBe('en');
    expect(result.theme).toBeUndefined();
  });
});
