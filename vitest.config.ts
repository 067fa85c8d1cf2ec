import { defineConfig } from 'vitest/config';

// A guard against hangs, not a speed check: on a shared 2-core machine
// Dexie-on-fake-indexeddb and fast-check runs can take longer than 5 s.
const guard = { testTimeout: 60_000, hookTimeout: 60_000 } as const;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...guard,
          name: 'unit',
          include: [
            'tests/engine/**/*.test.ts',
            'tests/ui/**/*.test.{ts,tsx}',
            'tests/i18n/**/*.test.ts',
            'tests/lint/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          ...guard,
          name: 'storage',
          include: ['tests/storage/**/*.test.ts', 'tests/sync/**/*.test.ts'],
          // Before Dexie loads: it looks up indexedDB once, when imported.
          setupFiles: ['fake-indexeddb/auto'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // Real servers and child processes on loopback: slower on a shared machine.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
