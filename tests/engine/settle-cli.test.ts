// `npm run settle -- FILE` (scripts/settle.ts) on the fixture backup: a mariáš
// night of adjustments worked out by hand below, and a vint night of deals.
// The command's I/O is passed in, so the test runs it without spawning Node.
import { describe, expect, it } from 'vitest';
import { minTransfers, roundBalances } from '../../app/engine';
import {
  englishMessage,
  runSettle,
  settleBackupText,
  type SettledNight,
} from '../../scripts/settle';
import fixture from '../fixtures/settle-backup.json';

const FIXTURE = JSON.stringify(fixture);

async function run(args: string[], files: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runSettle(args, {
    readFile: (path) => {
      const text = files[path];
      if (text === undefined) throw new Error(`ENOENT: no such file, open '${path}'`);
      return text;
    },
    out: (t) => out.push(t),
    err: (t) => err.push(t),
  });
  return { code, out: out.join(''), err: err.join('') };
}

describe('npm run settle', () => {
  it('settles the mariáš night as worked out by hand', async () => {
    const result = await settleBackupText(FIXTURE);
    if (!result.ok) throw new Error('fixture refused');
    const marias = result.nights.find((n) => n.id === 'night-marias')!;
    // Karel pays Petr 120.40 and Jana 7.25; Jana pays Eva 35.30; Eva pays Petr 10.
    // The 999.99 adjustment was voided.
    expect(marias.balances).toEqual({ karel: -12_765, petr: 13_040, jana: -2_805, eva: 2_530 });
    // Floors −128, 130, −29, 25 (remainders 35, 40, 95, 30 haléřů); the two missing
    // crowns go to the largest remainders, Jana's and Petr's.
    expect(marias.rounded).toEqual({ karel: -12_800, petr: 13_100, jana: -2_800, eva: 2_500 });
    // No two players net out, so 4 players need 3 payments.
    expect(marias.payments).toEqual([
      { from: 'karel', to: 'petr', amount: 12_800 },
      { from: 'jana', to: 'petr', amount: 300 },
      { from: 'jana', to: 'eva', amount: 2_500 },
    ]);
    expect(marias.players).toEqual([
      { id: 'karel', name: 'Karel' },
      { id: 'petr', name: 'Petr' },
      { id: 'jana', name: 'Jana' },
      { id: 'eva', name: 'Eva' },
    ]);
    expect(marias).toMatchObject({ game: 'marias', currency: 'CZK', roundTo: 100 });
  });

  it('settles the vint night with the vint rules: partners pair off in two payments', async () => {
    const result = await settleBackupText(FIXTURE);
    if (!result.ok) throw new Error('fixture refused');
    const vint = result.nights.find((n) => n.id === 'night-vint')! as SettledNight;
    expect(vint.currency).toBe('RUB');
    // N–S (Karel, Jana) won the rubber money from E–W (Petr, Eva); then Petr paid Jana 3.33.
    expect(vint.balances.karel).toBe(-vint.balances.eva!);
    expect(vint.balances.jana! - vint.balances.karel!).toBe(333);
    expect(vint.rounded).toEqual(
      roundBalances(vint.balances, 100, ['karel', 'petr', 'jana', 'eva']),
    );
    expect(vint.payments).toEqual(minTransfers(vint.rounded, ['karel', 'petr', 'jana', 'eva']));
    expect(vint.payments).toHaveLength(2);
    for (const night of result.nights) {
      expect(Object.values(night.rounded).reduce((a, b) => a + b, 0)).toBe(0);
    }
  });

  it('prints JSON and exits 0', async () => {
    const { code, out, err } = await run(['--', 'night.json'], { 'night.json': FIXTURE });
    expect(code).toBe(0);
    expect(err).toBe('');
    const printed = JSON.parse(out) as { nights: SettledNight[] };
    expect(printed.nights.map((n) => n.id)).toEqual(['night-marias', 'night-vint']);
  });

  it('exits 2 with the issues in English for a bad file', async () => {
    const broken = await run(['cut.json'], { 'cut.json': FIXTURE.slice(0, 200) });
    expect(broken.code).toBe(2);
    expect(broken.out).toBe('');
    expect(broken.err).toContain('The file is not valid JSON. It may be cut off or damaged.');

    const bad = structuredClone(fixture) as Record<string, unknown> & {
      nights: Record<string, unknown>[];
      entries: Record<string, unknown>[];
    };
    bad.nights[1]!.currency = 'USD';
    bad.entries[0]!.seq = 0;
    const mistyped = await run(['bad.json'], { 'bad.json': JSON.stringify(bad) });
    expect(mistyped.code).toBe(2);
    expect(mistyped.err).toContain('nights[1].currency: “USD” is not an allowed value.');
    expect(mistyped.err).toContain('entries[0].seq: must be between 1 and');
    expect(mistyped.err).toContain('(entry m1)');

    const missing = await run(['nope.json'], {});
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('cannot read nope.json');
  });

  it('settles a night with an entry its game cannot score, counting it as nothing and saying so', async () => {
    const bad = structuredClone(fixture);
    const deal = bad.entries.find((e) => e.id === 'v4')!;
    (deal.payload as { deal: { tricks: number } }).deal.tricks = 14;
    const { code, out, err } = await run(['x.json'], { 'x.json': JSON.stringify(bad) });
    expect(code).toBe(0);
    expect(err).toMatch(/night .+, entry no\. 4 cannot be counted: .+/);
    expect(err).not.toMatch(/vint:errors/); // the cause is worded, not a raw key
    const vint = (JSON.parse(out) as { nights: { id: string; uncounted?: unknown[] }[] })
      .nights[1]!;
    expect(vint.uncounted).toEqual([{ seq: 4, entryId: 'v4', reason: expect.any(String) }]);
    // The reason's words keep their numbers (it once read "from 0 to .").
    expect(vint.uncounted![0]).toMatchObject({ reason: 'Tricks must be from 0 to 13.' });
  });

  it('exits 2 when a ledger breaks the rules a live save keeps (a second correction of one entry)', async () => {
    const bad = structuredClone(fixture) as { entries: Record<string, unknown>[] };
    const night = bad.entries.filter((e) => e.nightId === 'night-vint') as {
      id: string;
      seq: number;
      kind: string;
    }[];
    const last = night[night.length - 1]!;
    const target = night.find((e) => e.kind === 'vint.deal' && e.id !== last.id)!;
    const fix = { ...structuredClone(target), reason: 'typo', replaces: target.id };
    bad.entries.push({ ...fix, id: 'fix-1', seq: last.seq + 1 });
    bad.entries.push({ ...fix, id: 'fix-2', seq: last.seq + 2 });
    const { code, err } = await run(['x.json'], { 'x.json': JSON.stringify(bad) });
    expect(code).toBe(2);
    expect(err).toMatch(/entry no\. \d+ breaks the ledger’s rules: .*correct the latest version/);
  });

  it('shows usage without a file', async () => {
    expect((await run([], {})).code).toBe(2);
  });

  it('words messages with English plurals', () => {
    expect(englishMessage('backup:errors.moreIssues', { count: 1 })).toBe('…and 1 more problem.');
    expect(englishMessage('backup:errors.moreIssues', { count: 3 })).toBe('…and 3 more problems.');
  });
});
