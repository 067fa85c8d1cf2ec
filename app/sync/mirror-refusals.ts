// Which of this phone's own entries the server refuses (docs/sync.md,
// "Refused updates"). The server names only the reason, not the entry, and
// closes the document; the session then starts a fresh document, so nothing
// refused is sent again by Yjs itself. For a refusal about an entry's content
// (too big, not an entry) the entries that were in flight are suspects and
// are sent one at a time; a suspect refused alone is the culprit: it stays
// on this phone only (said so in the status line) and is never sent again by
// this session. Everything else goes on as usual.
import type { UpdateRefusal } from './protocol';

/** Refusals about an entry's own content: sending it again gets the same answer. */
const ABOUT_AN_ENTRY: ReadonlySet<string> = new Set<UpdateRefusal>(['too-big', 'bad-entry']);

export class OwnRefusals {
  /** Refused when sent alone: not sent again (until the night's session opens again). */
  readonly held = new Set<string>();
  /** In flight when an entry was refused: sent one at a time until the culprit is known. */
  readonly suspects = new Set<string>();

  /** The server refused an update for `reason` while `inFlight` (own, sent, unconfirmed) were out. */
  refused(reason: string, inFlight: readonly string[]): void {
    if (!ABOUT_AN_ENTRY.has(reason)) return;
    const [only] = inFlight;
    if (inFlight.length === 1 && only !== undefined) {
      this.held.add(only);
      this.suspects.delete(only);
      return;
    }
    for (const id of inFlight) this.suspects.add(id);
  }

  /** The server holds these entries: they are nobody's suspects. */
  confirmed(ids: readonly unknown[]): void {
    for (const id of ids) if (typeof id === 'string') this.suspects.delete(id);
  }
}
