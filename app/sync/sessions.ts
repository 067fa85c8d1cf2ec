// The sessions of the nights open on this phone, shared by the screens of a
// night (night, share) and closed a moment after the last one lets go, so
// moving between them does not reconnect; and sharing a night at all.
import type { NightId } from '../engine';
import { putShare, type RenoncDb, type ShareRow } from '../storage';
import { randomSecret } from './link';
import { newOwnerKey, shareIdOf } from './owner';
import { NightSession } from './session';

interface Held {
  readonly session: NightSession;
  users: number;
  timer?: ReturnType<typeof setTimeout>;
}

const held = new Map<NightId, Held>();

/** The night's session, opened if needed; call the returned function to let go. */
export function acquireSession(
  db: RenoncDb,
  share: ShareRow,
): { session: NightSession; release: () => void } {
  let entry = held.get(share.nightId);
  if (!entry) {
    entry = { session: new NightSession(db, share), users: 0 };
    held.set(share.nightId, entry);
  }
  const h = entry;
  h.users++;
  if (h.timer) clearTimeout(h.timer);
  let released = false;
  return {
    session: h.session,
    release: () => {
      if (released) return;
      released = true;
      h.users--;
      if (h.users > 0) return;
      h.timer = setTimeout(() => {
        if (h.users > 0) return;
        held.delete(share.nightId);
        h.session.close();
      }, 2000);
    },
  };
}

/** Closes a night's session at once (leaving the shared night). */
export function dropSession(nightId: NightId): void {
  held.get(nightId)?.session.close();
  held.delete(nightId);
}

/**
 * Shares a night: an owner key, the share id derived from it and two
 * secrets, remembered before anything is sent.
 */
export async function createShare(
  db: RenoncDb,
  nightId: NightId,
  origin: string,
  phone: string,
  now: number,
): Promise<ShareRow> {
  const scorer = randomSecret();
  const ownerKey = newOwnerKey();
  const row: ShareRow = {
    nightId,
    shareId: await shareIdOf(ownerKey),
    ownerKey,
    role: 'scorer',
    secret: scorer,
    links: { scorer, viewer: randomSecret() },
    server: origin,
    state: 'active',
    phone,
    createdAt: now,
  };
  await putShare(db, row);
  return row;
}
