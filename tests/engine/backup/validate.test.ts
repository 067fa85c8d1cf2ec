// validateBackup / parseBackup on well-formed input: a valid file is accepted
// as a clean copy; the wrong file, format or version is named as such.
import { describe, expect, it } from 'vitest';
import {
  BACKUP_LIMITS,
  parseBackup,
  validateBackup,
  type Backup,
} from '../../../app/engine/backup';
import type { ValidationIssue } from '../../../app/engine/validation';
import { mutableBackup, validBackup } from './fixture';

function issuesOf(result: ReturnType<typeof validateBackup>): readonly ValidationIssue[] {
  return result.ok ? [] : result.issues;
}

describe('validateBackup: valid files', () => {
  it('accepts a complete backup and returns an equal value', () => {
    const result = validateBackup(validBackup());
    expect(issuesOf(result)).toEqual([]);
    expect(result.ok && result.value).toEqual(validBackup());
  });

  it('returns a copy: changing the input afterwards changes nothing', () => {
    const input = mutableBackup();
    const result = validateBackup(input);
    if (!result.ok) throw new Error('expected a valid backup');
    (input.nights[0]?.settings as { hearts: boolean }).hearts = false;
    (input.entries[1]?.payload as { won: boolean }).won = false;
    expect(result.value.nights[0]?.settings).toMatchObject({ hearts: true });
    expect(result.value.entries[1]?.payload).toMatchObject({ won: true });
  });

  it('accepts a file without payments, players or nights', () => {
    const { payments: _payments, ...rest } = validBackup();
    expect(validateBackup(rest).ok).toBe(true);
    const empty: Backup = { ...rest, players: [], nights: [], entries: [] };
    expect(validateBackup(empty)).toEqual({ ok: true, value: empty });
  });

  it('accepts markup in a name as plain text', () => {
    const backup = mutableBackup();
    (backup.players[0] as { name: string }).name = '<img src=x onerror=alert(1)>';
    const result = validateBackup(backup);
    expect(result.ok && result.value.players[0]?.name).toBe('<img src=x onerror=alert(1)>');
  });

  it('accepts names and strings right at the limits', () => {
    const backup = mutableBackup();
    (backup.players[0] as { name: string }).name = 'x'.repeat(BACKUP_LIMITS.maxName);
    (backup.players[1] as { id: string }).id = 'p'.repeat(BACKUP_LIMITS.maxId);
    (backup.nights[1] as { playerIds: string[] }).playerIds[1] = 'p'.repeat(BACKUP_LIMITS.maxId);
    (backup.nights[0] as { playerIds: string[] }).playerIds[1] = 'p'.repeat(BACKUP_LIMITS.maxId);
    (backup.entries[2] as { reason: string }).reason = 'r'.repeat(BACKUP_LIMITS.maxString);
    (backup.entries[8] as { payload: { transfers: Record<string, number> } }).payload.transfers = {
      p1: -150,
      ['p'.repeat(BACKUP_LIMITS.maxId)]: 150,
    };
    expect(issuesOf(validateBackup(backup))).toEqual([]);
  });
});

describe('parseBackup', () => {
  const text = JSON.stringify(validBackup());

  it('parses and checks the text of a valid file', () => {
    expect(parseBackup(text)).toEqual({ ok: true, value: validBackup() });
  });

  it('accepts a byte-order mark in front of the JSON', () => {
    expect(parseBackup(`\uFEFF${text}`).ok).toBe(true);
  });

  it.each([
    ['truncated in the middle', text.slice(0, Math.floor(text.length / 2))],
    ['cut one character short', text.slice(0, -1)],
    ['empty', ''],
    ['not JSON at all', 'Renonc backup, Friday'],
    ['NaN written as a literal', text.replace('"amount":500', '"amount":NaN')],
  ])('reports invalid JSON when %s', (_name, broken) => {
    expect(parseBackup(broken)).toEqual({
      ok: false,
      issues: [{ code: 'backup:errors.invalidJson', field: '', params: { path: '' } }],
    });
  });

  it('refuses text over the size limit before parsing it', () => {
    const huge = `${text.slice(0, -1)},"pad":"${'x'.repeat(BACKUP_LIMITS.maxTextLength)}"}`;
    expect(issuesOf(parseBackup(huge))).toEqual([
      { code: 'backup:errors.tooLarge', field: '', params: { path: '', limit: 20 } },
    ]);
  });

  it('refuses a value that is not text', () => {
    expect(issuesOf(parseBackup(42 as unknown as string))[0]?.code).toBe('backup:errors.notBackup');
  });
});

describe('validateBackup: wrong file, format or version', () => {
  it.each([
    ['null', null],
    ['an array', [validBackup()]],
    ['a number', 1],
    ['another format', { ...validBackup(), format: 'excel-backup' }],
    ['no format', { ...validBackup(), format: undefined }],
  ])('refuses %s as not a backup', (_name, json) => {
    expect(issuesOf(validateBackup(json))).toEqual([
      { code: 'backup:errors.notBackup', field: '', params: { path: '' } },
    ]);
  });

  it('names a newer version as such', () => {
    expect(issuesOf(validateBackup({ ...validBackup(), version: 2 }))).toEqual([
      {
        code: 'backup:errors.newerVersion',
        field: 'version',
        params: { path: 'version', version: '2' },
      },
    ]);
  });

  it.each([0, '1', 1.5, null, undefined])('refuses version %s', (version) => {
    const issues = issuesOf(validateBackup({ ...validBackup(), version }));
    expect(issues.map((i) => i.code)).toEqual(['backup:errors.unsupportedVersion']);
  });
});
