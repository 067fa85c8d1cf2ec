import { describe, expect, it } from 'vitest';
import { ENTRY_KINDS, GAME_ENTRY_KINDS, GENERIC_ENTRY_KINDS } from '../../../app/engine/backup';

describe('entry kinds', () => {
  it('lists every generic and game kind exactly once', () => {
    expect([...ENTRY_KINDS].sort()).toEqual(
      [...GENERIC_ENTRY_KINDS, ...Object.keys(GAME_ENTRY_KINDS)].sort(),
    );
  });
});
