// Where a shared night's Y.Doc lives: Hocuspocus loads it from the store and
// stores its snapshot a moment after the last change (debounced); every
// accepted update is already logged before that (server/guard.ts awaits
// `documents.log` before Hocuspocus applies and acknowledges it), so the
// snapshot only compacts the log. The store is either engine (server/store/).
import type { Extension, onLoadDocumentPayload, onStoreDocumentPayload } from '@hocuspocus/server';
import * as Y from 'yjs';
import type { DocumentStore } from './store/types';

export type { DocumentStore } from './store/types';

/** Hocuspocus's load and store hooks over the store. */
export function storeExtension(store: DocumentStore): Extension {
  return {
    async onLoadDocument({ document, documentName }: onLoadDocumentPayload) {
      const stored = await store.fetch(documentName);
      if (stored) Y.applyUpdate(document, stored);
    },
    async onStoreDocument({ document, documentName }: onStoreDocumentPayload) {
      try {
        await store.store(documentName, document, Y.encodeStateAsUpdate(document));
      } catch (error) {
        // Never thrown on: Hocuspocus rethrows it where nothing catches it (a
        // database lost mid-night killed the process). Nothing is lost: every
        // accepted update is in the store's log; the snapshot only compacts it.
        const why = error instanceof Error ? error.message : String(error);
        console.error(`${documentName}: snapshot not stored, its updates stay logged: ${why}`);
      }
    },
  };
}
