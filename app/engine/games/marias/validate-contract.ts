// Checks shared by a recorded hand and a tier-3 renonc's contract snapshot:
// who sits where, what was announced, and the flek levels (rules 1, 4, 8).
// Hot path (every hand is validated before it is settled): issues are pushed
// into one array and no closures are created per call.
import type { PlayerId } from '../../transfers';
import type { ValidationIssue } from '../../validation';
import { isRecord, mariasIssue } from './errors';
import { defenderRaises, isFlekable } from './flek';
import type { FlekLevels, MariasContract } from './hand';
import type { MariasSeating } from './rounds';
import type { MariasSettings } from './settings';
import {
  FLEK_COUNTERS,
  HEARTS,
  MARIAS_GAMES,
  MARIAS_SUITS,
  hasKilo,
  hasSedma,
  isTrumpGame,
  type FlekCounter,
} from './terms';

/** An optional yes/no field: absent or a boolean. */
export const isFlag = (value: unknown): boolean =>
  value === undefined || typeof value === 'boolean';

export const includes = <T>(list: readonly T[], value: unknown): value is T =>
  (list as readonly unknown[]).includes(value);

const PROTI_COUNTERS = ['sedmaProti', 'kiloProti'] as const;

/** Everyone seated once, three active players, the dealer among them or sitting out. */
export function validateSeating(seating: MariasSeating): ValidationIssue[] {
  if (!isRecord(seating) || !Array.isArray(seating.players)) {
    return [mariasIssue('tableSize', 'players', { count: 0 })];
  }
  const issues: ValidationIssue[] = [];
  const { players, sitter } = seating;
  if (players.length !== 3) {
    issues.push(mariasIssue('tableSize', 'players', { count: players.length }));
  }
  let unique = sitter === undefined || (typeof sitter === 'string' && !players.includes(sitter));
  for (let i = 0; unique && i < players.length; i++) {
    const p = players[i];
    if (typeof p !== 'string' || players.indexOf(p) !== i) unique = false;
  }
  if (!unique) issues.push(mariasIssue('duplicatePlayers', 'players'));
  if (!isSeated(seating, seating.dealer)) issues.push(mariasIssue('dealerNotSeated', 'dealer'));
  return issues;
}

/** The active players other than the declarer (whatever the declarer field holds). */
export const activeDefenders = (seating: MariasSeating, declarer: unknown): PlayerId[] =>
  seating.players.filter((p) => p !== declarer);

/** Is `player` at the table for this hand: active or sitting out. */
export const isSeated = (seating: MariasSeating, player: unknown): boolean =>
  typeof player === 'string' && (seating.players.includes(player) || seating.sitter === player);

export function validateContract(
  settings: MariasSettings,
  seating: MariasSeating,
  contract: MariasContract,
  prefix = '',
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  checkContract(settings, seating, contract, prefix, issues);
  return issues;
}

/** Pushes the contract's issues; `prefix` names where it sits ('' for a hand, 'contract.' in a renonc). */
export function checkContract(
  settings: MariasSettings,
  seating: MariasSeating,
  c: MariasContract,
  prefix: string,
  issues: ValidationIssue[],
): void {
  if (!isRecord(c)) {
    issues.push(mariasIssue('valueInvalid', prefix || 'contract'));
    return;
  }
  const before = issues.length;
  if (typeof c.declarer !== 'string') issues.push(mariasIssue('valueInvalid', `${prefix}declarer`));
  else if (c.declarer === seating.sitter) {
    issues.push(mariasIssue('declarerIsSitter', `${prefix}declarer`));
  } else if (!seating.players.includes(c.declarer)) {
    issues.push(mariasIssue('declarerNotSeated', `${prefix}declarer`));
  }
  if (!includes(MARIAS_GAMES, c.game)) {
    issues.push(mariasIssue('valueInvalid', `${prefix}game`));
    return;
  }
  if (!isFlag(c.hearts)) issues.push(mariasIssue('valueInvalid', `${prefix}hearts`));
  if (!isFlag(c.sedmaProti)) issues.push(mariasIssue('valueInvalid', `${prefix}sedmaProti`));
  if (!isFlag(c.kiloProti)) issues.push(mariasIssue('valueInvalid', `${prefix}kiloProti`));
  const game = c.game;
  if (!isTrumpGame(game)) {
    if (c.sedmaProti === true)
      issues.push(mariasIssue('betlWithSedma', `${prefix}sedmaProti`, { game }));
    if (c.kiloProti === true)
      issues.push(mariasIssue('betlWithKilo', `${prefix}kiloProti`, { game }));
    if (c.hearts === true) issues.push(mariasIssue('heartsWithBetl', `${prefix}hearts`, { game }));
    if (c.suit !== undefined) issues.push(mariasIssue('suitWithBetl', `${prefix}suit`, { game }));
  } else {
    if (hasKilo(game) && c.kiloProti === true) {
      issues.push(mariasIssue('kiloWithKiloProti', `${prefix}kiloProti`, { game }));
    }
    if (hasSedma(game) && c.sedmaProti === true) {
      issues.push(mariasIssue('sedmaWithSedmaProti', `${prefix}sedmaProti`, { game }));
    }
    if (c.suit !== undefined) {
      if (!includes(MARIAS_SUITS, c.suit))
        issues.push(mariasIssue('valueInvalid', `${prefix}suit`));
      else if ((c.suit === HEARTS) !== (c.hearts === true)) {
        issues.push(mariasIssue('suitHeartsMismatch', `${prefix}suit`));
      }
    }
  }
  // Flek levels are read against what was announced: only once that is sound.
  if (issues.length === before) checkFlek(settings, seating, c, prefix, issues);
}

