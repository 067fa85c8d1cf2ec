// Every figure a game reports to the club (its figureKeys, docs/club.md C4)
// has its label in cs, ru and en: the season table shows labels, never keys.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../app/engine';

const club = (lang: string) =>
  JSON.parse(readFileSync(join(__dirname, '..', '..', 'locales', lang, 'club.json'), 'utf8')) as {
    figures: Record<string, Record<string, string>>;
  };

describe("the club's figure labels", () => {
  for (const lang of ['cs', 'ru', 'en']) {
    it(`${lang}: a label for each figure of each game, and none for a figure no game reports`, () => {
      const labels = club(lang).figures;
      for (const game of GAMES.games) {
        const keys = game.figureKeys ?? [];
        expect(Object.keys(labels[game.game] ?? {}).sort(), game.game).toEqual([...keys].sort());
        for (const key of keys) expect(labels[game.game]?.[key]?.trim()).toBeTruthy();
      }
      expect(GAMES.games.every((g) => (g.figureKeys ?? []).length > 0)).toBe(true);
    });
  }
});
