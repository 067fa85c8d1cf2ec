// The club fold (app/engine/club clubView) once per records object. A club's
// screens read its records through a live query that hands out the same
// object until a record changes, and several parts of one screen fold it
// (the tournament list each tournament, the board its tournaments and the
// season). Records are never changed in place (a change comes as a new object
// from the query), so the view kept for an object stays right; the WeakMap
// lets it go with its records.
import { clubView, type ClubDocumentRecords, type ClubView } from '../../engine/club';

const views = new WeakMap<ClubDocumentRecords, ClubView>();

/** The club's view of these records, folded on the first call only. */
export function clubViewOf(records: ClubDocumentRecords): ClubView {
  const kept = views.get(records);
  if (kept) return kept;
  const view = clubView(records);
  views.set(records, view);
  return view;
}
