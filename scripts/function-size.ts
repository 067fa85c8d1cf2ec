// `npm run check:functions`: every function in app/ measured in lines with the
// TypeScript compiler's own parser (declarations, methods, arrows, function
// expressions; a nested function counts inside its parent too, as it reads).
//   tsx scripts/function-size.ts [--over N] [--max M] [--list] [DIR…]
// prints the files and the functions longer than N lines (default 60), and
// fails when one is longer than M (default 80), so that `npm run lint` keeps
// functions short. --list names each function over N. The functions that were
// already too long when the check came in are listed, with their length, in
// scripts/long-functions.json: a new function over M fails; a listed one that
// grew is reported (split it rather than let it grow); the list only ever
// loses lines.
import ts from 'typescript';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const KNOWN_LONG = 'scripts/long-functions.json';

export interface FunctionSize {
  readonly file: string;
  readonly name: string;
  readonly line: number;
  readonly lines: number;
}

const SOURCE = /\.(ts|tsx)$/;

function sourceFiles(dir: string): string[] {
  return everyFile(dir).filter((path) => SOURCE.test(path) && !path.endsWith('.d.ts'));
}

function everyFile(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? everyFile(path) : [path];
  });
}

function nameOf(node: ts.Node, sf: ts.SourceFile): string {
  const named = node as { name?: ts.Node };
  if (named.name) return named.name.getText(sf);
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) {
    return parent.name.getText(sf);
  }
  if (ts.isCallExpression(parent)) return `${parent.expression.getText(sf).slice(0, 30)}(…)`;
  return '(anonymous)';
}

/** Every function-like node of one file with its length in lines. */
export function functionSizes(file: string, text: string): FunctionSize[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const out: FunctionSize[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && (node as { body?: ts.Node }).body) {
      const start = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
      const end = sf.getLineAndCharacterOfPosition(node.getEnd()).line;
      out.push({ file, name: nameOf(node, sf), line: start + 1, lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

interface Options {
  readonly over: number;
  readonly max: number;
  readonly list: boolean;
  /** Writes the functions now over M as the known long ones (only when a list shrinks). */
  readonly writeKnown: boolean;
  readonly dirs: readonly string[];
}

function parseArgs(args: readonly string[]): Options {
  let over = 60;
  let max = 80;
  let list = false;
  let writeKnown = false;
  const dirs: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--over') over = Number(args[++i]);
    else if (arg === '--max') max = Number(args[++i]);
    else if (arg === '--list') list = true;
    else if (arg === '--write-known') writeKnown = true;
    else if (arg !== '--') dirs.push(arg);
  }
  return { over, max, list, writeKnown, dirs: dirs.length > 0 ? dirs : ['app'] };
}

function main(): void {
  const options = parseArgs(process.argv.slice(2));
  const files = options.dirs.flatMap(sourceFiles).sort();
  const sizes = files.flatMap((f) => functionSizes(relative('.', f), readFileSync(f, 'utf8')));
  const over = sizes.filter((s) => s.lines > options.over).sort((a, b) => b.lines - a.lines);
  const known: Readonly<Record<string, number>> = existsSync(KNOWN_LONG)
    ? (JSON.parse(readFileSync(KNOWN_LONG, 'utf8')) as Record<string, number>)
    : {};
  const keyOf = (s: FunctionSize) => `${s.file} ${s.name}`;
  const tooLong = sizes.filter((s) => s.lines > options.max && known[keyOf(s)] === undefined);
  const grown = sizes.filter((s) => s.lines > (known[keyOf(s)] ?? Infinity));
  if (options.writeKnown) {
    const list = Object.fromEntries(
      sizes.filter((s) => s.lines > options.max).map((s) => [keyOf(s), s.lines]),
    );
    writeFileSync(KNOWN_LONG, `${JSON.stringify(list, null, 2)}\n`);
  }
  const allFiles = options.dirs.flatMap((dir) => everyFile(dir));
  console.log(
    `${allFiles.length} files (${files.length} TypeScript), ${sizes.length} functions, ` +
      `${over.length} over ${options.over} lines, ` +
      `${sizes.filter((s) => s.lines > options.max).length} over ${options.max} ` +
      `(${tooLong.length} not in ${KNOWN_LONG}, ${grown.length} longer than listed)`,
  );
  const shown = options.list ? over : tooLong;
  for (const s of shown) console.log(`  ${s.lines}\t${s.file}:${s.line} ${s.name}`);
  for (const s of grown) {
    console.log(`  grew ${known[keyOf(s)]} → ${s.lines}\t${s.file}:${s.line} ${s.name}`);
  }
  const present = new Set(sizes.filter((s) => s.lines > options.max).map(keyOf));
  const stale = Object.keys(known).filter((k) => !present.has(k));
  if (stale.length > 0)
    console.log(`Now short enough, remove from ${KNOWN_LONG}: ${stale.join(', ')}`);
  if (tooLong.length > 0) {
    console.error(`Functions over ${options.max} lines: split them (CONTRIBUTING.md, Rules).`);
    process.exitCode = 1;
  }
}

if (import.meta.url.endsWith(process.argv[1]?.replace(/\\/g, '/') ?? '\0')) main();
