// A backup whose preferans entries break the rules (shared/rules/preferans.md
// §2, §4.3, §5, §7) is refused whole, with the path of the field at fault
// (entries[N].payload.deal.<field>) and the rule's reason in cs, ru and en,
// and nothing is stored — on an empty device and on one that already has the
// start of the night. The check goes through the game contract
// (GameEngine.checkBackupEntries), so each deal is judged with the settings,
// dealer and all-pass series of its own place in the pulka; a voided deal is
// not judged. A vint deal its rules cannot score is still kept (docs/ledger.md).
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { ValidationIssue } from '../../app/engine';
import {
  addPlayer,
  appendEntry,
  BackupImportError,
  createNight,
  entriesOfNight,
  exportBackup,
  importBackup,
  type RenoncDb,
} from '../../app/storage';
import { freshDb } from './helpers';

const NOW = 1_736_000_000_000;
const [A, B, C, D] = ['anna', 'boris', 'vera', 'gleb'] as const;

type Rec = Record<string, unknown>;
interface FileEntry extends Rec {
  id: string;
  seq: number;
  kind: string;
  payload: { deal: Rec } & Rec;
}
interface File extends Rec {
  nights: (Rec & { settings: Rec })[];
  entries: FileEntry[];
}

/** 6♠ by Boris, Vera whists, Gleb passes, Anna deals and sits out: 6 + 3 + 1. */
const sixSpades = (): Rec => ({
  type: 'contract',
  dealer: A,
  declarer: B,
  level: 6,
  suit: 'spades',
  firstCall: 'whist',
  secondCall: 'pass',
  tricks: { [B]: 6, [C]: 3, [D]: 1 },
});

/** A four-player Sochi pulka of three sound deals, kept on a device, and its backup. */
async function device(): Promise<{ db: RenoncDb; file: File }> {
  const db = freshDb();
  for (const [id, name] of [
    [A, 'Анна'],
    [B, 'Борис'],
    [C, 'Вера'],
    [D, 'Глеб'],
  ] as const) {
    await addPlayer(db, name, { id, now: NOW });
  }
  const night = await createNight(db, {
    id: 'pulka',
    game: 'preferans',
    playerIds: [A, B, C, D],
    currency: 'RUB',
    settings: {},
    title: 'Пятница',
    now: NOW + 1,
  });
  const deals: Rec[] = [
    sixSpades(),
    { type: 'misere', dealer: B, declarer: C, declarerTricks: 0 },
    { type: 'allPass', dealer: C, tricks: { [A]: 3, [B]: 4, [D]: 3 } },
  ];
  for (const [i, deal] of deals.entries()) {
    await appendEntry(db, {
      id: `d${i + 1}`,
      nightId: night.id,
      kind: 'preferans.deal',
      payload: { deal },
      createdAt: NOW + 10 + i,
    });
  }
  const file = structuredClone(await exportBackup(db, {}, NOW + 100)) as unknown as File;
  return { db, file };
}

/** The file's entry of that id (its index is the path's). */
const entry = (file: File, id: string) => file.entries.find((e) => e.id === id)!;
const indexOf = (file: File, id: string) => file.entries.findIndex((e) => e.id === id);

/** Appends a deal to the file's night, numbered after its last entry. */
function addDeal(file: File, id: string, deal: Rec, extra: Rec = {}): number {
  const last = Math.max(...file.entries.map((e) => e.seq));
  file.entries.push({
    id,
    nightId: 'pulka',
    seq: last + 1,
    kind: 'preferans.deal',
    payload: { deal },
    createdAt: NOW + 50 + last,
    ...extra,
  } as FileEntry);
  return file.entries.length - 1;
}

async function stored(db: RenoncDb) {
  return {
    players: await db.players.count(),
    nights: await db.nights.count(),
    entries: await db.entries.toArray(),
  };
}

/** Refused on an empty device and on the device that has the night: one issue, nothing written. */
async function refusedWith(file: File): Promise<ValidationIssue> {
  const issues: ValidationIssue[] = [];
  const here = await device();
  for (const db of [freshDb(), here.db]) {
    const before = await stored(db);
    const error = await importBackup(db, file).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BackupImportError);
    issues.push(...(error as BackupImportError).issues);
    expect(await stored(db)).toEqual(before);
  }
  expect(issues).toHaveLength(2);
  expect(issues[1]).toEqual(issues[0]);
  return issues[0]!;
}

