// The boot script: a few lines that run in <head> before anything else and
// before the first paint. From the boot cache (app/ui/boot-cache.ts) or the
// browser's languages it picks the language, sets <html lang> and the theme
// (no flash of the wrong one), and preloads that language's first-screen
// translation chunks next to the entry script instead of after it. The build
// writes it with the hashed chunk names; it is a file, not inline, because the
// Content-Security-Policy allows scripts from 'self' only. The app never
// depends on it: main.tsx makes the same choice and loads what it needs.
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { BOOT_CACHE_KEY } from '../app/ui/boot-cache';
import { FIRST_SCREEN_NAMESPACES } from '../app/ui/i18n/first-screen';

/** Plain ES5-level JavaScript: it runs before any module and must never throw. */
export function bootSource(chunks: Readonly<Record<string, readonly string[]>>): string {
  return `(function () {
  var chunks = ${JSON.stringify(chunks)};
  var has = function (l) { return Object.prototype.hasOwnProperty.call(chunks, l); };
  var cache = {};
  try { cache = JSON.parse(localStorage.getItem(${JSON.stringify(BOOT_CACHE_KEY)}) || '{}') || {}; } catch (e) {}
  var language = has(cache.language) ? cache.language : null;
  var preferred = navigator.languages || [navigator.language];
  for (var i = 0; !language && i < preferred.length; i++) {
    var base = String(preferred[i]).toLowerCase().split('-')[0];
    if (has(base)) language = base;
  }
  language = language || 'en';
  var root = document.documentElement;
  root.lang = language;
  if (cache.theme === 'dark' || cache.theme === 'light') root.setAttribute('data-theme', cache.theme);
  (chunks[language] || []).forEach(function (href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  });
})();
`;
}

export function bootScript(): Plugin {
  let base = '/';
  const pattern = new RegExp(
    `^assets/locale-(\\w+)-(${FIRST_SCREEN_NAMESPACES.join('|')})-[\\w-]+\\.js$`,
  );
  return {
    name: 'renonc-boot-script',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {};
      for (const file of Object.values(bundle)) {
        const match = file.fileName.match(pattern);
        if (match) (chunks[match[1]!] ??= []).push(`${base}${file.fileName}`);
      }
      for (const list of Object.values(chunks)) list.sort();
      const source = bootSource(chunks);
      const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
      const fileName = `assets/boot-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      const html = bundle['index.html'];
      if (html?.type !== 'asset') this.error('index.html is not in the bundle');
      html.source = String(html.source).replace(
        '</title>',
        `</title>\n    <script src="${base}${fileName}"></script>`,
      );
    },
  };
}
