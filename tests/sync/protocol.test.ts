// The refusal reasons the server closes a document with and the phone reads:
// every reason docs/sync.md and the server's schema check name is a refused
// update (drop the socket, connect again), while a refused link is not.
import { describe, expect, it } from 'vitest';
import { isUpdateRefusal, UPDATE_REFUSALS } from '../../app/sync/protocol';

describe('update refusals', () => {
  it.each([
    'too-big',
    'malformed',
    'deletes',
    'other-type',
    'changes-existing',
    'bad-entry',
    'bad-meta',
    'rate-limited',
  ])('%s is a refused update', (reason) => {
    expect(isUpdateRefusal(reason)).toBe(true);
    expect(UPDATE_REFUSALS).toContain(reason);
  });

  it.each(['revoked', 'forbidden', 'unsupported-version', '', 'Too-Big', 'too-big '])(
    '%j is not a refused update',
    (reason) => {
      expect(isUpdateRefusal(reason)).toBe(false);
    },
  );

  it('names eight reasons, each once', () => {
    expect(UPDATE_REFUSALS).toHaveLength(8);
    expect(new Set(UPDATE_REFUSALS).size).toBe(8);
  });
});
