// The ledger hash a night's result carries (app/engine/club/ledger-hash.ts):
// its SHA-256 checked against Node's own (a reference the engine does not
// use), and the hash's promise: the same entries in any order give one hash,
// any change to an entry gives another.
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, ledgerHash, sha256Hex } from '../../../app/engine/club/ledger-hash';
import type { LedgerEntry } from '../../../app/engine';

const nodeSha = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const entry = (id: string, payload: unknown, more: Partial<LedgerEntry> = {}): LedgerEntry => ({
  id,
  nightId: 'n1',
  seq: 1,
  kind: 'marias.hand',
  payload,
  createdAt: 1_700_000_000_000,
  ...more,
});

const arbEntry = fc.record({
  id: fc.stringMatching(/^[a-z0-9]{1,8}$/),
  amount: fc.integer({ min: -10_000, max: 10_000 }),
  note: fc.string({ maxLength: 12 }),
});
const arbEntries = fc.uniqueArray(arbEntry, { selector: (e) => e.id, minLength: 1, maxLength: 12 });
const toEntries = (xs: readonly { id: string; amount: number; note: string }[]) =>
  xs.map((x) => entry(x.id, { amount: x.amount, note: x.note }));

describe('sha256Hex', () => {
  it('is SHA-256: the standard vectors and random texts match Node', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (s) => {
        expect(sha256Hex(s)).toBe(nodeSha(s));
      }),
    );
    // Across the 55/56/64-byte padding edges.
    for (let n = 50; n < 130; n++) expect(sha256Hex('x'.repeat(n))).toBe(nodeSha('x'.repeat(n)));
  });
});

describe('canonicalJson', () => {
  it('writes one text for objects that differ only in key order', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { f: 2, e: 3 }], c: null } })).toBe(
      canonicalJson({ a: { c: null, d: [1, { e: 3, f: 2 }] }, b: 1 }),
    );
    expect(canonicalJson({ a: undefined, b: 1 })).toBe('{"b":1}');
  });
});

describe('ledgerHash', () => {
  it('does not change with the order the entries are read in', () => {
    fc.assert(
      fc.property(arbEntries, fc.integer(), (xs, seed) => {
        const entries = toEntries(xs);
        const shuffled = [...entries].sort(
          (a, b) => ((a.id.charCodeAt(0) * seed) % 7) - ((b.id.charCodeAt(0) * seed) % 7),
        );
        expect(ledgerHash(shuffled)).toBe(ledgerHash([...entries].reverse()));
        expect(ledgerHash(shuffled)).toBe(ledgerHash(entries));
      }),
    );
  });

  it('changes with any change to any entry, an entry more or one less', () => {
    fc.assert(
      fc.property(arbEntries, fc.nat(), fc.integer({ min: 1, max: 5 }), (xs, pick, delta) => {
        const entries = toEntries(xs);
        const i = pick % entries.length;
        const before = ledgerHash(entries);
        const changed = entries.map((e, k) =>
          k === i
            ? { ...e, payload: { ...(e.payload as object), amount: xs[i]!.amount + delta } }
            : e,
        );
        expect(ledgerHash(changed)).not.toBe(before);
        const voided = entries.map((e, k) => (k === i ? { ...e, reason: 'x' } : e));
        expect(ledgerHash(voided)).not.toBe(before);
        expect(ledgerHash(entries.filter((_, k) => k !== i))).not.toBe(before);
        expect(ledgerHash([...entries, entry('zz-new', {})])).not.toBe(before);
      }),
    );
  });

  it('leaves out where an entry was stored (its seq and device) and fits a result record', () => {
    const a = [entry('a', { x: 1 }, { seq: 1, device: 'p1' })];
    const b = [entry('a', { x: 1 }, { seq: 7, device: 'p2' })];
    expect(ledgerHash(a)).toBe(ledgerHash(b));
    expect(ledgerHash(a)).toMatch(/^sha256:[0-9a-f]{64}$/);
  });
});
