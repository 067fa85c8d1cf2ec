// Debian's Chromium and the flags these machines need (see shared/STACK.md):
// without the background-networking flags Chromium keeps dialling out.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Overridable so that two builds can be tested side by side (RENONC_E2E_PORT, RENONC_DIST). */
export const E2E_PORT = Number(process.env.RENONC_E2E_PORT ?? 4173);
export const E2E_DIST = process.env.RENONC_DIST ?? 'dist';
export const BASE_URL = `http://localhost:${E2E_PORT}`;
/**
 * Playwright launches Chromium with its own `--disable-features` list, and
 * Chromium keeps only the last `--disable-features` it is given: so ours
 * repeats Playwright's (tests/lint/chromium-args.test.ts checks it still
 * does) and adds the top-chrome WebUIs. Headless Chromium loads its desktop
 * omnibox popup (a WebUI page in a renderer of its own) beside every new
 * page: a trace of the first text showed it taking ~660 ms of main-thread
 * time at CPU 4× on a 2-core machine while our page loaded. No phone runs
 * that beside a PWA, so the tests and benches turn it off.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];
const DESKTOP_UI_FEATURES = [
  'PreloadTopChromeWebUI',
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
];
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...DESKTOP_UI_FEATURES].join(',')}`,
];
