// Joining a shared night from its link: connect with the link's secret, read
// the night and its players from the document, add them locally with the link
// remembered, and store the entries so far. Every problem comes back as a
// reason the join screen words; nothing local is changed unless the join works.
import { HocuspocusProvider } from '@hocuspocus/provider';
import * as Y from 'yjs';
import type { NightId } from '../engine';
import { findShare, putShare, type RenoncDb } from '../storage';
import { isSnapshot, joinSharedNight, storeRemoteEntries } from '../storage/shared-night';
import { docNameOf, endpointOf, tokenOf, type LinkParts } from './link';
import { linkProblemOf, type LinkProblem } from './protocol';

export const JOIN_PROBLEMS = [
  'forbidden',
  'revoked',
  'version',
  'unreachable',
  'empty',
  'differs',
] as const;
export type JoinProblem = (typeof JOIN_PROBLEMS)[number];

export type JoinOutcome =
  | { readonly ok: true; readonly nightId: NightId }
  | { readonly ok: false; readonly problem: JoinProblem };

export interface Fetched {
  readonly doc: Y.Doc;
  /** Still connected: the caller destroys it (and the doc) when done. */
  readonly provider: HocuspocusProvider;
}

/** Connects once to the document `name` and resolves with it synced, or why not (a night's or a club's). */
export function fetchSyncedDoc(
  origin: string,
  name: string,
  token: string,
  timeoutMs: number,
): Promise<Fetched | LinkProblem | 'unreachable'> {
  const doc = new Y.Doc();
  return new Promise((resolve) => {
    let done = false;
    const finish = (value: Fetched | LinkProblem | 'unreachable') => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      if (typeof value === 'string') {
        provider.destroy();
        doc.destroy();
      }
      resolve(value);
    };
    const provider = new HocuspocusProvider({
      url: endpointOf(origin),
      name,
      document: doc,
      token,
      onSynced: () => finish({ doc, provider }),
      onAuthenticationFailed: ({ reason }) => finish(linkProblemOf(reason) ?? 'forbidden'),
    });
    const timer = setTimeout(() => finish('unreachable'), timeoutMs);
  });
}

export async function joinNight(
  db: RenoncDb,
  origin: string,
  parts: LinkParts,
  phone: string,
  now: number,
  timeoutMs = 10_000,
): Promise<JoinOutcome> {
  const known = await findShare(db, parts.shareId);
  if (known && known.secret === parts.secret) return { ok: true, nightId: known.nightId };
  const name = docNameOf(parts.shareId);
  const fetched = await fetchSyncedDoc(origin, name, tokenOf(parts.secret), timeoutMs);
  if (typeof fetched === 'string') return { ok: false, problem: fetched };
  const { doc, provider } = fetched;
  try {
    const snapshot = doc.getMap('meta').get('night');
    if (!isSnapshot(snapshot)) return { ok: false, problem: 'empty' };
    const nightId = snapshot.night.id;
    const share = {
      nightId,
      shareId: parts.shareId,
      role: parts.role,
      secret: parts.secret,
      links: { [parts.role]: parts.secret },
      server: origin,
      state: 'active' as const,
      phone,
      createdAt: now,
    };
    if (known) {
      // A new link for a night this phone already shares (a revoked one, or another role).
      await putShare(db, { ...known, ...share, links: { ...known.links, ...share.links } });
    } else if ((await joinSharedNight(db, snapshot, share)) === 'differs') {
      return { ok: false, problem: 'differs' };
    }
    await storeRemoteEntries(db, nightId, [...doc.getMap('entries').values()]);
    return { ok: true, nightId };
  } finally {
    provider.destroy();
    doc.destroy();
  }
}
