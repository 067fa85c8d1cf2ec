// Offline for what was used, without a large first visit (issue 31). The
// service worker precaches only the home's core (scripts/precache-plan.ts);
// every other file is kept in the runtime cache when first fetched through
// it. Two gaps remain, closed here:
// - On a first visit the page loads its files before any service worker
//   controls it, so none of them pass through one: once the worker is active
//   the page copies what it used (the shown language's words, the night
//   screen fetched ahead) into the runtime cache, from the HTTP cache.
// - What was never used (other games, screens, languages, the sync code) is
//   warmed once the app has been usable and idle a while, on every visit
//   (the first included): the build's list of those files (warm-list.json)
//   is fetched one by one. Skipped with Save-Data on; a failed or offline
//   warm is tried next visit.

/** scripts/precache-plan.ts RUNTIME_CACHE; the workbox route caches into it too. */
const RUNTIME_CACHE = 'renonc-assets';
const KEPT = /^\/(?:assets|icons)\//;
/** After the app is usable: the player's first taps come before the warm-up's requests. */
const WARM_DELAY_MS = 3000;

export const WARMED_MARK = 'renonc:warmed';

async function keep(url: string): Promise<void> {
  if (await caches.match(url, { ignoreVary: true })) return; // precached, or kept already
  const cache = await caches.open(RUNTIME_CACHE);
  await cache.add(url);
}

/** Copies every same-origin asset this page has loaded, and loads later, into the runtime cache. */
function keepWhatThisPageUses(): void {
  const seen = new Set<string>();
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const url = new URL(entry.name);
      if (url.origin !== location.origin || !KEPT.test(url.pathname) || seen.has(url.href))
        continue;
      seen.add(url.href);
      keep(url.href).catch(() => seen.delete(url.href)); // a later entry may try again
    }
  });
  observer.observe({ type: 'resource', buffered: true });
}

interface WarmList {
  /** Files the service worker precaches: this build's if the page's entry is among them. */
  readonly core: readonly string[];
  readonly later: readonly string[];
}

/** Caches every file of `later` not cached yet; drops an older build's files from the runtime cache. */
async function warm(base: string): Promise<void> {
  const response = await fetch(`${base}warm-list.json`, { cache: 'no-cache' });
  if (!response.ok) return;
  const list = (await response.json()) as WarmList;
  const cache = await caches.open(RUNTIME_CACHE);
  const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src;
  const current =
    entry !== undefined && list.core.some((u) => new URL(u, location.href).href === entry);
  if (current) {
    const wanted = new Set(list.later.map((u) => new URL(u, location.href).href));
    for (const request of await cache.keys())
      if (!wanted.has(request.url)) await cache.delete(request);
  }
  // One at a time: the warm-up never crowds a request the player is waiting
  // for. It stops once a new version waits: a worker busy with fetches is not
  // replaced (the Update tap would wait for the whole warm-up), and the new
  // version warms its own files after the reload.
  for (const url of list.later) {
    if ((await navigator.serviceWorker.getRegistration())?.waiting) return;
    await keep(url).catch(() => undefined);
  }
  performance.mark(WARMED_MARK);
}

function warmWhenIdle(base: string): void {
  const connection = (navigator as { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return;
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 0));
  window.setTimeout(() => idle(() => void warm(base).catch(() => undefined)), WARM_DELAY_MS);
}

/**
 * Called once the service worker is registered, after the app is usable.
 * `controlled`: a worker served this page (not a first visit).
 */
export function keepOffline(base: string, controlled: boolean): void {
  if (!('caches' in window)) return;
  if (!controlled) void navigator.serviceWorker.ready.then(keepWhatThisPageUses);
  // Every visit warms the rest once the app is usable and idle, the first one
  // too: a phone that joined a club or looked at the home once must still
  // start any game's night in a pub without signal (the install alone stays
  // small; the warm-up never delays what the player waits for).
  void navigator.serviceWorker.ready.then(() => warmWhenIdle(base));
}
