// Lint rules, including the layer boundaries that keep the engine pure and
// Dexie inside app/storage. The compiler enforces the rest (tsconfig.engine.json
// has no DOM lib).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

// Sync libraries: loaded only for a shared night, so only app/sync (and server/) may import them.
const SYNC_LIBS = ['yjs', 'yjs/*', '@hocuspocus/*', 'y-*', 'lib0', 'lib0/*'];

/** One no-restricted-imports rule from [groups, message] pairs (a later block's rule replaces an earlier one's). */
const bans = (...pairs) => ({
  'no-restricted-imports': [
    'error',
    { patterns: pairs.map(([group, message]) => ({ group, message })) },
  ],
});
const layerBan = (groups, message) => bans([groups, message]);

const DEXIE_AND_SYNC = [
  ['dexie', 'dexie/*', ...SYNC_LIBS],
  'Only app/storage talks to Dexie; only app/sync imports yjs and the Hocuspocus provider.',
];

const ENGINE_PURE = [
  [
    'dexie',
    'dexie/*',
    'preact',
    'preact/*',
    'i18next',
    'i18next/*',
    'workbox-window',
    ...SYNC_LIBS,
    '**/sync',
    '**/sync/**',
    '**/storage',
    '**/storage/**',
    '**/ui',
    '**/ui/**',
    '**/pwa',
    '**/pwa/**',
    'node:*',
  ],
  'app/engine is pure: no DOM, storage, UI, i18n or Node imports.',
];

const LEDGER_GENERIC =
  'app/engine/ledger is generic: it never imports app/engine/games (nor the engine index that re-exports them).';

// Every game is a folder of app/engine/games; a new one is covered without editing this file.
const GAMES = readdirSync(new URL('./app/engine/games/', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** Imports of another game's engine or UI folder, seen from inside `game`'s folders. */
const otherGames = (game) => [
  GAMES.filter((g) => g !== game).flatMap((g) => [`**/${g}`, `**/${g}/**`]),
  `A game's folders (app/engine/games/${game}, app/ui/games/${game}) never import another game's: shared pieces go to the contract, the engine or the UI kit.`,
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-*',
      'dev-dist',
      'coverage',
      'test-results',
      'playwright-report',
      '.e2e-profiles',
      '.tmp',
      'data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use `as const` objects and unions, not enums.' },
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Never inject HTML: user text renders as text.',
        },
        {
          selector: "AssignmentExpression[left.property.name='innerHTML']",
          message: 'Never inject HTML: user text renders as text.',
        },
      ],
    },
  },
  // Comes before the engine block: for engine files the later, stricter list wins.
  {
    files: ['app/**/*.ts', 'app/**/*.tsx'],
    ignores: ['app/storage/**', 'app/sync/**'],
    rules: bans(DEXIE_AND_SYNC),
  },
  {
    files: ['app/storage/**/*.ts'],
    rules: bans(
      [SYNC_LIBS, 'Only app/sync imports yjs and the Hocuspocus provider.'],
      [
        ['**/ui', '**/ui/**', 'preact', 'preact/*', 'i18next', 'i18next/*'],
        'app/storage knows no UI: no screens, Preact or i18next (it names problems by i18next key only).',
      ],
    ),
  },
  {
    files: ['app/sync/**/*.ts', 'app/sync/**/*.tsx'],
    rules: layerBan(['dexie', 'dexie/*'], 'Only app/storage talks to Dexie.'),
  },
  {
    files: ['server/**/*.ts'],
    rules: layerBan(
      ['**/app/ui', '**/app/ui/**', '**/app/storage', '**/app/storage/**', 'dexie', 'preact'],
      'The server needs no UI or browser storage: it knows the sync schema only.',
    ),
  },
  {
    files: ['scripts/**/*.ts', 'scripts/**/*.mjs'],
    rules: layerBan(SYNC_LIBS, 'Only app/sync and server/ use Yjs and Hocuspocus.'),
  },
  {
    files: ['app/engine/**/*.ts'],
    rules: {
      ...bans(ENGINE_PURE),
      'no-restricted-globals': [
        'error',
        { name: 'Date', message: 'The engine takes time as an argument.' },
        { name: 'crypto', message: 'The engine takes ids as arguments.' },
        { name: 'window', message: 'The engine has no DOM.' },
        { name: 'document', message: 'The engine has no DOM.' },
        { name: 'navigator', message: 'The engine has no DOM.' },
        { name: 'indexedDB', message: 'Storage lives in app/storage.' },
        { name: 'localStorage', message: 'Storage lives in app/storage.' },
        { name: 'performance', message: 'The engine does not measure time.' },
        { name: 'setTimeout', message: 'The engine does not schedule.' },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'Math',
          property: 'random',
          message: 'The engine takes randomness as an argument.',
        },
      ],
    },
  },
  // After the engine block: the generic ledger never knows the game list (the
  // games' registry depends on the ledger, not the reverse), not even through
  // the engine's index, which re-exports the games.
  {
    files: ['app/engine/ledger/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ENGINE_PURE[0], message: ENGINE_PURE[1] },
            { group: ['**/games', '**/games/**'], message: LEDGER_GENERIC },
            { regex: '^\\.\\.(/index(\\.ts)?)?/?$', message: LEDGER_GENERIC },
          ],
        },
      ],
    },
  },
  // After the engine block: for a game's files this list (the engine's plus
  // the other games') replaces the engine's.
  ...GAMES.flatMap((game) => [
    {
      files: [`app/engine/games/${game}/**/*.ts`],
      rules: bans(ENGINE_PURE, otherGames(game)),
    },
    {
      files: [`app/ui/games/${game}/**/*.ts`, `app/ui/games/${game}/**/*.tsx`],
      rules: bans(DEXIE_AND_SYNC, otherGames(game)),
    },
  ]),
);
