// One pulka as a sequence of written deals: the sheet, the all-pass series,
// the dealer, whether it is over, and for every deal the lines it wrote and
// its value. Pure and incremental; `replayPulka` is the same fold from the
// start, which the tests compare against the step-by-step result.
import type { PlayerId } from '../../transfers';
import type { ValidationIssue } from '../../validation';
import { nextDealer, type PreferansDeal } from './deal';
import { prefError } from './errors';
import { scoreDeal, multiplierOf } from './score';
import type { PreferansSettings } from './settings';
import { allClosed, emptySheet, SheetWriter, type PrefSheet, type SheetLine } from './sheet';
import { validatePreferansDeal } from './validate';
import { sheetValue } from './value';

/** A free change of the sheet with a reason (§2 Correction). Amounts are added. */
export interface PreferansCorrection {
  readonly pulya?: Readonly<Record<PlayerId, number>>;
  readonly gora?: Readonly<Record<PlayerId, number>>;
  readonly whists?: readonly {
    readonly from: PlayerId;
    readonly on: PlayerId;
    readonly amount: number;
  }[];
}

export const MAX_CORRECTION = 10_000;

export type EndReason = 'closed' | 'early';

export interface PulkaRecord {
  /** The ledger entry, when the pulka comes from one. */
  readonly entryId?: string;
  readonly deal?: PreferansDeal;
  readonly correction?: PreferansCorrection;
  /** The all-pass multiplier m_k this deal was scored with (all-pass only). */
  readonly multiplier?: number;
  readonly lines: readonly SheetLine[];
  /** The sheet and the all-pass series before this record: where an edit is scored. */
  readonly sheetBefore: PrefSheet;
  readonly seriesBefore: number;
  /** The settings in force when it was written: a correction of it is scored with these. */
  readonly settings: PreferansSettings;
  /** The deal's value per seat in whists × den (§9); sums to zero. */
  readonly value: readonly number[];
}

export interface Pulka {
  readonly sheet: PrefSheet;
  readonly records: readonly PulkaRecord[];
  /** All-pass deals in a row so far. */
  readonly series: number;
  /** Who deals next (proposed; the scorer may change it). */
  readonly dealer: PlayerId;
  readonly ended: EndReason | null;
  /** The standing (sum of the deals' values) per seat, × den. */
  readonly standing: readonly number[];
}

export function newPulka(players: readonly PlayerId[], dealer: PlayerId = players[0]!): Pulka {
  return {
    sheet: emptySheet(players.length),
    records: [],
    series: 0,
    dealer,
    ended: null,
    standing: new Array<number>(players.length).fill(0),
  };
}

export type PulkaStep =
  | { readonly ok: true; readonly pulka: Pulka }
  | { readonly ok: false; readonly issues: readonly ValidationIssue[] };

const ended = (pulka: Pulka): ValidationIssue[] =>
  pulka.ended ? [{ code: prefError('pulkaEnded'), field: 'deal' }] : [];

function written(
  pulka: Pulka,
  sheet: PrefSheet,
  record: Omit<PulkaRecord, 'value' | 'sheetBefore' | 'seriesBefore' | 'settings'>,
  s: PreferansSettings,
  extra: Partial<Pulka>,
): Pulka {
  const standing = sheetValue(sheet, s);
  const value = standing.map((v, i) => v - pulka.standing[i]! || 0);
  return {
    ...pulka,
    ...extra,
    sheet,
    standing,
    records: [
      ...pulka.records,
      { ...record, value, sheetBefore: pulka.sheet, seriesBefore: pulka.series, settings: s },
    ],
    ended: allClosed(sheet, s.pulyaSize) ? 'closed' : null,
  };
}

/** The deal validated and written; the pulka is unchanged when it is refused. */
export function addDeal(
  pulka: Pulka,
  deal: PreferansDeal,
  players: readonly PlayerId[],
  s: PreferansSettings,
  entryId?: string,
): PulkaStep {
  const closed = ended(pulka);
  if (closed.length > 0) return { ok: false, issues: closed };
  const issues = validatePreferansDeal(deal, { players, settings: s, series: pulka.series });
  if (issues.length > 0) return { ok: false, issues };
  const score = scoreDeal(pulka.sheet, deal, { players, settings: s, series: pulka.series });
  const multiplier =
    deal.type === 'allPass' ? multiplierOf(s.progression, pulka.series + 1) : undefined;
  const record = { entryId, deal, lines: score.lines, ...(multiplier ? { multiplier } : {}) };
  return {
    ok: true,
    pulka: written(pulka, score.sheet, record, s, {
      series: score.series,
      dealer: nextDealer(players, deal.dealer),
    }),
  };
}

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

const amountOk = (x: unknown): x is number =>
  typeof x === 'number' && Number.isInteger(x) && Math.abs(x) <= MAX_CORRECTION;

