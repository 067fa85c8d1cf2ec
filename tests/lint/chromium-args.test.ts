// Chromium keeps only the last --disable-features it is given, so the tests'
// own list (tests/e2e/support/chromium.ts) must repeat every feature the
// installed Playwright disables, or upgrading Playwright would quietly turn
// some back on (paint holding, say, which delays the first paint).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES } from '../e2e/support/chromium';

/** The feature names in Playwright's own `disabledFeatures = [ … ]` list. */
function playwrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve('playwright-core/package.json'));
  const bundle = readFileSync(join(root, 'lib', 'coreBundle.js'), 'utf8');
  const list = bundle.match(/disabledFeatures = \[([\s\S]*?)\]\.filter/)?.[1];
  if (list === undefined) throw new Error('Playwright no longer spells its list this way: read it');
  const code = list.replace(/\/\/.*$/gm, '');
  return [...code.matchAll(/"([A-Za-z0-9]+)"/g)].map((m) => m[1]!);
}

describe('Chromium flags of the tests and benches', () => {
  it('repeat every feature Playwright disables', () => {
    const theirs = playwrightDisabledFeatures();
    expect(theirs.length).toBeGreaterThan(5);
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(expect.arrayContaining(theirs));
  });

  it('pass one --disable-features, holding Playwright’s and the desktop UI’s', () => {
    const flags = CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='));
    expect(flags).toHaveLength(1);
    const features = flags[0]!.slice('--disable-features='.length).split(',');
    expect(features).toEqual(
      expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, 'PreloadTopChromeWebUI']),
    );
  });
});
