// Player names: names that look the same are the same player, and no name
// can reorder the numbers shown beside it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanName, isolateText, nameKey, validatePlayerName } from '../../app/engine';

const taken = (name: string, names: string[]) => validatePlayerName(name, names).map((i) => i.code);

describe('names that look the same are the same', () => {
  it.each([
    ['E\u200bva', ['Eva']],
    ['Zoe\u0308', ['Zo\u00eb']],
    ['STRASSE', ['Straße']],
    ['EVA', ['Eva']],
    ['  Eva\u00a0 ', ['Eva']],
    ['\u202eEva', ['Eva']],
    ['ОЛЬГА', ['Ольга']],
  ])('%j is taken by %j', (name, names) => {
    expect(taken(name, names)).toEqual(['errors:player.nameTaken']);
  });

  it('different names stay different', () => {
    expect(taken('Eva', ['Evan', 'Ева'])).toEqual([]);
  });

  it('a name of invisible characters only is empty', () => {
    expect(taken('\u200b\u200d\u2066', [])).toEqual(['errors:player.nameEmpty']);
  });

  it('the stored form is NFC without zero-width or control characters', () => {
    expect(cleanName(' Zoe\u0308\u200b  Nováková\u0007 ')).toBe('Zo\u00eb Nováková');
    expect(nameKey('Straße')).toBe('strasse');
  });

  it('cleaning is idempotent and leaves no control or format character', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 30 }), (s) => {
        const once = cleanName(s);
        expect(cleanName(once)).toBe(once);
        expect(/[\p{Cc}\p{Cf}]/u.test(once)).toBe(false);
        expect(nameKey(once)).toBe(nameKey(s));
      }),
      { seed: 11, numRuns: 300 },
    );
  });
});

describe('isolation', () => {
  it('isolates text that can reorder its neighbours and leaves plain text alone', () => {
    expect(isolateText('\u202eKarel')).toBe('\u2068\u202eKarel\u2069');
    expect(isolateText('דוד')).toBe('\u2068דוד\u2069');
    expect(isolateText('Ольга')).toBe('Ольга');
    expect(isolateText('Jana Nováková')).toBe('Jana Nováková');
  });

  it('isolates once: a name isolated already and passed through a sentence is not wrapped again', () => {
    expect(isolateText(isolateText('דוד'))).toBe('\u2068דוד\u2069');
    expect(isolateText(isolateText('\u202eKarel'))).toBe('\u2068\u202eKarel\u2069');
  });
});

describe('CSV cells', () => {
  it('isolate a right-to-left override so the amounts after it read as written', async () => {
    const { textCell } = await import('../../app/engine/backup/csv');
    expect(textCell('\u202eKarel')).toBe('\u2068\u202eKarel\u2069');
    expect(textCell('Karel')).toBe('Karel');
  });
});

describe('look-alike names (issue 28: "Ｅｖａ" and "Еva" beside "Eva")', () => {
  it('refuses the fullwidth and the mixed-script twin, naming the player it looks like', () => {
    for (const twin of ['Ｅｖａ', '\u0415va', 'Ev\u0430', 'EVA', '\uff25\uff36\uff21']) {
      const issues = validatePlayerName(twin, ['Eva']);
      expect(issues, twin).toHaveLength(1);
    }
    expect(validatePlayerName('Ｅｖａ', ['Eva'])[0]).toMatchObject({
      code: 'errors:player.nameLookAlike',
      params: { name: 'Ｅｖａ', taken: 'Eva' },
    });
    expect(validatePlayerName('\u0415va', ['Eva'])[0]?.code).toBe('errors:player.nameLookAlike');
    // The same letters in another case are simply taken.
    expect(validatePlayerName('EVA', ['Eva'])[0]?.code).toBe('errors:player.nameTaken');
  });

  it('keeps a name written wholly in Cyrillic apart when it looks different ("Ева", "Олег")', () => {
    expect(validatePlayerName('Ева', ['Eva'])).toEqual([]);
    expect(validatePlayerName('Eva', ['Ева'])).toEqual([]);
    expect(validatePlayerName('Олег', ['Oleg'])).toEqual([]);
  });

  it('folds Greek look-alikes and compatibility forms too', () => {
    expect(nameKey('\u03bfla')).toBe(nameKey('ola')); // Greek omicron
    expect(nameKey('ﬁlip')).toBe(nameKey('filip')); // the fi ligature
    expect(nameKey('Straße')).toBe(nameKey('STRASSE'));
  });
});
