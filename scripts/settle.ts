// `npm run settle -- FILE`: settles every night of a backup file without a
// browser, with the app's own engine — fold with the night's game rules (from
// the game registry, app/engine/games) →
// balances → roundBalances (the night's rounding, 1 major unit by default) →
// minTransfers. Prints JSON on stdout; a file that is not a valid backup, or
// one whose ledger breaks the rules a live save keeps, exits with code 2 and
// lists the problems on stderr in English (locales/en). Entries the game
// cannot score are counted as nothing and listed (the app's one policy).
import {
  scoringCause,
  foldNight,
  GAMES,
  ledgerProblem,
  loadEngines,
  minTransfers,
  parseBackup,
  roundBalances,
  assertNightBalances,
  type Backup,
  type BackupNight,
  type Currency,
  type GameCatalog,
  type GameEngine,
  type LedgerEntry,
  type Money,
  type ValidationIssue,
} from '../app/engine';
import backupEn from '../locales/en/backup.json';
import errorsEn from '../locales/en/errors.json';
import settlementEn from '../locales/en/settlement.json';

/** The app's default rounding unit: 1 major unit (100 minor). */
export const DEFAULT_ROUND_TO = 100;

export interface SettledNight {
  readonly id: string;
  readonly game: BackupNight['game'];
  readonly title?: string;
  /** Seating order. */
  readonly players: readonly { readonly id: string; readonly name: string }[];
  readonly currency: Currency;
  /** Minor units; null = no rounding. */
  readonly roundTo: Money | null;
  /** Each player's net for the night, minor units. */
  readonly balances: Readonly<Record<string, Money>>;
  readonly rounded: Readonly<Record<string, Money>>;
  readonly payments: readonly {
    readonly from: string;
    readonly to: string;
    readonly amount: Money;
  }[];
  /** Entries in the night that cannot be counted (they count nothing), with the reason. */
  readonly uncounted?: readonly { seq: number; entryId: string; reason: string }[];
}

export type SettleResult =
  | { readonly ok: true; readonly nights: readonly SettledNight[] }
  | { readonly ok: false; readonly issues: readonly ValidationIssue[] };

/** The text of a backup file → every night settled, or the reasons it cannot be. */
export function settleBackupText(text: string, games: GameCatalog = GAMES): Promise<SettleResult> {
  const parsed = parseBackup(text, games);
  if (!parsed.ok) return Promise.resolve(parsed);
  return settleBackup(parsed.value, games);
}

/** `games`: the games the file may hold, the app's built-in ones unless a test adds its own. */
export async function settleBackup(
  backup: Backup,
  games: GameCatalog = GAMES,
): Promise<SettleResult> {
  const engines = await loadEngines(
    games,
    backup.nights.map((n) => n.game),
  );
  // The reasons of uncounted entries are worded in the games' English.
  await loadEnglish(games);
  const names = new Map(backup.players.map((p) => [p.id, p.name]));
  const nights: SettledNight[] = [];
  const issues: ValidationIssue[] = [];
  backup.nights.forEach((night, i) => {
    const entries = backup.entries.filter((e) => e.nightId === night.id);
    const engine = engines.get(night.game)!;
    const settled = settleNight(engine, night, entries, names, `nights[${i}]`);
    if ('issue' in settled) issues.push(settled.issue);
    else nights.push(settled);
  });
  return issues.length > 0 ? { ok: false, issues } : { ok: true, nights };
}

function settleNight(
  engine: GameEngine,
  night: BackupNight,
  entries: readonly LedgerEntry[],
  names: ReadonlyMap<string, string>,
  path: string,
): SettledNight | { issue: ValidationIssue } {
  const label = night.title ?? night.id;
  const roundTo = night.roundTo === undefined ? DEFAULT_ROUND_TO : night.roundTo;
  // The same rules a live save keeps (one validator in the engine).
  const broken = ledgerProblem(night.id, entries);
  if (broken) {
    return {
      issue: {
        code: 'backup:errors.ledgerRule',
        field: path,
        params: {
          path,
          night: label,
          seq: broken.seq,
          entryId: broken.entryId,
          cause: broken.code,
        },
      },
    };
  }
  try {
    const { balances, unscorable } = foldNight(engine, night, entries);
    assertNightBalances(balances);
    const rounded = roundBalances(balances, roundTo, night.playerIds);
    return {
      id: night.id,
      game: night.game,
      ...(night.title !== undefined ? { title: night.title } : {}),
      players: night.playerIds.map((id) => ({ id, name: names.get(id) ?? id })),
      currency: night.currency,
      roundTo,
      balances,
      rounded,
      payments: minTransfers(rounded, night.playerIds),
      // Kept in the night and counted as nothing, as the app shows them.
      ...(unscorable.length > 0
        ? {
            uncounted: unscorable.map((u) => ({
              seq: u.seq,
              entryId: u.entryId,
              reason: englishMessage(u.code, u.params),
            })),
          }
        : {}),
    };
  } catch (error) {
    const entryId = (error as { entryId?: unknown }).entryId;
    const entry = entries.find((e) => e.id === entryId);
    const cause = scoringCause(error);
    return {
      issue: entry
        ? {
            code: 'backup:errors.unscorable',
            field: path,
            params: { path, night: label, seq: entry.seq, entryId: entry.id, cause },
          }
        : {
            code: 'backup:errors.unscorableNight',
            field: path,
            params: { path, night: label, cause },
          },
    };
  }
}

