// What a shared night's screens show of its connection (SyncStatus), and how
// the socket's status moves its state: plain values and pure rules, apart
// from the session (./session) that holds the doc, the provider and the
// timers, so that the rules read in one place and the screens' types come
// from a file that imports no sync library.
import type { ShareRole } from '../storage';

export const SYNC_STATES = [
  'connecting',
  'online',
  'offline',
  'revoked',
  'forbidden',
  'version',
  'lost',
] as const;
export type SyncState = (typeof SYNC_STATES)[number];

export interface SyncStatus {
  readonly state: SyncState;
  /** Phones on the night right now, this one included (0 when not connected). */
  readonly phones: number;
  /** This phone's entries the server has not confirmed. */
  readonly toSend: number;
  /** Values from other phones that could not be stored. */
  readonly refused: number;
  /** This phone's entries the server refused: they stay on this phone only. */
  readonly unsent: number;
  /** The server said it cannot store right now: nothing is "up to date" until it confirms again. */
  readonly unavailable: boolean;
  readonly role: ShareRole;
}

/** A refused link: nothing syncs any more, whatever the socket does. */
export function isFinalState(state: SyncState): boolean {
  return state === 'revoked' || state === 'forbidden' || state === 'version';
}

/**
 * The state once the socket's status changes, or undefined when it stays:
 * a final state stays, and "lost" stays until a sync works (the socket opens
 * before the server refuses again). A socket still connecting is
 * "connecting" until the first connection, "offline" after it.
 */
export function stateOnSocket(state: SyncState, socket: string): SyncState | undefined {
  if (isFinalState(state) || state === 'lost') return undefined;
  if (socket === 'connected') return 'online';
  if (socket === 'connecting') return state === 'connecting' ? 'connecting' : 'offline';
  return 'offline';
}
