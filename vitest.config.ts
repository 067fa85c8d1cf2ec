import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'tests/engine/**/*.test.ts',
            'tests/ui/**/*.test.{ts,tsx}',
            'tests/i18n/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'storage',
          include: ['tests/storage/**/*.test.ts', 'tests/sync/**/*.test.ts'],
          // Before Dexie loads: it looks up indexedDB once, when imported.
          setupFiles: ['fake-indexeddb/auto'],
          environment: 'node',
        },
      },
    ],
  },
});
