// `npm run typecheck` sees every TypeScript file of the repo: each one is in the
// include list of a tsconfig the script runs. Vitest and tsx run files no
// tsconfig names without a word (tests/sync/** was such a gap), so a file left
// out would have its type errors found by nobody.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;

/** The tsconfig files the typecheck script passes to `tsc -p`. */
function typecheckConfigs(): string[] {
  const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as {
    scripts: Record<string, string>;
  };
  return [...(pkg.scripts.typecheck ?? '').matchAll(/tsc -p (\S+)/g)].map((m) => m[1]!);
}

/** The files one tsconfig's include list names, relative to the repo. */
function includedBy(config: string): string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    `${root}${config}`,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  return (parsed?.fileNames ?? []).map((f) => f.slice(root.length));
}

/** TypeScript files git tracks or would add (not ignored ones such as builds), as they are now. */
function typescriptFiles(): string[] {
  const out = execFileSync(
    'git',
    ['ls-files', '-co', '--exclude-standard', '--', '*.ts', '*.tsx'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  return out.split('\n').filter((f) => f !== '' && existsSync(`${root}${f}`));
}

describe('typecheck coverage', () => {
  const configs = typecheckConfigs();

  it('runs the app, engine, node and server configs', () => {
    expect(configs).toEqual([
      'tsconfig.json',
      'tsconfig.engine.json',
      'tsconfig.node.json',
      'tsconfig.server.json',
    ]);
  });

  it('every TypeScript file is in a config the typecheck runs', () => {
    const covered = new Set(configs.flatMap(includedBy));
    const files = typescriptFiles();
    expect(files).toContain('tests/sync/join.test.ts');
    expect(files.filter((f) => !covered.has(f))).toEqual([]);
  });
});
