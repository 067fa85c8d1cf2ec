// The paper sheet of one pulka (rules §3, §8): each player's pulya, gora and
// whists on each other player, by seat index, and the one writer every score
// goes through. Writing into a pulya is where help happens: points beyond S go
// to the largest open pulya for p whists each, or are written off the gora when
// every pulya is closed. Every write is kept as a line so the sheet can say
// which deal and which rule put a number there.
import type { PreferansSettings } from './settings';

export const LINE_RULES = [
  'contract',
  'remiz',
  'consolation',
  'tricks',
  'liability',
  'halfWhist',
  'misere',
  'misereRemiz',
  'allPass',
  'allPassPrize',
  'rostovPass',
  'dealerPrize',
  'help',
  'writeOff',
  'correction',
] as const;
export type LineRule = (typeof LINE_RULES)[number];

export const COLUMNS = ['pulya', 'gora', 'whists'] as const;
export type Column = (typeof COLUMNS)[number];

/** One number written on the sheet. Seats are indices into the night's players. */
export interface SheetLine {
  readonly column: Column;
  /** Who writes it (for whists: the creditor). */
  readonly seat: number;
  /** For whists: on whom. */
  readonly on?: number;
  readonly amount: number;
  readonly rule: LineRule;
}

export interface PrefSheet {
  readonly pulya: readonly number[];
  readonly gora: readonly number[];
  /** whists[i][j]: what i has written on j. */
  readonly whists: readonly (readonly number[])[];
}

export function emptySheet(seats: number): PrefSheet {
  return {
    pulya: new Array<number>(seats).fill(0),
    gora: new Array<number>(seats).fill(0),
    whists: Array.from({ length: seats }, () => new Array<number>(seats).fill(0)),
  };
}

/** Every pulya closed: the pulka is over. */
export const allClosed = (sheet: PrefSheet, size: number): boolean =>
  sheet.pulya.every((p) => p >= size);

/** The sheet plus some lines, with no help logic: lines already say where points went. */
export function applyLines(sheet: PrefSheet, lines: readonly SheetLine[]): PrefSheet {
  const w = new SheetWriter(sheet, null);
  for (const line of lines) w.raw(line);
  return w.sheet();
}

export class SheetWriter {
  private readonly pulya: number[];
  private readonly gora: number[];
  private readonly whists: number[][];
  readonly lines: SheetLine[] = [];

  constructor(
    from: PrefSheet,
    private readonly settings: PreferansSettings | null,
  ) {
    this.pulya = [...from.pulya];
    this.gora = [...from.gora];
    this.whists = from.whists.map((row) => [...row]);
  }

  raw(line: SheetLine): void {
    if (line.amount === 0) return;
    if (line.column === 'pulya') this.pulya[line.seat]! += line.amount;
    else if (line.column === 'gora') this.gora[line.seat]! += line.amount;
    else this.whists[line.seat]![line.on!]! += line.amount;
    this.lines.push(line);
  }

  addGora(seat: number, amount: number, rule: LineRule): void {
    this.raw({ column: 'gora', seat, amount, rule });
  }

  addWhists(seat: number, on: number, amount: number, rule: LineRule): void {
    this.raw({ column: 'whists', seat, on, amount, rule });
  }

  /** x points into seat's pulya (§8), the rest as help, then off his own gora. */
  addPulya(seat: number, x: number, rule: LineRule, helpOrder?: readonly number[]): void {
    const s = this.settings!;
    const size = s.pulyaSize;
    const own = Math.min(x, Math.max(0, size - this.pulya[seat]!));
    this.raw({ column: 'pulya', seat, amount: own, rule });
    let rest = x - own;
    while (rest > 0) {
      const to = this.helpTarget(seat, size, s.helpTo === 'chooser' ? helpOrder : undefined);
      if (to < 0) break;
      const take = Math.min(rest, size - this.pulya[to]!);
      this.raw({ column: 'pulya', seat: to, amount: take, rule: 'help' });
      this.addWhists(seat, to, take * s.pulyaPointWhists, 'help');
      rest -= take;
    }
    if (rest > 0) {
      const off =
        s.helpRemainder === 'ownGora' ? rest : Math.min(rest, Math.max(0, this.gora[seat]!));
      this.addGora(seat, -off, 'writeOff');
    }
  }

  /** The other open pulya that gets help: the scorer's order first, else the largest, ties clockwise. */
  private helpTarget(seat: number, size: number, order: readonly number[] | undefined): number {
    const n = this.pulya.length;
    for (const j of order ?? []) if (j !== seat && this.pulya[j]! < size) return j;
    let best = -1;
    for (let k = 1; k < n; k++) {
      const j = (seat + k) % n;
      if (this.pulya[j]! >= size) continue;
      if (best < 0 || this.pulya[j]! > this.pulya[best]!) best = j;
    }
    return best;
  }

  sheet(): PrefSheet {
    return { pulya: this.pulya, gora: this.gora, whists: this.whists };
  }
}
