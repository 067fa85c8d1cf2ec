// The generated part of docs/BENCHMARKS.md (bench/run.ts): only the section
// between the two markers is ever rewritten, so hand-written notes and the
// earlier figures with the load they were taken under stay.
export const START = '<!-- npm run bench: start -->';
export const END = '<!-- npm run bench: end -->';

/** The doc with its generated section replaced (full run) or only `rows` updated in it. */
export function updatedDoc(doc: string, section: string, rows: string[] | undefined): string {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) {
    return rows ? doc : `${doc.trimEnd()}\n\n${START}\n${section}${END}\n`;
  }
  if (!rows) return `${doc.slice(0, start + START.length)}\n${section}${doc.slice(end)}`;
  const lines = doc.slice(start, end).split('\n');
  for (const row of rows) {
    const name = row.split(' | ')[0]!;
    const at = lines.findIndex((l) => l.startsWith(`${name} | `));
    if (at >= 0) lines[at] = row;
    else lines.splice(lines.length - 1, 0, row);
  }
  return doc.slice(0, start) + lines.join('\n') + doc.slice(end);
}
