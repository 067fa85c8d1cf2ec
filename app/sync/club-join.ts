// Joining a club from its link: connect once with the link's secret, read the
// club's name from the document, store the club with the link remembered and
// the records so far. Every problem comes back as a reason the join screen
// words; nothing on the phone changes unless the join works.
import type { Timestamp } from '../engine';
import type { ClubRole } from '../engine/club';
import { addClubRecords, clubOf, saveClub, type ClubRow, type RenoncDb } from '../storage';
import { clubDocNameOf, parseClubLink, type ClubLinkParts } from './club-link';
import { fetchSyncedDoc } from './join';
import { tokenOf } from './link';
import type { LinkProblem } from './protocol';

export type ClubJoinProblem = 'malformed' | LinkProblem | 'unreachable' | 'empty';

export type ClubJoinOutcome =
  | { readonly ok: true; readonly club: ClubRow }
  | { readonly ok: false; readonly problem: ClubJoinProblem };

const RANK: Readonly<Record<ClubRole, number>> = { admin: 3, member: 2, board: 1 };

/**
 * The club row after joining `parts`: a known club keeps its stronger role and
 * gains the link. A new link of the phone's own role replaces its secret: the
 * admin replaced the old one, which the server now refuses (docs/club.md).
 */
function joinedRow(
  known: ClubRow | undefined,
  parts: ClubLinkParts,
  name: string,
  server: string,
  now: Timestamp,
): ClubRow {
  const links = { ...known?.links, [parts.role]: parts.secret };
  if (known && known.secret && RANK[known.role] > RANK[parts.role]) return { ...known, links };
  return {
    ...(known ?? { matches: {}, createdAt: now }),
    id: parts.clubId,
    name: known?.name ?? name,
    role: parts.role,
    secret: parts.secret,
    links,
    server: known?.server ?? server,
  };
}

/**
 * Joins the club of `link` (the whole link, `<origin>/#/club/…`): the
 * server at the link's origin must know its secret.
 */
export async function joinClub(
  db: RenoncDb,
  link: string,
  now: Timestamp,
  timeoutMs = 10_000,
): Promise<ClubJoinOutcome> {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return { ok: false, problem: 'malformed' };
  }
  const parts = parseClubLink(url.hash);
  if (!parts) return { ok: false, problem: 'malformed' };
  const known = await clubOf(db, parts.clubId);
  if (known && known.links[parts.role] === parts.secret) return { ok: true, club: known };
  const name = clubDocNameOf(parts.clubId);
  const fetched = await fetchSyncedDoc(url.origin, name, tokenOf(parts.secret), timeoutMs);
  if (typeof fetched === 'string') return { ok: false, problem: fetched };
  const { doc, provider } = fetched;
  try {
    const meta = doc.getMap('meta');
    const name = meta.get('name');
    if (meta.get('club') !== parts.clubId || typeof name !== 'string') {
      return { ok: false, problem: 'empty' };
    }
    const club = joinedRow(known, parts, name, url.origin, now);
    await saveClub(db, club);
    await addClubRecords(db, club.id, [...doc.getMap('records').values()], 'remote', now);
    return { ok: true, club: (await clubOf(db, club.id)) ?? club };
  } finally {
    provider.destroy();
    doc.destroy();
  }
}
