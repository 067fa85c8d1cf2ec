// What a club's document may hold (docs/club.md, "The club document"): `meta`
// has three keys set once by the admin (`club`, its id; `name`, 1–60
// characters; `created`, an ISO instant), and `records` maps a record's id to
// a value that parses as a club record (app/engine/club/records.ts, the one
// rule of server, storage and mirror) of a kind the connection's role may
// write. The board link reads only: the message gate answers its updates
// before they get here, and its kinds are none.
import { KINDS_OF_ROLE, parseClubRecord, type ClubRole } from '../app/engine/club/records';
import { INSTANT } from '../app/engine/club/nights';
import { jsonBytes, type CheckLimits, type SchemaOf } from './schema-check';

export const CLUB_NAME_MAX = 60;

const isClubRole = (role: string): role is ClubRole => Object.hasOwn(KINDS_OF_ROLE, role);

/** `meta` of the club `clubId`: each key once, and only these three. */
export function clubMetaIsWellFormed(clubId: string, key: string, value: unknown): boolean {
  if (key === 'club') return value === clubId;
  if (key === 'name') {
    return typeof value === 'string' && value.trim().length > 0 && value.length <= CLUB_NAME_MAX;
  }
  if (key === 'created') return typeof value === 'string' && INSTANT.test(value);
  return false;
}

/** A record under its own id, of a kind `role` may write, within the entry size limit. */
export function clubRecordIsWellFormed(
  role: ClubRole,
  key: string,
  value: unknown,
  limits: CheckLimits,
): boolean {
  const record = parseClubRecord(value);
  return (
    record !== undefined &&
    record.id === key &&
    KINDS_OF_ROLE[role].includes(record.kind) &&
    jsonBytes(value) <= limits.maxEntryBytes
  );
}

/** The schema of one connection's updates to the club `clubId`; only the admin writes `meta`. */
export function clubSchemaOf(clubId: string, role: string): SchemaOf {
  const writer: ClubRole = isClubRole(role) ? role : 'board';
  const schema = {
    records: 'records',
    record: (key: string, value: unknown, limits: CheckLimits) =>
      clubRecordIsWellFormed(writer, key, value, limits),
    meta: (key: string, value: unknown) =>
      writer === 'admin' && clubMetaIsWellFormed(clubId, key, value),
  };
  return () => schema;
}