/** English words: the shared namespaces, plus each game's once loadEnglish has read them. */
const EN: Record<string, unknown> = {
  backup: backupEn,
  errors: errorsEn,
  settlement: settlementEn,
};

/** Reads each game's namespace (locales/en/<namespace>.json); a game without one shows its keys. */
export async function loadEnglish(games: GameCatalog = GAMES): Promise<void> {
  for (const { namespace } of games.games) {
    if (namespace in EN) continue;
    try {
      EN[namespace] = (
        (await import(`../locales/en/${namespace}.json`)) as { default: unknown }
      ).default;
    } catch {
      EN[namespace] = {};
    }
  }
}

function lookup(key: string): string | undefined {
  const [ns, path] = key.split(':') as [string, string | undefined];
  let node: unknown = EN[ns];
  for (const part of (path ?? '').split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

/** An issue in English, as the app would word it (i18next's en plural forms and {{params}}). */
export function englishMessage(
  key: string,
  params: Readonly<Record<string, unknown>> = {},
): string {
  const count = params.count;
  const plural =
    typeof count === 'number' ? lookup(`${key}_${count === 1 ? 'one' : 'other'}`) : undefined;
  const template = plural ?? lookup(key) ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_all, name: string) => {
    const value = params[name];
    if (name === 'cause' && typeof value === 'string') return englishMessage(value);
    return value === undefined ? '' : String(value);
  });
}

export function issueLine(issue: ValidationIssue): string {
  const params = issue.params ?? {};
  const message = englishMessage(issue.code, params);
  const entryId = params.entryId;
  return entryId === undefined
    ? message
    : `${message} (${englishMessage('backup:issueEntry', { entryId })})`;
}

export interface SettleIo {
  readFile(path: string): string;
  out(text: string): void;
  err(text: string): void;
}

/** The command: arguments in, exit code out (0 settled, 2 anything else), never a throw. */
export async function runSettle(
  args: readonly string[],
  io: SettleIo,
  games: GameCatalog = GAMES,
): Promise<number> {
  try {
    return await settleCommand(args, io, games);
  } catch (error) {
    io.err(`cannot settle: ${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
}

async function settleCommand(
  args: readonly string[],
  io: SettleIo,
  games: GameCatalog,
): Promise<number> {
  const file = args.find((a) => a !== '--');
  if (file === undefined || args.includes('--help')) {
    io.err('usage: npm run settle -- FILE   (FILE: a Renonc backup, format renonc-backup v1)\n');
    return file === undefined ? 2 : 0;
  }
  let text: string;
  try {
    text = io.readFile(file);
  } catch (error) {
    io.err(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
  const result = await settleBackupText(text, games);
  if (!result.ok) {
    await loadEnglish(games);
    io.err(`${file} cannot be settled:\n`);
    for (const issue of result.issues) io.err(`  ${issueLine(issue)}\n`);
    return 2;
  }
  for (const night of result.nights) {
    for (const u of night.uncounted ?? []) {
      io.err(
        `  night ${night.title ?? night.id}, entry no. ${u.seq} cannot be counted: ${u.reason}\n`,
      );
    }
  }
  io.out(`${JSON.stringify({ nights: result.nights }, null, 2)}\n`);
  return 0;
}

// The few Node APIs the command needs, declared here rather than through
// Node's types, so that the functions above also compile in the unit tests'
// project (which has no Node types) when a test imports them.
interface NodeProcess {
  readonly argv: readonly string[];
  readonly env: Readonly<Record<string, string | undefined>>;
  exitCode?: number;
  readonly stdout: { write(text: string): boolean };
  readonly stderr: { write(text: string): boolean };
  getBuiltinModule(id: 'node:fs'): { readFileSync(path: string, encoding: 'utf8'): string };
  getBuiltinModule(id: 'node:path'): { resolve(...parts: string[]): string };
}
declare const process: NodeProcess;

const entry = typeof process === 'undefined' ? undefined : process.argv[1];
if (entry !== undefined && import.meta.url.endsWith(entry.replace(/\\/g, '/'))) {
  const fs = process.getBuiltinModule('node:fs');
  const path = process.getBuiltinModule('node:path');
  // npm runs scripts in the package folder; a relative FILE means the caller's folder.
  const base = process.env.INIT_CWD ?? '.';
  void runSettle(process.argv.slice(2), {
    readFile: (file) => fs.readFileSync(path.resolve(base, file), 'utf8'),
    out: (text) => void process.stdout.write(text),
    err: (text) => void process.stderr.write(text),
  }).then((code) => (process.exitCode = code));
}
