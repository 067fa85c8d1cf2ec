// What a server would load after a restart: the data folder's snapshot and
// logged updates, merged by the server's own DocumentStore, read from the file.
import { join } from 'node:path';
import * as Y from 'yjs';
import { DocumentStore } from '../../../server/documents';
import { SqliteFile } from '../../../server/sqlite';

export async function storedEntries(
  dataDir: string,
  name: string,
): Promise<Record<string, unknown>> {
  const file = await SqliteFile.open(join(dataDir, 'renonc.sqlite'));
  try {
    const update = await new DocumentStore(file).fetch(name);
    const doc = new Y.Doc();
    if (update) Y.applyUpdate(doc, update);
    return doc.getMap('entries').toJSON();
  } finally {
    await file.close();
  }
}
