// Share links: the token a phone presents, and the per-night secret hashes the
// server keeps (only sha256 of each secret, never the secret). The hashes live
// in the SQLite file of the data folder; processes behind one Redis share that
// folder, so every process sees every hash (see README "Running the sync server").
import { createHash } from 'node:crypto';
import type { LinkRefusal } from '../app/sync/protocol';
import type { SqliteFile } from './sqlite';

export const ROLES = ['scorer', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

/** Why a connection is refused (sent to the phone as the reason; the list is app/sync/protocol.ts). */
export type AuthRefusal = LinkRefusal;

export interface ShareToken {
  readonly secret: string;
  readonly create?: CreateProof;
}

/**
 * The sharing phone's proof (docs/sync.md, "The token"): its owner key, whose
 * derived share id must name the document, the hashes of both links and the
 * hashes it revoked.
 */
export interface CreateProof extends ShareHashes {
  readonly owner: string;
  readonly revoked: readonly string[];
}

export interface ShareHashes {
  readonly scorer: string;
  readonly viewer: string;
}

const SECRET = /^[A-Za-z0-9_-]{22,256}$/;
const HASH = /^[0-9a-f]{64}$/;
const DOCUMENT = /^night-[A-Za-z0-9_-]{22}$/;
/** 256 bits, base64url (app/sync/owner.ts). */
const OWNER = /^[A-Za-z0-9_-]{43}$/;
/** Most revoked hashes one create may carry (the phone sends its newest 64). */
export const MAX_REVOKED = 64;
const SHARE_ID_CONTEXT = 'renonc-share-id\u0000';

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
export const isHash = (value: unknown): value is string =>
  typeof value === 'string' && HASH.test(value);
export const isDocumentName = (name: string): boolean => DOCUMENT.test(name);

/** The share id an owner key derives (the same rule as app/sync/owner.ts, written apart). */
export const shareIdOf = (owner: string): string =>
  createHash('sha256')
    .update(SHARE_ID_CONTEXT + owner)
    .digest('base64url')
    .slice(0, 22);

/** Whether `create` proves the sharing phone of the document `name`. */
export const ownsDocument = (create: CreateProof, name: string): boolean =>
  name === `night-${shareIdOf(create.owner)}`;

function parseRevoked(value: unknown): string[] | null {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > MAX_REVOKED || !value.every(isHash)) return null;
  return value;
}

/**
 * A create without an owner key is what phones sent before owner keys: it is
 * ignored (the secret alone still connects), since it proves nothing.
 */
function parseCreate(value: unknown): CreateProof | undefined | null {
  if (value === undefined) return undefined;
  if (typeof value !== 'object' || value === null) return null;
  const { owner, scorer, viewer, revoked } = value as Record<string, unknown>;
  if (owner === undefined) return undefined;
  const list = parseRevoked(revoked);
  if (typeof owner !== 'string' || !OWNER.test(owner) || list === null) return null;
  if (!isHash(scorer) || !isHash(viewer) || scorer === viewer) return null;
  if (list.includes(scorer) || list.includes(viewer)) return null;
  return { owner, scorer, viewer, revoked: list };
}

/** `{"v":1,"secret":"…","create"?:{…}}`, or why it cannot be used. */
export function parseToken(token: string): ShareToken | AuthRefusal {
  let json: unknown;
  try {
    json = JSON.parse(token);
  } catch {
    return 'forbidden';
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return 'forbidden';
  const fields = json as Record<string, unknown>;
  if (fields.v !== 1) return 'unsupported-version';
  if (typeof fields.secret !== 'string' || !SECRET.test(fields.secret)) return 'forbidden';
  const create = parseCreate(fields.create);
  if (create === null) return 'forbidden';
  return create ? { secret: fields.secret, create } : { secret: fields.secret };
}

export class ShareStore {
  constructor(private readonly file: SqliteFile) {}

  async get(name: string): Promise<ShareHashes | undefined> {
    const [row] = await this.file.all<ShareHashes>(
      'SELECT scorer, viewer FROM "renonc_shares" WHERE name = $name',
      { $name: name },
    );
    return row;
  }

  /**
   * Stores the hashes of a new night and the secrets its sharer revoked; a
   * night that exists keeps its own (and its revocations).
   */
  async create(name: string, hashes: ShareHashes, revoked: readonly string[] = []): Promise<void> {
    await this.file.transaction(async (tx) => {
      const [row] = await tx.all('SELECT 1 FROM "renonc_shares" WHERE name = $name', {
        $name: name,
      });
      if (row) return;
      await tx.run(
        'INSERT INTO "renonc_shares" (name, scorer, viewer) VALUES ($name, $scorer, $viewer)',
        { $name: name, $scorer: hashes.scorer, $viewer: hashes.viewer },
      );
      for (const hash of revoked) {
        await tx.run('INSERT OR IGNORE INTO "renonc_revoked" (name, hash) VALUES ($name, $hash)', {
          $name: name,
          $hash: hash,
        });
      }
    });
  }

  async isRevoked(name: string, hash: string): Promise<boolean> {
    const rows = await this.file.all(
      'SELECT 1 FROM "renonc_revoked" WHERE name = $name AND hash = $hash',
      { $name: name, $hash: hash },
    );
    return rows.length > 0;
  }

  /** Replaces one role's hash; returns the old one, or undefined if the new one is not allowed. */
  async rotate(name: string, role: Role, hash: string): Promise<string | undefined> {
    return this.file.transaction(async (tx) => {
      const [row] = await tx.all<ShareHashes>(
        'SELECT scorer, viewer FROM "renonc_shares" WHERE name = $name',
        { $name: name },
      );
      if (!row || row.scorer === hash || row.viewer === hash) return undefined;
      const revoked = await tx.all(
        'SELECT 1 FROM "renonc_revoked" WHERE name = $name AND hash = $hash',
        { $name: name, $hash: hash },
      );
      if (revoked.length > 0) return undefined;
      const column = role === 'scorer' ? 'scorer' : 'viewer';
      await tx.run(`UPDATE "renonc_shares" SET ${column} = $hash WHERE name = $name`, {
        $name: name,
        $hash: hash,
      });
      await tx.run('INSERT OR IGNORE INTO "renonc_revoked" (name, hash) VALUES ($name, $hash)', {
        $name: name,
        $hash: row[column],
      });
      return row[column];
    });
  }
}
