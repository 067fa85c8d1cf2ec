// The screens around a game reach it through its contract (GameUi,
// GameDescription), never by its entry kinds: no file outside the games'
// folders spells one ('marias.renonc', 'vint.deal', …). The kinds are taken
// from the registry, so a new game is covered without editing this test.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_GAMES } from '../../app/engine';

const ROOT = new URL('../..', import.meta.url).pathname;
const OUTSIDE_GAMES = ['app/ui/night', 'app/ui/screens', 'app/ui/kit', 'app/ui/settle'];

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return sources(path);
    return /\.tsx?$/.test(d.name) ? [path] : [];
  });
}

describe('game entry kinds stay in the games', () => {
  const kinds: string[] = BUILT_IN_GAMES.flatMap((g) => [...g.entryKinds]);

  it('knows the kinds it looks for', () => {
    expect(kinds).toContain('marias.renonc');
    expect(kinds).toContain('vint.deal');
  });

  it.each(OUTSIDE_GAMES)('%s spells no game entry kind', (dir) => {
    const found = sources(dir).flatMap((file) => {
      const text = readFileSync(join(ROOT, file), 'utf8');
      return kinds
        .filter((k) => text.includes(`'${k}'`) || text.includes(`"${k}"`))
        .map((k) => `${relative('.', file)}: ${k}`);
    });
    expect(found).toEqual([]);
  });
});
