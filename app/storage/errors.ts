// Storage failures, reduced to the few cases the user can act on. The UI
// shows `code` (an i18next key) and keeps whatever the user typed.

export const STORAGE_ERROR_CODES = {
  quota: 'errors:storage.quota',
  blocked: 'errors:storage.blocked',
  notFound: 'errors:storage.notFound',
  conflict: 'errors:storage.conflict',
  stale: 'errors:storage.stale',
  invalid: 'errors:storage.invalid',
  unknown: 'errors:storage.unknown',
} as const;

export type StorageErrorKind = keyof typeof STORAGE_ERROR_CODES;

export class StorageError extends Error {
  readonly code: string;
  constructor(
    readonly kind: StorageErrorKind,
    message: string,
    readonly params: Readonly<Record<string, string | number>> = {},
    options?: { cause?: unknown; code?: string },
  ) {
    super(message, options);
    this.name = 'StorageError';
    // A ledger rule names its own message (errors:ledger.*); the kind still says what to do.
    this.code = options?.code ?? STORAGE_ERROR_CODES[kind];
  }
}

const QUOTA_NAMES = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED']);
const BLOCKED_NAMES = new Set([
  'DatabaseClosedError',
  'OpenFailedError',
  'VersionError',
  'BlockedError',
  'InvalidStateError',
  'MissingAPIError',
  'UnknownError',
]);

/** Dexie and IndexedDB nest the real cause (an AbortError around a QuotaExceededError). */
function namesOf(error: unknown): string[] {
  const names: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 6; depth++) {
    const e = current as { name?: unknown; inner?: unknown; cause?: unknown };
    if (typeof e.name === 'string') names.push(e.name);
    current = e.inner ?? e.cause;
  }
  return names;
}

export function toStorageError(error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  const names = namesOf(error);
  const message = error instanceof Error ? error.message : String(error);
  if (names.some((n) => QUOTA_NAMES.has(n))) {
    return new StorageError('quota', message, {}, { cause: error });
  }
  if (names.some((n) => BLOCKED_NAMES.has(n))) {
    return new StorageError('blocked', message, {}, { cause: error });
  }
  if (names.includes('ConstraintError')) {
    return new StorageError('conflict', message, {}, { cause: error });
  }
  return new StorageError('unknown', message, {}, { cause: error });
}

/** Runs a storage operation and turns any failure into a StorageError. */
export async function guarded<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw toStorageError(error);
  }
}
