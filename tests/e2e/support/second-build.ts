// A second real build of the app, as the next release would be: the same
// sources built again with other file names for every script, so none of the
// first build's chunks exists in it (each release's hashes differ).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';

export interface SecondBuild {
  readonly dir: string;
  /** The marker in its script names, to tell which version a page runs. */
  readonly marker: string;
  remove(): void;
}

export async function buildSecondVersion(marker = 'next'): Promise<SecondBuild> {
  const dir = mkdtempSync(join(tmpdir(), 'renonc-next-'));
  await build({
    logLevel: 'warn',
    build: {
      outDir: dir,
      emptyOutDir: true,
      rollupOptions: {
        output: {
          entryFileNames: `assets/${marker}-[name]-[hash].js`,
          chunkFileNames: `assets/${marker}-[name]-[hash].js`,
        },
      },
    },
  });
  return { dir, marker, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
