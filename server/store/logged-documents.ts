// The document logic both engines share. Hocuspocus keeps one snapshot per
// document, stored a moment after the last change; an update is acknowledged
// to the phone before that. So every accepted update is first appended to a
// log (before Hocuspocus applies and acknowledges it): what a phone was told
// is stored survives a SIGKILL. A snapshot write merges with the stored one
// (never shrink: another process may have stored more than this one holds) and
// drops exactly the logged updates it contains. The engines give the rows.
import * as Y from 'yjs';
import type { DocumentStore } from './types';

export interface Logged {
  readonly id: number;
  readonly update: Uint8Array;
}

/** What an engine does in its own SQL; each call is one transaction. */
export interface DocumentRows {
  /** The snapshot (if any) and every logged update, oldest first. */
  read(name: string): Promise<{ snapshot: Uint8Array | null; logged: Logged[] }>;
  /** Appends one update, committed when the promise resolves; its row id. */
  append(name: string, update: Uint8Array): Promise<number>;
  /** Under the document's lock: snapshot := merge(stored snapshot), then delete the `drop` rows. */
  replace(
    name: string,
    merge: (old: Uint8Array | null) => Uint8Array,
    drop: readonly number[],
  ): Promise<void>;
}

export class LoggedDocuments implements DocumentStore {
  /** Logged rows not yet known to be in a stored snapshot, per document. */
  private readonly logged = new Map<string, Logged[]>();

  constructor(private readonly rows: DocumentRows) {}

  async fetch(name: string): Promise<Uint8Array | null> {
    const { snapshot, logged } = await this.rows.read(name);
    this.logged.set(name, logged);
    const parts = [...(snapshot ? [snapshot] : []), ...logged.map((l) => l.update)];
    return parts.length === 0 ? null : Y.mergeUpdates(parts);
  }

  async log(name: string, update: Uint8Array): Promise<void> {
    const id = await this.rows.append(name, update);
    const list = this.logged.get(name) ?? [];
    list.push({ id, update });
    this.logged.set(name, list);
  }

  async store(name: string, document: Y.Doc, state: Uint8Array): Promise<void> {
    const snapshot = Y.snapshot(document);
    const list = this.logged.get(name) ?? [];
    const contained = list.filter((l) => Y.snapshotContainsUpdate(snapshot, l.update));
    await this.rows.replace(
      name,
      (old) => (old ? Y.mergeUpdates([old, state]) : state),
      contained.map((c) => c.id),
    );
    const done = new Set(contained.map((c) => c.id));
    this.logged.set(
      name,
      (this.logged.get(name) ?? []).filter((l) => !done.has(l.id)),
    );
  }

  forget(name: string): void {
    this.logged.delete(name);
  }
}

export const asBytes = (data: Buffer | Uint8Array): Uint8Array =>
  new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
