// How the socket's status moves a shared night's sync state (docs/sync.md):
// a refused link is final whatever the socket does; "the server lost this
// night" stays until a sync works, though the socket opens before the server
// refuses again; a socket that is connecting again says "offline" once the
// night was online, "connecting" before the first connection.
import { describe, expect, it } from 'vitest';
import { isFinalState, stateOnSocket, SYNC_STATES } from '../../app/sync/sync-status';

const SOCKET = ['connecting', 'connected', 'disconnected'] as const;

describe('sync state on the socket status', () => {
  it('the three refused-link states are final, the others are not', () => {
    expect(SYNC_STATES.filter(isFinalState)).toEqual(['revoked', 'forbidden', 'version']);
  });

  it('a final state and "lost" never change with the socket', () => {
    for (const state of ['revoked', 'forbidden', 'version', 'lost'] as const) {
      for (const socket of SOCKET) expect(stateOnSocket(state, socket)).toBeUndefined();
    }
  });

  it('connected is online; disconnected is offline; connecting again is offline after a first connection', () => {
    expect(
      ['connecting', 'online', 'offline'].map((s) =>
        SOCKET.map((socket) => stateOnSocket(s as 'connecting', socket)),
      ),
    ).toEqual([
      ['connecting', 'online', 'offline'],
      ['offline', 'online', 'offline'],
      ['offline', 'online', 'offline'],
    ]);
  });
});
