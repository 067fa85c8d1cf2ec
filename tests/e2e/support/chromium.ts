// Debian's Chromium and the flags these machines need (see shared/STACK.md):
// without the background-networking flags Chromium keeps dialling out.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const BASE_URL = 'http://localhost:4173';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
