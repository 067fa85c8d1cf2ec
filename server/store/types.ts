// The one store interface of the sync server (README "Running the sync
// server"): where a night's Y.Doc, its share hashes and its revoked secrets
// live. Two engines implement it: SQLite in the data folder (the embedded
// default, server/store/sqlite-store.ts) and PostgreSQL when DATABASE_URL is
// set (server/store/postgres-store.ts). The guard and the Hocuspocus extension
// see only these interfaces, so neither knows which engine runs.
import type * as Y from 'yjs';
import type { ShareHashes, Slot } from '../shares';

/** A night's document: a snapshot plus the accepted updates logged since. */
export interface DocumentStore {
  /** The stored state (snapshot merged with every logged update), or null for a new document. */
  fetch(name: string): Promise<Uint8Array | null>;
  /** Appends an accepted update; resolves only once the store has committed it. */
  log(name: string, update: Uint8Array): Promise<void>;
  /** Stores a snapshot of the loaded document and drops the logged updates it contains. */
  store(name: string, document: Y.Doc, state: Uint8Array): Promise<void>;
  /** The document left this process: its bookkeeping goes. */
  forget(name: string): void;
}

/** Share hashes and revoked secrets per document (method names as server/guard.ts calls them). */
export interface ShareStore {
  get(name: string): Promise<ShareHashes | undefined>;
  /**
   * Stores the hashes of a new night and the secrets its sharer revoked, in
   * one transaction; a night that exists keeps its own (and its revocations).
   */
  create(name: string, hashes: ShareHashes, revoked?: readonly string[]): Promise<void>;
  isRevoked(name: string, hash: string): Promise<boolean>;
  /**
   * Replaces one link's hash; returns the old one, or undefined if the new one
   * is not allowed (or the document has no such link: a night has no `board`).
   */
  rotate(name: string, slot: Slot, hash: string): Promise<string | undefined>;
}

export interface Store {
  readonly documents: DocumentStore;
  readonly shares: ShareStore;
  /** For the start line: "SQLite in …" or "PostgreSQL at host/db". */
  readonly describe: string;
  close(): Promise<void>;
}

/**
 * The database cannot be reached (at start, or lost later). The server never
 * acknowledges an update it could not commit: a `log` that throws this closes
 * the phone's socket with `reason`, and the phone sends the update again.
 */
export class StoreUnavailable extends Error {
  /** Hocuspocus closes the connection with this code and reason. */
  readonly code = 4503;
  readonly reason = 'unavailable';
  /** A start that fails on this exits with 2 (server/main.ts). */
  readonly exitCode = 2;
}

/** A data folder or database the server must not touch: the message says why; exit code 2. */
export class StoreRefused extends Error {
  readonly exitCode = 2;
}
