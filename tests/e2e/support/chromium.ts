// Debian's Chromium and the flags these machines need (see shared/STACK.md):
// without the background-networking flags Chromium keeps dialling out.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Overridable so that two builds can be tested side by side (RENONC_E2E_PORT, RENONC_DIST). */
export const E2E_PORT = Number(process.env.RENONC_E2E_PORT ?? 4173);
export const E2E_DIST = process.env.RENONC_DIST ?? 'dist';
export const BASE_URL = `http://localhost:${E2E_PORT}`;
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
