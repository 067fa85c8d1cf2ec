// What a server would load after a restart: the data folder's snapshot and
// logged updates, merged by the server's own SQLite store, read from the file.
import * as Y from 'yjs';
import { openSqliteStore } from '../../../server/store/sqlite-store';

export async function storedEntries(
  dataDir: string,
  name: string,
): Promise<Record<string, unknown>> {
  const store = await openSqliteStore(dataDir);
  try {
    const update = await store.documents.fetch(name);
    const doc = new Y.Doc();
    if (update) Y.applyUpdate(doc, update);
    return doc.getMap('entries').toJSON();
  } finally {
    await store.close();
  }
}
