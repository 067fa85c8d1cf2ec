// The end-to-end tests run in Debian's Chromium (no browser downloads here).
import { existsSync } from 'node:fs';
import { ensureDebianPackage } from './debian-package.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

ensureDebianPackage({
  pkg: 'chromium',
  what: `Chromium at ${CHROMIUM}`,
  has: () => existsSync(CHROMIUM),
  hint: '\nor point CHROMIUM_PATH at a Chromium binary.',
});
