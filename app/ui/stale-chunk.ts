// A chunk that failed to load for good (after the loader's retries) usually
// means this page is an older version than the service worker now serving it:
// another tab applied an update, and the new worker's cache and the server
// hold only the new files. The page then reloads itself onto the current
// version; drafts are in storage, so nothing typed is lost.
//
// No loop: the reload is marked with the version it left (the page's entry
// script, whose name carries the build's hash). A failure on a page of that
// same version soon after means the reload did not bring a newer one: a real
// failure, and the caller shows its message. A failure on a page of another
// version is a new update (two updates, or an update and its quick rollback,
// less than GUARD_MS apart): that page reloads too.

const RELOADED_AT = 'renonc:reloaded-for-chunk';
/** Long enough for the reloaded page to reach the same failure, short against a night. */
const GUARD_MS = 30_000;

interface ReloadMark {
  readonly at: number;
  /** The version the reload left. */
  readonly from: string;
}

function markOf(stored: string | null): ReloadMark | undefined {
  try {
    const mark: unknown = JSON.parse(stored ?? 'null');
    if (typeof mark !== 'object' || mark === null) return undefined;
    const { at, from } = mark as Partial<ReloadMark>;
    return typeof at === 'number' && typeof from === 'string' ? { at, from } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a page of version `page` reloads now, given the mark left by the
 * last reload (`stored`); the mark to leave when it does.
 */
export function decideReload(
  stored: string | null,
  page: string,
  now: number,
): { reload: false } | { reload: true; mark: string } {
  const last = markOf(stored);
  if (last && last.from === page && now - last.at < GUARD_MS) return { reload: false };
  return { reload: true, mark: JSON.stringify({ at: now, from: page } satisfies ReloadMark) };
}

/** This page's version: its entry script's address (hashed by the build). */
export function pageVersion(): string {
  const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return entry?.src ?? document.baseURI;
}

/** Reloads onto the current version; false when it did not (the caller says so). */
export function reloadOntoCurrentVersion(): boolean {
  try {
    const decision = decideReload(sessionStorage.getItem(RELOADED_AT), pageVersion(), Date.now());
    if (!decision.reload) return false;
    sessionStorage.setItem(RELOADED_AT, decision.mark);
  } catch {
    return false; // no session storage, no guard: better the message than a loop
  }
  window.location.reload();
  return true;
}
