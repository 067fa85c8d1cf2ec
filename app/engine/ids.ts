// Ids are made outside the engine (crypto.randomUUID in the app, a counter in
// tests) and passed in; the engine only checks their shape.

export type IdSource = () => string;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** A deterministic id source for tests and benchmarks: 'p-1', 'p-2', … */
export function counterIds(prefix: string): IdSource {
  let n = 0;
  return () => `${prefix}-${++n}`;
}
