// Whether a payment (docs/club.md, C3) or a merge (C2) may be written: asked
// of the club fold itself, by folding the club with the record added. The
// engine refuses a payment larger than the debt (with the most that could be
// paid) and a merge of two who sat together; the screen says so before
// anything is written, in the engine's words.
import {
  clubView,
  type ClubIssue,
  type ClubPayment,
  type ClubRecords,
  type MemberId,
  type Tab,
} from '../../engine/club';

/** The engine's objection to this payment, or undefined when it would count. */
export function paymentIssue(records: ClubRecords, payment: ClubPayment): ClubIssue | undefined {
  const view = clubView({ ...records, payments: [...records.payments, payment] });
  return view.issues.find((i) => i.record === payment.id);
}

/** The tab of a currency, or an empty one when the club has no money in it. */
export function tabOf(tabs: readonly Tab[], currency: Tab['currency']): Tab | undefined {
  return tabs.find((t) => t.currency === currency);
}

/**
 * Why merging `member` into `into` (docs/club.md, C2) would not count, as the
 * club fold says it (they sat at one night, a circle, nobody), or undefined
 * when it would: checked before the merge record is written.
 */
export function mergeIssue(
  records: ClubRecords,
  member: MemberId,
  into: MemberId,
): ClubIssue | undefined {
  if (member === into) return { code: 'errors:club.mergeCycle', record: member };
  const members = records.members.map((m) =>
    m.id === member && m.mergedInto === undefined ? { ...m, mergedInto: into } : m,
  );
  // Any merge the fold stops counting once this one is added (the engine
  // applies merges by member id, so a circle may surface on the older one).
  const isMerge = (i: ClubIssue) => MERGE_CODES.includes(i.code);
  const before = new Set(
    clubView(records)
      .issues.filter(isMerge)
      .map((i) => i.record),
  );
  return clubView({ ...records, members }).issues.find((i) => isMerge(i) && !before.has(i.record));
}

const MERGE_CODES: readonly string[] = [
  'errors:club.mergeSatTogether',
  'errors:club.mergeCycle',
  'errors:club.mergeUnknown',
];
