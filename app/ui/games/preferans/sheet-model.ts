// What the pulka sheet says, apart from how it is drawn (./sheet): the lines
// behind one number — which deal of the pulka wrote what, by which rule, and
// the running chain a paper sheet shows — and the standing of a pulka per
// player in whists and in money. Pure, so tests/ui/preferans/sheet.test.ts
// checks them against the worked examples of shared/rules/preferans.md.
import type { Money, PlayerId } from '../../../engine';
import {
  settlePulka,
  type PreferansState,
  type Pulka,
  type SheetLine,
} from '../../../engine/games/preferans';
import type { TFunction } from '../../i18n/use-t';
import { describeDeal } from './describe';
import { lineText, pointsText, whistsText } from './labels';

/** A tapped number: a cell of the sheet, or a player's standing. */
export type SheetPick =
  | {
      readonly kind: 'cell';
      readonly column: SheetLine['column'];
      readonly seat: number;
      /** For whists: on whom. */
      readonly on?: number;
    }
  | { readonly kind: 'standing'; readonly seat: number };

export type CellPick = SheetPick & { readonly kind: 'cell' };

/** One deal's part in a number: "Deal 2", "7♦ Борис, вист – вист, 6–2–2", "гора +4 (ремиз)". */
export interface ExplainItem {
  readonly key: string;
  /** The deal's number in the pulka, as on paper: 1 for the first record. */
  readonly number: number;
  readonly label: string;
  readonly what: string;
  readonly line: string;
}

export interface CellExplanation {
  readonly items: readonly ExplainItem[];
  /** The running values as written on paper ("2 · 4 · 8"), one per line. */
  readonly chain: readonly string[];
}

const matches = (l: SheetLine, p: CellPick) =>
  l.column === p.column && l.seat === p.seat && (p.on === undefined || l.on === p.on);

/** Every line of the pulka that wrote into the picked cell, in the order written. */
export function explainCell(
  pick: CellPick,
  pulka: Pulka,
  players: readonly PlayerId[],
  nameOf: (id: PlayerId) => string,
  t: TFunction,
  language: string,
): CellExplanation {
  let running = 0;
  const chain: string[] = [];
  const items = pulka.records.flatMap((r, i) =>
    r.lines
      .filter((l) => matches(l, pick))
      .map((l, k) => {
        running += l.amount;
        chain.push(pointsText(running, language, false));
        return {
          key: `${i}-${k}`,
          number: i + 1,
          label: t('preferans:sheet.dealNumber', { number: i + 1 }),
          what: r.deal
            ? describeDeal(r.deal, players, nameOf, t)
            : t('preferans:describe.correction'),
          line: lineText(l, players, nameOf, t, language),
        };
      }),
  );
  return { items, chain };
}

/** A player's standing in a pulka: exact whists (net × den) and the money it pays. */
export interface StandingRow {
  readonly player: PlayerId;
  /** Whists × den, exact (a gora split by 3 or 4 is a fraction). */
  readonly net: number;
  readonly den: number;
  /** "+20⅔". */
  readonly whists: string;
  /** Minor units, rounded once per pulka so that the pulka sums to zero. */
  readonly money: Money;
}

/** The pulka's standing: settled now (an open pulka by its early-end rule), or its result. */
export function standingOf(
  state: PreferansState,
  index: number,
  players: readonly PlayerId[],
  language: string,
): StandingRow[] {
  const pulka = state.pulkas[index]!;
  const r = settlePulka(pulka.sheet, players, state.settings);
  const paid = state.pulkaMoney[index] ?? {};
  return players.map((player, i) => ({
    player,
    net: r.net[i]!,
    den: r.den,
    whists: whistsText(r.net[i]!, r.den, language),
    money: paid[player] ?? 0,
  }));
}
