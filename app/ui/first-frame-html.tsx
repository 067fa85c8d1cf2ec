// Build time only (scripts/boot-script.ts loads it through Vite): the first
// frame of app/ui/first-frame.tsx rendered to HTML in every language, with the
// app's own components and translations, so the boot script can put on screen
// exactly what main.tsx draws a moment later: no jump when it takes over.
import { render } from 'preact';
import { FirstFrame } from './first-frame';
import type { FrameHtml, FrameKind } from './i18n/first-screen';
import { changeLanguage, initI18n, LANGUAGES } from './i18n/setup';

/** `document` is any DOM (the build passes a happy-dom one); nothing global is touched. */
export async function firstFrameHtml(document: Document): Promise<FrameHtml> {
  const html: Record<string, Record<FrameKind, string>> = {};
  const container = document.createElement('div');
  await initI18n(LANGUAGES[0]);
  for (const language of LANGUAGES) {
    await changeLanguage(language);
    const frames = {} as Record<FrameKind, string>;
    for (const kind of ['home', 'home-empty', 'home-listed', 'screen'] as const) {
      render(<FirstFrame kind={kind} />, container);
      frames[kind] = container.innerHTML;
      render(null, container);
    }
    html[language] = frames;
  }
  return html;
}
