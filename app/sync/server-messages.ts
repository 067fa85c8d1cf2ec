// The server's stateless messages as a phone reads them (docs/sync.md, "What
// phones believe"): only the server speaks on that channel, since it closes a
// client that asks it to relay one (server/phones.ts). Anything malformed is
// nothing; the session acts on what this returns.

export type ServerMessage =
  | { readonly type: 'have'; readonly ids: readonly unknown[] }
  | { readonly type: 'phones'; readonly count: number }
  | { readonly type: 'rotation'; readonly message: { type?: unknown; role?: unknown } };

export function readServerMessage(payload: string): ServerMessage | undefined {
  let message: { type?: unknown; role?: unknown; ids?: unknown; count?: unknown };
  try {
    message = JSON.parse(payload) as typeof message;
  } catch {
    return undefined;
  }
  if (typeof message !== 'object' || message === null) return undefined;
  if (message.type === 'have') {
    return Array.isArray(message.ids) ? { type: 'have', ids: message.ids } : undefined;
  }
  if (message.type === 'phones') {
    const { count } = message;
    return typeof count === 'number' && Number.isSafeInteger(count) && count > 0
      ? { type: 'phones', count }
      : undefined;
  }
  return message.type === 'rotated' || message.type === 'rotate-refused'
    ? { type: 'rotation', message }
    : undefined;
}
