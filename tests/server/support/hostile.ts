// The frame of every hostile-client test: a night made by an honest scorer
// (a provider phone), an attack from a raw client, and the two checks that
// follow each attack: the stored night (the data folder's file) holds nothing
// of it, and the honest phone still saves and syncs.
import { expect } from 'vitest';
import * as Y from 'yjs';
import {
  addEntry,
  entry,
  newShare,
  settled,
  tokenFor,
  until,
  type Phone,
  type PhoneRegistry,
  type Share,
} from './phones';
import { storedEntries } from './stored';

export interface Night {
  readonly share: Share;
  readonly id: string;
  readonly honest: Phone;
  readonly url: string;
  readonly dataDir: string;
}

/** A shared night as the app makes it: meta `night` is the sharer's snapshot, naming the night. */
export async function honestNight(
  phones: PhoneRegistry,
  url: string,
  dataDir: string,
): Promise<Night> {
  const share = newShare();
  const id = `night-id-${share.name.slice(6, 14)}`;
  const honest = phones.connect(url, share.name, tokenFor(share.scorer, share));
  honest.doc.transact(() => {
    honest.doc.getMap('meta').set('schema', 1);
    honest.doc.getMap('meta').set('night', { night: { id }, players: [] });
  });
  const first = entry(id);
  addEntry(honest, first);
  await until('the honest scorer is synced', () => settled(honest));
  // The provider's count of unacknowledged updates can read 0 early (docs/sync.md): ask the file.
  await storedWithin(dataDir, share.name, first.id as string);
  return { share, id, honest, url, dataDir };
}

/** Resolves once the data folder's file holds entry `id` of night `name`. */
async function storedWithin(dataDir: string, name: string, id: string, ms = 15_000): Promise<void> {
  const start = Date.now();
  while (!(id in (await storedEntries(dataDir, name)))) {
    if (Date.now() - start > ms) throw new Error(`entry ${id} was never stored`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** After an attack: nothing new is stored but what `allowed` names, and the honest phone still syncs. */
export async function unaffected(
  night: Night,
  before: Record<string, unknown>,
  phones: PhoneRegistry,
): Promise<void> {
  const stored = await storedEntries(night.dataDir, night.share.name);
  expect(stored).toEqual(before);
  const next = entry(night.id);
  addEntry(night.honest, next);
  await until('the honest phone saves after the attack', () => settled(night.honest));
  const late = phones.connect(night.url, night.share.name, tokenFor(night.share.viewer));
  await until('a phone that joins has the honest entry', () =>
    late.entries().has(next.id as string),
  );
  expect(night.honest.refusals).toEqual([]);
  late.destroy();
}

/** An update from a fresh Yjs client that does `write` on a copy of the served night. */
export function updateFrom(served: Y.Doc, write: (doc: Y.Doc) => void): Uint8Array {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, Y.encodeStateAsUpdate(served));
  const before = Y.encodeStateVector(doc);
  write(doc);
  return Y.encodeStateAsUpdate(doc, before);
}
