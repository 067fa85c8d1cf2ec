// What the tournament screens and the board show, worked out from the club's
// records (docs/club.md, C6): pure, so that it is tested without a page. The
// engine seats and scores; this file only picks the round under way, names
// the tables still missing and shapes the numbers for the screen.
import {
  BOARD_NAME_STYLES,
  tournamentView,
  type BoardNameStyle,
  type ClubDocumentRecords,
  type ClubMember,
  type MemberId,
  type RoundView,
  type Tournament,
  type TournamentView,
} from '../../engine/club';
import { clubViewOf } from './club-fold';

export interface TournamentState {
  readonly tournament: Tournament;
  readonly view: TournamentView;
  /** The round being played: the first one not complete, else the last. */
  readonly current: RoundView | undefined;
  /** 1-based tables of the current round that have not reported yet. */
  readonly missing: readonly number[];
  readonly finished: boolean;
}

/** A tournament's state from the club's counting nights (merges and withdrawals applied). */
export function tournamentState(
  tournament: Tournament,
  records: ClubDocumentRecords,
): TournamentState {
  const view = tournamentView(tournament, clubViewOf(records).nights);
  const current = view.rounds[view.rounds.length - 1];
  const missing = current ? current.tables.map((p, i) => (p ? 0 : i + 1)).filter((i) => i > 0) : [];
  const finished = view.rounds.length === tournament.rounds && view.rounds.every((r) => r.complete);
  return { tournament, view, current, missing, finished };
}

/** How long after its creation a finished tournament stays on the board (the night it ends). */
export const BOARD_KEEPS_FINISHED_MS = 24 * 3600_000;

/**
 * The tournament a board shows: the newest one under way; else the newest
 * finished one created within the last day (the final table stays up that
 * night); else undefined (the board shows the season).
 */
export function boardTournament(
  tournaments: readonly Tournament[],
  records: ClubDocumentRecords,
  createdAt: ReadonlyMap<string, string>,
  now: number,
): TournamentState | undefined {
  const newest = [...tournaments]
    .sort((a, b) => (createdAt.get(b.id) ?? '').localeCompare(createdAt.get(a.id) ?? ''))
    .map((t) => tournamentState(t, records))
    .filter((s) => s.view.rounds.length > 0);
  const recent = (s: TournamentState) =>
    now - Date.parse(createdAt.get(s.tournament.id) ?? '') < BOARD_KEEPS_FINISHED_MS;
  return newest.find((s) => !s.finished) ?? newest.find((s) => s.finished && recent(s));
}

/** How names are shown where strangers can read them (the board on a pub's TV). */
export type NameStyle = BoardNameStyle;
export const NAME_STYLES: readonly NameStyle[] = ['short', 'initials', 'full'];

const reveals = (s: NameStyle) => BOARD_NAME_STYLES.length - BOARD_NAME_STYLES.indexOf(s);

/** The styles a board may choose: none showing more of a name than the club allows. */
export const stylesAllowed = (allowed: NameStyle): readonly NameStyle[] =>
  NAME_STYLES.filter((s) => reveals(s) <= reveals(allowed));

/** The board's own choice, unless it shows more than the club allows: then the club's. */
export const boardStyle = (allowed: NameStyle, chosen: NameStyle): NameStyle =>
  reveals(chosen) <= reveals(allowed) ? chosen : allowed;

/** "Jana Nováková" → full as is, short "Jana N.", initials "J. N."; one word stays whole in short. */
export function displayName(name: string, style: NameStyle): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (style === 'full' || words.length === 0) return name.trim();
  const initial = (w: string) => `${[...w][0] ?? ''}.`;
  if (style === 'initials') return words.map(initial).join(' ');
  const [first, ...rest] = words;
  return [first, ...rest.map(initial)].join(' ');
}

/**
 * Member id → the name to show (a merged member under the name of whom it
 * was merged into). Two members whose short names would look alike ("Jana
 * N." for Nováková and Novotná) are shown in full, so nobody is mistaken;
 * where the club allows less than full names, they are numbered instead
 * ("J. N. 1", "J. N. 2", by member id, alike on every board).
 */
export function memberNames(
  members: readonly ClubMember[],
  style: NameStyle = 'full',
  allowed: NameStyle = 'full',
): (id: MemberId) => string {
  const byId = new Map(members.map((m) => [m.id, m]));
  const canonical = (id: MemberId): ClubMember | undefined => {
    let member = byId.get(id);
    for (let hops = 0; member?.mergedInto && hops < 20; hops++)
      member = byId.get(member.mergedInto) ?? { ...member, mergedInto: undefined };
    return member;
  };
  const active = members.filter((m) => !m.mergedInto);
  const shown = new Map(active.map((m) => [m.id, displayName(m.name, style)]));
  const alike = new Map<string, MemberId[]>();
  for (const [id, text] of shown) alike.set(text, [...(alike.get(text) ?? []), id]);
  return (id) => {
    const member = canonical(id);
    if (!member) return '?';
    const text = shown.get(member.id) ?? displayName(member.name, style);
    const same = [...(alike.get(text) ?? [])].sort();
    if (same.length <= 1) return text;
    return allowed === 'full' ? member.name.trim() : `${text} ${same.indexOf(member.id) + 1}`;
  };
}

/** What the create form refuses, as tournament-namespace keys; empty when it can be created. */
export function creationProblems(input: {
  readonly players: number;
  readonly tableSize: number;
  readonly rounds: number;
}): string[] {
  const problems: string[] = [];
  if (input.players < input.tableSize || input.players % input.tableSize !== 0)
    problems.push('tournament:create.playersNotMultiple');
  if (!Number.isSafeInteger(input.rounds) || input.rounds < 1 || input.rounds > 20)
    problems.push('tournament:create.roundsRange');
  return problems;
}

/** A 32-bit seed from a source of random words (crypto.getRandomValues on the phone). */
export function drawSeed(fill: (words: Uint32Array) => Uint32Array): number {
  return fill(new Uint32Array(1))[0] as number;
}
