// Shared fixtures for the preferans tests: the players of §12 (A, B, C, and D
// who deals with four), a deal builder, the preferans-score profile of §11
// (Sochi with the bold settings switched) and a sheet written from a table.
import {
  SOCHI,
  emptySheet,
  type ContractDeal,
  type FirstCall,
  type PreferansSettings,
  type PrefSheet,
  type SecondCall,
} from '../../../app/engine/games/preferans';

export const P3 = ['A', 'B', 'C'] as const;
export const P4 = ['A', 'B', 'C', 'D'] as const;

/** preferans-score 0439a6d as a settings profile (§11, bold column). */
export const PEER: PreferansSettings = {
  ...SOCHI,
  convention: 'custom',
  consolation: false,
  consolationToDealer: false,
  twoWhisters: 'personal',
  halfWhist: 'played',
  passAmnesty: true,
  passZeroPrize: 'one',
  passSeriesEndsOnUnplayed: false,
  helpRemainder: 'toZero',
  earlyEnd: 'ignorePulya',
  goraDivisor: 'opponents',
};

/** "A's 6♠, B пас, C вист, 6–1–3" → a contract deal (three players, C deals unless told). */
export function contract(
  level: number,
  firstCall: FirstCall,
  secondCall: SecondCall,
  tricks?: readonly number[],
  over: Partial<ContractDeal> = {},
): ContractDeal {
  const players = over.dealer === 'D' ? P4 : P3;
  const declarer = over.declarer ?? 'A';
  const active = players.filter((p) => players.length === 3 || p !== (over.dealer ?? 'C'));
  const at = active.indexOf(declarer as never);
  const order = [0, 1, 2].map((k) => active[(at + k) % 3]!);
  return {
    type: 'contract',
    dealer: 'C',
    declarer,
    level,
    suit: 'spades',
    firstCall,
    secondCall,
    ...(tricks ? { tricks: Object.fromEntries(order.map((p, k) => [p, tricks[k]!])) } : {}),
    ...over,
  };
}

/** A sheet from "П A 2, Г C 4, В C→A 8" style parts. */
export function sheetOf(
  players: readonly string[],
  parts: {
    readonly pulya?: Record<string, number>;
    readonly gora?: Record<string, number>;
    readonly whists?: Record<string, number>;
  },
): PrefSheet {
  const sheet = emptySheet(players.length);
  const at = (p: string) => players.indexOf(p);
  const pulya = [...sheet.pulya];
  const gora = [...sheet.gora];
  const whists = sheet.whists.map((r) => [...r]);
  for (const [p, x] of Object.entries(parts.pulya ?? {})) pulya[at(p)] = x;
  for (const [p, x] of Object.entries(parts.gora ?? {})) gora[at(p)] = x;
  for (const [key, x] of Object.entries(parts.whists ?? {})) {
    const [from, on] = key.split('>');
    whists[at(from!)]![at(on!)] = x;
  }
  return { pulya, gora, whists };
}

export const settings = (
  over: Partial<PreferansSettings> = {},
  base = SOCHI,
): PreferansSettings => ({
  ...base,
  ...over,
});
