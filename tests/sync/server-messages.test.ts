// The server's stateless messages as the phone reads them: `have` with ids,
// `phones` with a whole positive count, a revocation's answer; anything else
// (malformed, an unknown type, a count that is no count) is nothing.
import { describe, expect, it } from 'vitest';
import { readServerMessage } from '../../app/sync/server-messages';

describe('the server’s messages', () => {
  it('reads have, phones and a revocation’s answer', () => {
    expect(readServerMessage('{"type":"have","ids":["a"]}')).toEqual({ type: 'have', ids: ['a'] });
    expect(readServerMessage('{"type":"phones","count":3}')).toEqual({ type: 'phones', count: 3 });
    expect(readServerMessage('{"type":"rotated","role":"viewer"}')).toEqual({
      type: 'rotation',
      message: { type: 'rotated', role: 'viewer' },
    });
  });

  it('anything else is nothing', () => {
    for (const payload of [
      'not json',
      'null',
      '7',
      '{"type":"have"}',
      '{"type":"phones","count":0}',
      '{"type":"phones","count":2.5}',
      '{"type":"phones","count":"43"}',
      '{"type":"rotate","role":"viewer"}',
      '{"type":"hello"}',
    ]) {
      expect(readServerMessage(payload)).toBeUndefined();
    }
  });
});
