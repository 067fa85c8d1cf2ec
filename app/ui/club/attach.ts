// A night and its club (docs/club.md, C1, C7): attaching a closed night's
// settled result, and withdrawing it. Both are only records written on this
// phone (addClubRecords), so they work offline; the club's sync carries them
// when the phone is next online. A night changed after it was attached
// (reopened, corrected, closed again) is withdrawn and attached anew, so the
// club counts what the table last settled and never both.
import { closedBy } from '../../engine';
import { clubView } from '../../engine/club';
import {
  addClubRecords,
  clubDocumentRecords,
  clubOf,
  getNight,
  nightClubOf,
  nightRoundTo,
  setNightClub,
  type RenoncDb,
} from '../../storage';
import { settleBalances } from '../settle/compute';
import { carriedIn, foldStoredNight } from '../settle/stored-night';
import { localDay, resultRecord, type NightFacts } from './result';

export interface Ids {
  readonly now: () => number;
  readonly newId: () => string;
}

export type AttachOutcome =
  | { readonly kind: 'noClub' | 'open' | 'unreadable' | 'attached' | 'already' }
  | { readonly kind: 'unmatched'; readonly players: readonly string[] };

/** The night as the settle screen settles it, or undefined when it cannot be scored. */
async function nightFacts(db: RenoncDb, nightId: string): Promise<NightFacts | 'open' | undefined> {
  const row = await getNight(db, nightId);
  if (!row) return undefined;
  const folded = await foldStoredNight(db, row);
  if (!folded) return undefined;
  if (closedBy(folded.contributions) === undefined) return 'open';
  const roundTo = await nightRoundTo(db, nightId);
  const settled = settleBalances(folded.balances, roundTo, row.playerIds, []);
  if (!settled.ok) return undefined;
  const figures = folded.figures();
  return {
    nightId,
    game: row.game,
    date: localDay(row.createdAt),
    currency: row.currency,
    players: row.playerIds,
    rounded: settled.settlement.rounded,
    carriedIn: carriedIn(folded),
    entries: folded.entries,
    contributions: folded.contributions,
    ...(figures ? { figures } : {}),
  };
}

/** Attaches the closed night's result to its club, unless it counts there already as it is. */
export async function attachNight(db: RenoncDb, nightId: string, ids: Ids): Promise<AttachOutcome> {
  const place = await nightClubOf(db, nightId);
  const club = place && (await clubOf(db, place.clubId));
  if (!place || !club) return { kind: 'noClub' };
  const facts = await nightFacts(db, nightId);
  if (facts === 'open') return { kind: 'open' };
  if (!facts) return { kind: 'unreadable' };
  const now = ids.now();
  const built = resultRecord(
    { ...facts, ...(place.tournament ? { tournament: place.tournament } : {}) },
    club.matches,
    {
      id: ids.newId(),
      at: new Date(now + 1).toISOString(),
    },
  );
  if (!built.ok) return { kind: 'unmatched', players: built.unmatched };
  const counted = clubView(await clubDocumentRecords(db, club.id)).nights.find(
    (n) => n.nightId === nightId,
  );
  if (counted?.ledgerHash === built.record.ledgerHash) return { kind: 'already' };
  // Withdrawn a moment before the new result: the club's order puts it first.
  const withdrawal = counted
    ? [{ kind: 'withdrawal', id: ids.newId(), nightId, at: new Date(now).toISOString() }]
    : [];
  await addClubRecords(db, club.id, [...withdrawal, built.record], 'local', now);
  return { kind: 'attached' };
}

/**
 * Takes the night out of the club's tables (C7) and out of the club on this
 * phone. A night the club does not count needs no withdrawal record (the
 * club would only report it): it just leaves the club here.
 */
export async function withdrawNight(
  db: RenoncDb,
  clubId: string,
  nightId: string,
  ids: Ids,
): Promise<void> {
  const now = ids.now();
  const counts = clubView(await clubDocumentRecords(db, clubId)).nights.some(
    (n) => n.nightId === nightId,
  );
  if (counts) {
    const record = {
      kind: 'withdrawal',
      id: ids.newId(),
      nightId,
      at: new Date(now).toISOString(),
    };
    await addClubRecords(db, clubId, [record], 'local', now);
  }
  const place = await nightClubOf(db, nightId);
  if (place?.clubId === clubId) await setNightClub(db, nightId, undefined);
}
