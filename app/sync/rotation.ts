// A session's link secrets: the token it offers, and revoking a link (the
// scorer sends the hash of a new secret for a role; once the server answers
// "rotated", the share row keeps the new secret: links with the old one stop
// working, their phones keep their copy).
import { getShare, putShare, type RenoncDb, type ShareRole, type ShareRow } from '../storage';
import { randomSecret, sha256Hex, tokenOf } from './link';

/** Most revoked hashes a token carries (the newest): a token is a header-sized thing. */
export const MAX_REVOKED_IN_TOKEN = 64;

/**
 * The phone that shared the night holds its owner key: it always offers the
 * proof to create the document (the server ignores it once it exists), so a
 * share made offline is created on the first connection, and a server that
 * lost its data gets the night again from it, with the revoked secrets still
 * refused. A phone without the key (a joined one, or a night shared before
 * owner keys) never creates.
 */
export async function tokenOfShare(share: ShareRow): Promise<string> {
  const { scorer, viewer } = share.links;
  const owner = share.ownerKey;
  if (share.role !== 'scorer' || !scorer || !viewer || !owner) return tokenOf(share.secret);
  const revoked = (share.revoked ?? []).slice(-MAX_REVOKED_IN_TOKEN);
  return tokenOf(share.secret, {
    owner,
    scorer: await sha256Hex(scorer),
    viewer: await sha256Hex(viewer),
    ...(revoked.length > 0 ? { revoked } : {}),
  });
}

export class Rotation {
  private pending: { role: ShareRole; secret: string } | undefined;

  /** The stateless message asking the server for a new secret of `role`. */
  async request(role: ShareRole): Promise<string> {
    const secret = randomSecret();
    this.pending = { role, secret };
    return JSON.stringify({ type: 'rotate', role, hash: await sha256Hex(secret) });
  }

  /**
   * The server's answer ("rotated" or "rotate-refused"): the share row as
   * stored now, or undefined when the message is not about the pending one.
   */
  async answer(
    db: RenoncDb,
    share: ShareRow,
    message: { type?: unknown; role?: unknown },
  ): Promise<ShareRow | undefined> {
    const pending = this.pending;
    if (!pending || message.role !== pending.role) return undefined;
    this.pending = undefined;
    if (message.type !== 'rotated') return share;
    const fresh = (await getShare(db, share.nightId)) ?? share;
    const old = fresh.links[pending.role];
    const revoked = old ? [...(fresh.revoked ?? []), await sha256Hex(old)] : fresh.revoked;
    const row: ShareRow = {
      ...fresh,
      ...(revoked ? { revoked } : {}),
      links: { ...fresh.links, [pending.role]: pending.secret },
      ...(pending.role === fresh.role ? { secret: pending.secret } : {}),
    };
    await putShare(db, row);
    return row;
  }
}
