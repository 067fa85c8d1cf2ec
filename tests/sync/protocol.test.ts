// The refusal reasons the server closes a document with and the phone reads:
// every reason docs/sync.md and the server's schema check name is a refused
// update (drop the socket, connect again), while a refused link is not; a
// refused link is one of three final states the screens name.
import { describe, expect, it } from 'vitest';
import {
  isUpdateRefusal,
  LINK_REFUSALS,
  linkProblemOf,
  UPDATE_REFUSALS,
} from '../../app/sync/protocol';

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
    'unavailable',
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

  it('names nine reasons, each once', () => {
    expect(UPDATE_REFUSALS).toHaveLength(9);
    expect(new Set(UPDATE_REFUSALS).size).toBe(9);
  });
});

describe('link refusals', () => {
  it.each([
    ['forbidden', 'forbidden'],
    ['revoked', 'revoked'],
    ['unsupported-version', 'version'],
  ])('%s is a refused link the screens call %s', (reason, problem) => {
    expect(linkProblemOf(reason)).toBe(problem);
    expect(LINK_REFUSALS).toContain(reason);
  });

  it.each(['too-big', 'rate-limited', 'version', '', 'Forbidden', 'toString', 'constructor'])(
    '%j is not a refused link',
    (reason) => {
      expect(linkProblemOf(reason)).toBeUndefined();
    },
  );

  it('no reason is both a refused link and a refused update', () => {
    for (const reason of LINK_REFUSALS) expect(isUpdateRefusal(reason)).toBe(false);
    for (const reason of UPDATE_REFUSALS) expect(linkProblemOf(reason)).toBeUndefined();
  });
});
