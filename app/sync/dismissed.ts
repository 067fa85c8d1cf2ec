// Refusals the user has seen and hidden (issue 26, item 6): values from other
// phones that could not be stored, and this phone's entries the server
// refused. Each is shown once: hiding remembers their ids in the night's share
// row, so the line stays quiet after a reload until a new one comes. The local
// copy is never touched: hiding is only about the words.
import { getShare, putShare, type RenoncDb, type ShareRow } from '../storage';

/** Most ids remembered (the newest): a refusal is rare, a share row small. */
export const MAX_DISMISSED = 500;

export class Dismissed {
  private readonly ids: Set<string>;

  constructor(share: ShareRow) {
    this.ids = new Set(share.dismissed ?? []);
  }

  /** The ids not hidden yet. */
  shown(ids: Iterable<string>): string[] {
    return [...ids].filter((id) => !this.ids.has(id));
  }

  /** Hides `ids` and remembers them in the share row as stored now. */
  async hide(db: RenoncDb, nightId: string, ids: Iterable<string>): Promise<void> {
    for (const id of ids) this.ids.add(id);
    const row = await getShare(db, nightId);
    if (!row) return;
    await putShare(db, { ...row, dismissed: [...this.ids].slice(-MAX_DISMISSED) });
  }
}
