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
          // A throwaway PostgreSQL cluster for the tests that use both engines.
          globalSetup: ['tests/server/support/pg-global.ts'],
          // Real servers and child processes on loopback: slower on a shared machine.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The server tests again with PostgreSQL as the store (support/engine.ts);
        // npm run test:server runs it after `server`, never beside it (same ports).
        test: {
          name: 'server-pg',
          include: ['tests/server/**/*.test.ts'],
          exclude: [
            // SQLite's own file, HTTP and pure checks: nothing of the store to vary.
            'tests/server/sqlite-open.test.ts',
            'tests/server/http.test.ts',
            'tests/server/schema-check.test.ts',
            // These run both engines (or PostgreSQL) themselves.
            'tests/server/store*.test.ts',
            'tests/server/migrate-to-postgres.test.ts',
            'tests/server/many-hosts*.test.ts',
            // The hostile suite, the data-folder watch and the owner key read
            // what a restart would load from the SQLite file itself.
            'tests/server/hostile-*.test.ts',
            'tests/server/data-folder.test.ts',
            'tests/server/stored-equals-live.test.ts',
            'tests/server/owner.test.ts',
          ],
          env: { RENONC_TEST_STORE: 'postgres' },
          environment: 'node',
          globalSetup: ['tests/server/support/pg-global.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
