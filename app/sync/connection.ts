// The WebSocket under a night's provider and how it follows the network. The
// provider's own retry doubles its wait up to 30 s, so after a long outage a
// phone could sit for half a minute with the server back. Here the wait is
// capped at a few seconds, and the browser's own signals act at once: back
// online or the page shown again → connect now; offline → drop the socket
// (it may stay "open" on a dead network) so the status says so at once.
import { HocuspocusProviderWebsocket, WebSocketStatus } from '@hocuspocus/provider';
import { dropUpdatesWhileClosed } from './closed-socket-updates';

/** Retry waits: 0.5 s, doubling, never more than 5 s (with jitter). */
export const RECONNECT = {
  delay: 500,
  minDelay: 500,
  factor: 2,
  maxDelay: 5000,
  jitter: true,
} as const;

export function openSocket(url: string): HocuspocusProviderWebsocket {
  const socket = new HocuspocusProviderWebsocket({ url, ...RECONNECT });
  dropUpdatesWhileClosed(socket);
  return socket;
}

/** Connects at once unless connected (an attempt waiting out its backoff starts over now). */
export function connectNow(socket: HocuspocusProviderWebsocket): void {
  if (socket.status === WebSocketStatus.Connected) return;
  void socket.connect();
}

/**
 * Drops the socket now, without waiting for a closing handshake that a dead
 * network never ends (the provider's own forced close, as after 30 s of
 * silence): the status turns to disconnected and the capped retry goes on.
 */
export function dropNow(socket: HocuspocusProviderWebsocket, reason: string): void {
  // A plain event: the provider reads only its code and reason (and Node has no CloseEvent).
  socket.onClose({ event: { code: 4000, reason } as CloseEvent });
}

/**
 * Follows the browser's online/offline and visibility signals while
 * `wanted()` holds (not closed, not refused). Returns the function that stops.
 */
export function followNetwork(
  socket: HocuspocusProviderWebsocket,
  wanted: () => boolean,
): () => void {
  const back = (): void => {
    if (wanted()) connectNow(socket);
  };
  const shown = (): void => {
    if (document.visibilityState === 'visible') back();
  };
  const gone = (): void => {
    if (!wanted() || socket.status === WebSocketStatus.Disconnected) return;
    dropNow(socket, 'offline');
  };
  window.addEventListener('online', back);
  window.addEventListener('offline', gone);
  document.addEventListener('visibilitychange', shown);
  return () => {
    window.removeEventListener('online', back);
    window.removeEventListener('offline', gone);
    document.removeEventListener('visibilitychange', shown);
  };
}

/**
 * Connects again after a wait that grows like the socket's own retry (0.5 s,
 * doubling, at most 5 s): for a link the server refuses now but may take
 * later (a server that lost its data, until the sharing phone serves the
 * night again). The socket cannot authenticate the same document twice, so
 * each attempt is a new socket.
 */
export class LaterRetry {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private attempt = 0;

  constructor(private readonly socket: HocuspocusProviderWebsocket) {}

  schedule(): void {
    this.stop();
    this.socket.disconnect();
    const wait = Math.min(RECONNECT.maxDelay, RECONNECT.minDelay * 2 ** this.attempt);
    this.attempt++;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      connectNow(this.socket);
    }, wait);
  }

  /** The link works again: the next wait starts small. */
  reset(): void {
    this.stop();
    this.attempt = 0;
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
