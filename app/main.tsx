// Wiring only: pick the language and theme, draw the first frame, then load
// the app. The first frame needs no database: language and theme come from
// the boot cache (app/ui/boot-cache.ts), so the shell and the home frame paint
// while Dexie loads and opens; app/ui/root.tsx then checks the stored settings.
import { render } from 'preact';
import { captureInstallOffer } from './pwa/install';
import { readBootCache } from './ui/boot-cache';
import { FirstFrame, frameKindOf, type HomeShown } from './ui/first-frame';
import { holdStart } from './ui/home-held';
import { browserLanguage, initI18n } from './ui/i18n/setup';
import { applyTheme } from './ui/theme';
import './ui/styles.css';

// Marks for `npm run bench` (cold start phases); cheap, and visible in dev tools.
const mark = (name: string) => performance.mark(`renonc:${name}`);

/**
 * Resolves once the frame the boot script put into #app has been painted. On a
 * repeat visit the app's chunks come from the service worker's cache so fast
 * that their first tasks (60–160 ms at CPU 4× in traces) often ran before the
 * browser's first paint of that frame and held the first text back. A hidden
 * page gets no animation frames: no wait.
 */
function afterBootFramePaint(): Promise<void> {
  const framed = document.getElementById('app')?.firstChild;
  if (!framed || document.visibilityState !== 'visible') return Promise.resolve();
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    // A page can say it is visible and still get no frame for a while (a
    // window restored after the browser was killed, seen in the e2e fault
    // test): the app must start anyway, the frame only orders the work.
    setTimeout(resolve, FRAME_WAIT_MS);
  });
}

/** Far above a frame's 16.7 ms: it only ends a wait for a frame that does not come. */
const FRAME_WAIT_MS = 200;

/**
 * What the boot script drew in the home's list (scripts/boot-script.ts): the
 * empty list's words if it knew the home to be empty, or the items the home
 * last showed (app/ui/home-snapshot.ts). The same frame is drawn again.
 */
function homeDrawnByBoot(container: HTMLElement): { shown: HomeShown; items?: Node[] } {
  if (container.querySelector('p.empty')) return { shown: 'empty' };
  const items = [...(container.querySelector('ul.list')?.childNodes ?? [])];
  return items.length > 0 ? { shown: 'listed', items } : { shown: undefined };
}

async function start(): Promise<void> {
  await afterBootFramePaint();
  mark('start');
  const cached = readBootCache();
  const device = browserLanguage(navigator.languages ?? [navigator.language]);
  const language = cached.language ?? device;
  applyTheme(cached.theme ?? 'system');
  // The app's code (preloaded by the route script) is fetched and run while
  // the translations load, not after the first frame: the boot script has
  // painted that frame already.
  // The database opens as soon as that code is in, beside the translations.
  const app = import('./ui/root').then((root) => {
    root.openDatabaseEarly();
    return root;
  });
  await initI18n(language);
  mark('i18n-ready');
  const container = document.getElementById('app')!;
  const { shown, items } = homeDrawnByBoot(container);
  holdStart({ items, empty: shown === 'empty' });
  // The boot script may have put the same frame there already (static HTML,
  // scripts/boot-script.ts); it is replaced in this task, so nothing moves.
  // From here on the app answers taps, not the boot script. A screen's bare
  // frame is left as the boot script drew it, and the boot script's until
  // the app draws the screen over it (app/ui/root.tsx): drawn again here, it
  // cost a night's start a render and a style pass for the same markup.
  const kind = frameKindOf(window.location.hash, shown);
  if (kind !== 'screen' || !container.firstChild) {
    container.removeAttribute('data-boot');
    container.textContent = '';
    render(<FirstFrame kind={kind} items={items} />, container);
  }
  mark('first-render');
  // The page's first use of Intl costs ~30 ms (ICU starts up): paid here,
  // while the app's chunks load, instead of in the first screen's render.
  setTimeout(() => new Intl.NumberFormat().format(0), 0);
  const { mountApp } = await app;
  mountApp(container, language, device, cached);
}

// The install offer comes once, as early as the page loads: listen before anything else.
captureInstallOffer();
void start();
