// A chunk that failed to load for good (after the loader's retries) usually
// means this page is an older version than the service worker now serving it:
// another tab applied an update, and the new worker's cache and the server
// hold only the new files. The page then reloads itself once onto the current
// version; drafts are in storage, so nothing typed is lost. A second failure
// soon after that reload is a real one: the caller shows its message instead
// of reloading again (no loop).

const RELOADED_AT = 'renonc:reloaded-for-chunk';
/** Long enough for the reloaded page to reach the same failure, short against a night. */
const GUARD_MS = 30_000;

/** Reloads onto the current version; false when it did not (the caller says so). */
export function reloadOntoCurrentVersion(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (Date.now() - last < GUARD_MS) return false;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  } catch {
    return false; // no session storage, no guard: better the message than a loop
  }
  window.location.reload();
  return true;
}