/** What is wrong with a correction against this pulka, or nothing. */
export function correctionIssues(
  c: unknown,
  pulka: Pulka,
  players: readonly PlayerId[],
  s: PreferansSettings,
): ValidationIssue[] {
  const bad = (code: Parameters<typeof prefError>[0], field: string): ValidationIssue[] => [
    { code: prefError(code), field },
  ];
  if (!isRecord(c)) return bad('invalidPayload', 'correction');
  let count = 0;
  for (const column of ['pulya', 'gora'] as const) {
    const v = c[column];
    if (v === undefined) continue;
    if (!isRecord(v)) return bad('invalidPayload', column);
    for (const [p, x] of Object.entries(v)) {
      const seat = players.indexOf(p);
      if (seat < 0 || !amountOk(x)) return bad('correctionOutOfRange', `${column}.${p}`);
      if (column === 'pulya') {
        const after = pulka.sheet.pulya[seat]! + x;
        if (after < 0 || after > s.pulyaSize) return bad('correctionPulyaRange', `pulya.${p}`);
      }
      if (x !== 0) count++;
    }
  }
  if (c.whists !== undefined) {
    if (!Array.isArray(c.whists)) return bad('invalidPayload', 'whists');
    for (const w of c.whists as unknown[]) {
      if (
        !isRecord(w) ||
        !players.includes(w.from as string) ||
        !players.includes(w.on as string) ||
        w.from === w.on ||
        !amountOk(w.amount)
      ) {
        return bad('correctionOutOfRange', 'whists');
      }
      if (w.amount !== 0) count++;
    }
  }
  return count === 0 ? bad('correctionEmpty', 'correction') : [];
}

export function addCorrection(
  pulka: Pulka,
  c: PreferansCorrection,
  players: readonly PlayerId[],
  s: PreferansSettings,
  entryId?: string,
): PulkaStep {
  const issues = [...ended(pulka), ...correctionIssues(c, pulka, players, s)];
  if (issues.length > 0) return { ok: false, issues };
  const w = new SheetWriter(pulka.sheet, s);
  const seat = (p: PlayerId) => players.indexOf(p);
  for (const [p, x] of Object.entries(c.pulya ?? {})) {
    w.raw({ column: 'pulya', seat: seat(p), amount: x, rule: 'correction' });
  }
  for (const [p, x] of Object.entries(c.gora ?? {})) w.addGora(seat(p), x, 'correction');
  for (const x of c.whists ?? []) w.addWhists(seat(x.from), seat(x.on), x.amount, 'correction');
  return {
    ok: true,
    pulka: written(pulka, w.sheet(), { entryId, correction: c, lines: w.lines }, s, {}),
  };
}

/** New settings from the next deal on: the standing is re-priced, the sheet stays. */
export function repricePulka(pulka: Pulka, s: PreferansSettings): Pulka {
  return { ...pulka, standing: sheetValue(pulka.sheet, s) };
}

/** The scorer settles before every pulya is closed (§8 end). */
export function endEarly(pulka: Pulka): PulkaStep {
  const issues = ended(pulka);
  if (issues.length > 0) return { ok: false, issues };
  if (pulka.records.length === 0) {
    return { ok: false, issues: [{ code: prefError('nothingToEnd'), field: 'end' }] };
  }
  return { ok: true, pulka: { ...pulka, ended: 'early' } };
}

/** The pulya every player closed a pulka at: its size S when it ended. */
export const closedAt = (pulka: Pulka): number => Math.min(...pulka.sheet.pulya);

/**
 * A closed pulka reopened to a larger pulya S′ (§8): the sheet stays as it
 * is, every pulya now counts towards S′, and help and the end follow from S′
 * (the settings given carry it). Not for a pulka settled early: voiding that
 * end entry takes it back.
 */
export function reopenPulka(pulka: Pulka, s: PreferansSettings): PulkaStep {
  const refused = (code: Parameters<typeof prefError>[0], field: string, min?: number) => ({
    ok: false as const,
    issues: [{ code: prefError(code), field, ...(min ? { params: { min } } : {}) }],
  });
  if (pulka.ended !== 'closed') {
    return refused(pulka.ended ? 'reopenEarlyEnd' : 'reopenNotClosed', 'pulka');
  }
  const size = closedAt(pulka);
  if (s.pulyaSize <= size) return refused('reopenSizeTooSmall', 'pulyaSize', size + 1);
  // Every pulya stood at S < S′: none is closed any more.
  return { ok: true, pulka: { ...pulka, ended: null } };
}

export type PulkaEvent =
  | { readonly type: 'deal'; readonly deal: PreferansDeal }
  | { readonly type: 'correction'; readonly correction: PreferansCorrection }
  | { readonly type: 'settings'; readonly settings: PreferansSettings }
  | { readonly type: 'end' };

/** A whole pulka from its events; throws on the first one that is refused. */
export function replayPulka(
  players: readonly PlayerId[],
  settings: PreferansSettings,
  events: readonly PulkaEvent[],
  dealer?: PlayerId,
): { readonly pulka: Pulka; readonly settings: PreferansSettings } {
  let pulka = newPulka(players, dealer);
  let s = settings;
  for (const e of events) {
    if (e.type === 'settings') {
      s = e.settings;
      pulka = repricePulka(pulka, s);
      continue;
    }
    const step =
      e.type === 'deal'
        ? addDeal(pulka, e.deal, players, s)
        : e.type === 'correction'
          ? addCorrection(pulka, e.correction, players, s)
          : endEarly(pulka);
    if (!step.ok) throw new RangeError(`refused: ${step.issues.map((i) => i.code).join(', ')}`);
    pulka = step.pulka;
  }
  return { pulka, settings: s };
}