function checkLevels(
  settings: MariasSettings,
  c: MariasContract,
  levels: unknown,
  field: string,
  issues: ValidationIssue[],
): void {
  if (levels === undefined) return;
  if (!isRecord(levels)) {
    issues.push(mariasIssue('valueInvalid', field));
    return;
  }
  for (const counter in levels) {
    const level = levels[counter];
    if (!includes(FLEK_COUNTERS, counter)) {
      issues.push(mariasIssue('valueInvalid', `${field}.${counter}`));
    } else if (typeof level !== 'number' || !Number.isInteger(level) || level < 0) {
      issues.push(mariasIssue('flekInvalid', `${field}.${counter}`));
    } else if (level > settings.maxFlek) {
      issues.push(mariasIssue('flekTooHigh', `${field}.${counter}`, { max: settings.maxFlek }));
    } else if (level > 0 && !isFlekable(settings, c, counter)) {
      const together = counter === 'sedma' && hasSedma(c.game);
      const name = together ? 'sedmaFlekTogether' : 'flekUnannounced';
      issues.push(mariasIssue(name, `${field}.${counter}`, { counter }));
    }
  }
}

function checkFlek(
  settings: MariasSettings,
  seating: MariasSeating,
  c: MariasContract,
  prefix: string,
  issues: ValidationIssue[],
): void {
  if (settings.flekScope === 'team') {
    if (c.flekBy !== undefined) issues.push(mariasIssue('flekScopeMismatch', `${prefix}flekBy`));
    checkLevels(settings, c, c.flek, `${prefix}flek`, issues);
    if (c.raisedBy !== undefined) checkRaisedBy(seating, c, prefix, issues);
    return;
  }
  if (c.flek !== undefined && (!isRecord(c.flek) || hasNonZero(c.flek))) {
    issues.push(mariasIssue('flekScopeMismatch', `${prefix}flek`));
  }
  if (c.raisedBy !== undefined) issues.push(mariasIssue('flekScopeMismatch', `${prefix}raisedBy`));
  const flekBy: unknown = c.flekBy;
  if (flekBy === undefined) return;
  if (!isRecord(flekBy)) {
    issues.push(mariasIssue('valueInvalid', `${prefix}flekBy`));
    return;
  }
  for (const player in flekBy) {
    if (player === c.declarer || !seating.players.includes(player)) {
      issues.push(mariasIssue('flekByNotDefender', `${prefix}flekBy.${player}`, { player }));
    }
    checkLevels(settings, c, flekBy[player], `${prefix}flekBy.${player}`, issues);
  }
  // The declarer's flek on sedma/kilo proti answers the announcer only.
  for (const counter of PROTI_COUNTERS) {
    let flecked = 0;
    for (const player in flekBy) {
      const levels = flekBy[player];
      if (isRecord(levels) && typeof levels[counter] === 'number' && levels[counter] > 0) flecked++;
    }
    if (flecked > 1)
      issues.push(mariasIssue('protiFlekBothDefenders', `${prefix}flekBy.${counter}`));
  }
}

function hasNonZero(levels: Record<string, unknown>): boolean {
  for (const counter in levels) if (levels[counter] !== 0) return true;
  return false;
}

/** Raises the defenders themselves made on a team-flek contract (flek, tutti, kalhoty; re on proti). */
export function teamDefenderRaises(levels: FlekLevels | undefined): number {
  let total = 0;
  for (const counter in levels) {
    total += defenderRaises(counter as FlekCounter, levels[counter as FlekCounter] ?? 0);
  }
  return total;
}

function checkRaisedBy(
  seating: MariasSeating,
  c: MariasContract,
  prefix: string,
  issues: ValidationIssue[],
): void {
  const raisedBy: unknown = c.raisedBy;
  const field = `${prefix}raisedBy`;
  if (!Array.isArray(raisedBy)) {
    issues.push(mariasIssue('valueInvalid', field));
    return;
  }
  const before = issues.length;
  for (let i = 0; i < raisedBy.length; i++) {
    const player: unknown = raisedBy[i];
    if (player === c.declarer || !seating.players.includes(player as PlayerId)) {
      issues.push(mariasIssue('raisedByNotDefender', field, { player: String(player) }));
    } else if (raisedBy.indexOf(player) !== i) {
      issues.push(mariasIssue('duplicatePlayers', field));
    }
  }
  const raises = teamDefenderRaises(c.flek);
  if (issues.length === before && raisedBy.length > raises) {
    issues.push(mariasIssue('raisedByTooMany', field, { raises }));
  }
}
