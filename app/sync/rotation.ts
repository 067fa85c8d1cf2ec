// Replacing a link's secret, for a shared night and a club alike (docs/sync.md,
// "Revoking a link"; docs/club.md): the phone holding the owner key sends the
// hash of a new secret for a role; only once the server answers "rotated"
// does its row keep the new secret, with the old one's hash among the revoked
// ones its create proof carries (a server that lost its data must not take
// the old link back). Links with the old secret stop working.
import type { ShareRow } from '../storage';
import { randomSecret, sha256Hex, tokenOf } from './link';

/** Most revoked hashes a token carries (the newest): a token is a header-sized thing. */
export const MAX_REVOKED_IN_TOKEN = 64;

/** A row whose links can be replaced: a night's share or a club. */
interface LinkRow<Role extends string> {
  readonly role: Role;
  readonly secret?: string;
  readonly links: Partial<Record<Role, string>>;
  readonly revoked?: readonly string[];
}

/** The revoked hashes a create proof carries: the newest, none when there are none. */
export function revokedOfProof(row: { readonly revoked?: readonly string[] }): {
  revoked?: readonly string[];
} {
  const revoked = (row.revoked ?? []).slice(-MAX_REVOKED_IN_TOKEN);
  return revoked.length > 0 ? { revoked } : {};
}

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
  return tokenOf(share.secret, {
    owner,
    scorer: await sha256Hex(scorer),
    viewer: await sha256Hex(viewer),
    ...revokedOfProof(share),
  });
}

/** The row once the server rotated `role` to `secret`: the old secret's hash joins the revoked. */
export async function rotatedRow<Role extends string, Row extends LinkRow<Role>>(
  row: Row,
  role: Role,
  secret: string,
): Promise<Row> {
  const old = row.links[role];
  const revoked = old ? [...(row.revoked ?? []), await sha256Hex(old)] : row.revoked;
  return {
    ...row,
    ...(revoked ? { revoked } : {}),
    links: { ...row.links, [role]: secret },
    ...(role === row.role ? { secret } : {}),
  };
}

/** What the server answered about the pending rotation. */
export type RotationAnswer<Role extends string> =
  | { readonly rotated: true; readonly role: Role; readonly secret: string }
  | { readonly rotated: false; readonly role: Role };

/** One rotation at a time: the new secret waits here until the server answers. */
export class Rotation<Role extends string> {
  private pending: { role: Role; secret: string } | undefined;

  /** The stateless message asking the server for a new secret of `role`. */
  async request(role: Role): Promise<string> {
    const secret = randomSecret();
    this.pending = { role, secret };
    return JSON.stringify({ type: 'rotate', role, hash: await sha256Hex(secret) });
  }

  /** Forgets the pending secret (its connection went away before an answer). */
  drop(): void {
    this.pending = undefined;
  }

  /**
   * The server's answer ("rotated" or "rotate-refused") to the pending
   * request, or undefined when the message is not about it.
   */
  answer(message: { type?: unknown; role?: unknown }): RotationAnswer<Role> | undefined {
    const pending = this.pending;
    if (!pending || message.role !== pending.role) return undefined;
    this.pending = undefined;
    return message.type === 'rotated'
      ? { rotated: true, role: pending.role, secret: pending.secret }
      : { rotated: false, role: pending.role };
  }
}

/**
 * Stores a rotated link on the row as stored now (`read`, `write`: a night's
 * share or a club in storage), so a change made meanwhile is kept; returns it.
 */
export async function saveRotated<Role extends string, Row extends LinkRow<Role>>(
  row: Row,
  answer: { readonly role: Role; readonly secret: string },
  read: () => Promise<Row | undefined>,
  write: (row: Row) => Promise<void>,
): Promise<Row> {
  const rotated = await rotatedRow((await read()) ?? row, answer.role, answer.secret);
  await write(rotated);
  return rotated;
}
