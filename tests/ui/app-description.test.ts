// The app's description in the web manifest (what an install dialog and a
// store listing show) and in index.html (what a search result shows) names
// every game the app keeps, not only the first two (#28 item 13).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_GAMES } from '../../app/engine/games/registry';

const WORDS: Readonly<Record<string, string>> = {
  marias: 'mariáš',
  vint: 'vint',
  preferans: 'preferans',
};

const manifest = JSON.parse(readFileSync('manifest.webmanifest', 'utf8')) as {
  description: string;
};
const page = readFileSync('index.html', 'utf8');
const pageDescription = /<meta\s+name="description"\s+content="([^"]*)"/.exec(page)?.[1] ?? '';

describe('the app describes itself with every game', () => {
  it('knows a word for every built-in game', () => {
    expect(BUILT_IN_GAMES.map((g) => g.game).sort()).toEqual(Object.keys(WORDS).sort());
  });

  for (const [where, text] of [
    ['manifest.webmanifest', manifest.description],
    ['index.html', pageDescription],
  ] as const) {
    it(`${where} names mariáš, vint and preferans`, () => {
      for (const word of Object.values(WORDS)) expect(text.toLowerCase()).toContain(word);
    });
  }
});
