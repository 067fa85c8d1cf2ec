// Asks the browser to keep our data when space runs low, and reports whether it will.

export type PersistenceState = 'persistent' | 'best-effort' | 'unsupported';

export async function requestPersistence(): Promise<PersistenceState> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist || !storage.persisted) return 'unsupported';
  try {
    if (await storage.persisted()) return 'persistent';
    return (await storage.persist()) ? 'persistent' : 'best-effort';
  } catch {
    return 'best-effort';
  }
}

export async function storageEstimate(): Promise<{ usage: number; quota: number } | undefined> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.estimate) return undefined;
  const { usage = 0, quota = 0 } = await storage.estimate();
  return { usage, quota };
}
