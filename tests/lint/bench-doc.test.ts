// bench/run.ts writes only its own section of docs/BENCHMARKS.md: the
// hand-written notes and the earlier figures with their load stay.
import { describe, expect, it } from 'vitest';
import { END, START, updatedDoc } from '../../bench/bench-doc';

const notes = '# Benchmarks\n\nHand-written: fold 406 ms at load 1.\n';
const section = (rows: string[]) =>
  `## Latest\n\n| benchmark | value |\n|---|---:|\n${rows.join('\n')}\n`;

describe('updatedDoc', () => {
  it('appends the generated section once and keeps the notes', () => {
    const first = updatedDoc(notes, section(['| a | 1 ms |']), undefined);
    expect(first.startsWith(notes.trimEnd())).toBe(true);
    expect(first).toContain(`${START}\n## Latest`);
    const second = updatedDoc(first, section(['| a | 2 ms |']), undefined);
    expect(second.split(START)).toHaveLength(2);
    expect(second).toContain('| a | 2 ms |');
    expect(second).not.toContain('| a | 1 ms |');
    expect(second).toContain('Hand-written: fold 406 ms at load 1.');
  });

  it('a partial run replaces only its rows, adds new ones, and leaves text after the section', () => {
    const doc = updatedDoc(notes, section(['| a | 1 ms |', '| b | 5 ms |']), undefined) + 'tail\n';
    const next = updatedDoc(doc, '', ['| b | 4 ms |', '| c | 9 ms |']);
    expect(next).toContain('| a | 1 ms |\n| b | 4 ms |\n| c | 9 ms |\n' + END);
    expect(next.endsWith('tail\n')).toBe(true);
  });

  it('a partial run without a generated section changes nothing', () => {
    expect(updatedDoc(notes, '', ['| a | 1 ms |'])).toBe(notes);
  });
});