describe('a backup whose preferans deals break the rules is refused with a path', () => {
  it('accepts the sound pulka it was made from', async () => {
    const { db, file } = await device();
    const empty = freshDb();
    const result = await importBackup(empty, file);
    expect(result.added.entries).toBe(3);
    expect(await entriesOfNight(empty, 'pulka')).toEqual(await entriesOfNight(db, 'pulka'));
  });

  it('tricks that do not sum to 10 over the active players', async () => {
    const { file } = await device();
    (entry(file, 'd1').payload.deal.tricks as Rec)[D] = 2;
    const issue = await refusedWith(file);
    expect(issue).toMatchObject({
      code: 'backup:errors.gameRule',
      field: `entries[${indexOf(file, 'd1')}].payload.deal.tricks`,
      params: {
        night: 'Пятница',
        seq: 1,
        entryId: 'd1',
        cause: 'preferans:errors.tricksNotTen',
        sum: 11,
      },
    });
  });

  it('tricks for the dealer who sits out', async () => {
    const { file } = await device();
    entry(file, 'd3').payload.deal.tricks = { [A]: 3, [B]: 4, [C]: 1, [D]: 2 };
    const issue = await refusedWith(file);
    expect(issue.field).toBe(`entries[${indexOf(file, 'd3')}].payload.deal.tricks.${C}`);
    expect(issue.params?.cause).toBe('preferans:errors.tricksForSitter');
  });

  it('a half-whist where the table does not play it: after a settings entry, not before', async () => {
    const { file } = await device();
    const half: Rec = { ...sixSpades(), dealer: D, firstCall: 'pass', secondCall: 'half' };
    delete half.tricks;
    // Sochi (the night's settings) allows it: the file imports.
    addDeal(file, 'h1', half);
    const fine = structuredClone(file);
    expect((await importBackup(freshDb(), fine)).added.entries).toBe(4);
    // From a change to "no half-whist" on, the same deal is refused.
    const last = Math.max(...file.entries.map((e) => e.seq));
    file.entries.push({
      id: 's1',
      nightId: 'pulka',
      seq: last + 1,
      kind: 'settings',
      payload: { settings: { halfWhist: 'off' } },
      createdAt: NOW + 90,
    } as unknown as FileEntry);
    const at = addDeal(file, 'h2', { ...half, dealer: A });
    const issue = await refusedWith(file);
    expect(issue.field).toBe(`entries[${at}].payload.deal.secondCall`);
    expect(issue.params).toMatchObject({ entryId: 'h2', cause: 'preferans:errors.halfWhistOff' });
  });

  it('a half-whist on a contract above seven', async () => {
    const { file } = await device();
    const eight: Rec = {
      ...sixSpades(),
      dealer: D,
      level: 8,
      firstCall: 'pass',
      secondCall: 'half',
    };
    delete eight.tricks;
    const at = addDeal(file, 'h8', eight);
    const issue = await refusedWith(file);
    expect(issue.field).toBe(`entries[${at}].payload.deal.secondCall`);
    expect(issue.params?.cause).toBe('preferans:errors.halfWhistLevel');
  });

  it('a call sequence that cannot happen: half-whist after the first defender whisted', async () => {
    const { file } = await device();
    entry(file, 'd1').payload.deal.secondCall = 'half';
    const issue = await refusedWith(file);
    expect(issue.field).toBe(`entries[${indexOf(file, 'd1')}].payload.deal.secondCall`);
    expect(issue.params?.cause).toBe('preferans:errors.halfWhistAfterWhist');
  });

  it('a misère with whists', async () => {
    const { file } = await device();
    entry(file, 'd2').payload.deal.firstCall = 'whist';
    const issue = await refusedWith(file);
    expect(issue.field).toBe(`entries[${indexOf(file, 'd2')}].payload.deal.firstCall`);
    expect(issue.params).toMatchObject({ seq: 2, cause: 'preferans:errors.misereWithWhists' });
  });

  it('the dealer playing in a four-player pulka', async () => {
    const { file } = await device();
    entry(file, 'd1').payload.deal.declarer = A;
    const issue = await refusedWith(file);
    expect(issue.field).toBe(`entries[${indexOf(file, 'd1')}].payload.deal.declarer`);
    expect(issue.params?.cause).toBe('preferans:errors.dealerPlays');
  });

  it('an all-pass carrying a declarer and whist calls (#28)', async () => {
    const { file } = await device();
    Object.assign(entry(file, 'd3').payload.deal, {
      declarer: B,
      firstCall: 'whist',
      secondCall: 'pass',
    });
    const issue = await refusedWith(file);
    expect(issue.field).toBe(`entries[${indexOf(file, 'd3')}].payload.deal.declarer`);
    expect(issue.params?.cause).toBe('preferans:errors.allPassDeclarer');
  });

  it('an active player’s tricks left out, the rest adding up to 10 (#28)', async () => {
    const { file } = await device();
    entry(file, 'd1').payload.deal.tricks = { [B]: 6, [C]: 4 };
    const issue = await refusedWith(file);
    expect(issue.field).toBe(`entries[${indexOf(file, 'd1')}].payload.deal.tricks.${D}`);
    expect(issue.params?.cause).toBe('preferans:errors.tricksMissing');
  });

  it('a reopening (§8) of a pulka that is not closed, and one without a reason (#28)', async () => {
    const { file } = await device();
    const reopen = { kind: 'preferans.reopen', payload: { pulyaSize: 30 } };
    const at = addDeal(file, 'r1', {}, { ...reopen, reason: 'играем до 30' });
    const issue = await refusedWith(file);
    expect(issue.field).toBe(`entries[${at}].payload`);
    expect(issue.params?.cause).toBe('preferans:errors.reopenNotClosed');
    delete file.entries[at]!.reason;
    const unexplained = await refusedWith(file);
    expect(unexplained.field).toBe(`entries[${at}].reason`);
    expect(unexplained.params?.cause).toBe('preferans:errors.reopenReasonMissing');
  });

  it('a deal that is no deal at all names it', async () => {
    const { file } = await device();
    entry(file, 'd2').payload = { deal: 'мизер' } as unknown as FileEntry['payload'];
    const issue = await refusedWith(file);
    expect(issue.field).toBe(`entries[${indexOf(file, 'd2')}].payload.deal`);
    expect(issue.params?.cause).toBe('preferans:errors.invalidPayload');
  });

  it('a broken deal that the file also voids is not judged: it counts nothing either way', async () => {
    const { file } = await device();
    const last = Math.max(...file.entries.map((e) => e.seq));
    addDeal(file, 'bad', { ...sixSpades(), dealer: D, tricks: { [A]: 9, [B]: 9, [C]: 9 } });
    file.entries.push({
      id: 'void-bad',
      nightId: 'pulka',
      seq: last + 2,
      kind: 'void',
      voids: 'bad',
      payload: {},
      reason: 'ошибка',
      createdAt: NOW + 99,
    } as unknown as FileEntry);
    const db = freshDb();
    expect((await importBackup(db, file)).added.entries).toBe(5);
  });

  it('says what is wrong and where in ru, cs and en', async () => {
    const { file } = await device();
    (entry(file, 'd1').payload.deal.tricks as Rec)[D] = 2;
    const issue = await refusedWith(file);
    const expected = {
      ru: 'вечер «Пятница», запись №\u00a01 нарушает правила игры: Взяток вместе должно быть 10, а не 11.',
      cs: 'večer „Пятница“, záznam č.\u00a01 porušuje pravidla hry: Štychů má být dohromady 10, ne 11.',
      en: 'night “Пятница”, entry no. 1 breaks the rules of the game: The tricks must add up to 10, not 11.',
    } as const;
    for (const [language, text] of Object.entries(expected)) {
      const t = await translator(language);
      const params: Record<string, unknown> = { ...issue.params };
      params.cause = t(params.cause as string, params);
      expect(t(issue.code, params)).toBe(
        `entries[${indexOf(file, 'd1')}].payload.deal.tricks: ${text}`,
      );
    }
  });
});

/** A plain i18next over the app's backup and preferans words of one language. */
async function translator(language: string) {
  const load = async (ns: string) =>
    ((await import(`../../locales/${language}/${ns}.json`)) as { default: Rec }).default;
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: { [language]: { backup: await load('backup'), preferans: await load('preferans') } },
    interpolation: { escapeValue: false },
  });
  const t = instance.t as unknown as (key: string, params: Rec) => string;
  return (key: string, params: Rec) => t(key, params);
}
