// The layer and game boundaries of eslint.config.js fire: each forbidden
// import, linted in memory as if it stood in the named file, is an error of
// no-restricted-imports, and the same import where it is allowed is not.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

async function restricted(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('lint boundaries', () => {
  it.each([
    ['app/storage/x.ts', "import { x } from '../ui/format';", 'app/storage knows no UI'],
    ['app/storage/x.ts', "import { h as x } from 'preact';", 'app/storage knows no UI'],
    ['app/storage/x.ts', "import x from 'i18next';", 'app/storage knows no UI'],
    ['app/engine/x.ts', "import { x } from '../storage';", 'app/engine is pure'],
    ['app/ui/x.ts', "import x from 'dexie';", 'Only app/storage talks to Dexie'],
    [
      'app/engine/games/vint/x.ts',
      "import { x } from '../marias/terms';",
      "never import another game's",
    ],
    ['app/engine/games/vint/x.ts', "import { x } from '../../../ui/format';", 'app/engine is pure'],
    [
      'app/ui/games/marias/logic/x.ts',
      "import { x } from '../../vint/labels';",
      "never import another game's",
    ],
    [
      'app/ui/games/preferans/x.tsx',
      "import { x } from '../../../engine/games/vint/deal';",
      "never import another game's",
    ],
    ['app/ui/games/preferans/x.tsx', "import x from 'dexie';", 'Only app/storage talks to Dexie'],
    [
      'app/engine/ledger/x.ts',
      "import type { GameKind as x } from '../games/registry';",
      'app/engine/ledger is generic',
    ],
    ['app/engine/ledger/x.ts', "import { x } from '../games/marias/game';", 'ledger is generic'],
    ['app/engine/ledger/x.ts', "import { x } from '..';", 'app/engine/ledger is generic'],
    ['app/engine/ledger/x.ts', "import { x } from '../../storage';", 'app/engine is pure'],
  ])('%s: %s is refused', async (file, code, message) => {
    const messages = await restricted(file, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(message);
  });

  it.each([
    ['app/storage/x.ts', "import { x } from '../engine';"],
    ['app/engine/games/vint/x.ts', "import { x } from '../contract';"],
    ['app/engine/ledger/x.ts', "import { x } from '../money';"],
    ['app/engine/games/x.ts', "import { x } from '../ledger/types';"],
    ['app/ui/games/marias/x.tsx', "import { x } from '../../../engine/games/marias/terms';"],
    ['app/ui/games/marias/x.tsx', "import { x } from '../../kit/layout';"],
    ['app/ui/x.ts', "import { x } from './games/vint/labels';"],
    ['server/x.ts', "import { x } from '../app/sync/protocol';"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await restricted(file, code)).toEqual([]);
  });
});
