// Collecting validation issues while reading a backup. Every issue names the
// JSON path of the bad value ('entries[12].payload') and, inside an entry, the
// entry's id, so the restore screen can say exactly what is wrong. A hostile
// file could produce millions of issues: only the first few are kept.
import type { GameCatalog } from '../games/contract';
import type { ValidationIssue } from '../validation';
import { BACKUP_LIMITS, type BackupErrorCode } from './format';

export type IssueParams = Readonly<Record<string, string | number>>;

export interface IssueSink {
  readonly issues: ValidationIssue[];
  dropped: number;
}

/**
 * Where the checker is: the sink, params every issue here carries (the entry
 * id), and the games whose nights and entry kinds a file may hold.
 */
export interface Ctx {
  readonly sink: IssueSink;
  readonly params: IssueParams;
  readonly games: GameCatalog;
}

export function newCtx(games: GameCatalog): Ctx {
  return { sink: { issues: [], dropped: 0 }, params: {}, games };
}

export function withParams(ctx: Ctx, params: IssueParams): Ctx {
  return { ...ctx, params: { ...ctx.params, ...params } };
}

export function report(
  ctx: Ctx,
  code: BackupErrorCode,
  path: string,
  params: IssueParams = {},
): void {
  const { sink } = ctx;
  if (sink.issues.length >= BACKUP_LIMITS.maxIssues) {
    sink.dropped++;
    return;
  }
  sink.issues.push({
    code: `backup:errors.${code}`,
    field: path,
    params: { path, ...ctx.params, ...params },
  });
}

/** All issues, with the ones over the limit summed up in a last 'moreIssues'. */
export function issuesOf(ctx: Ctx): ValidationIssue[] {
  const { issues, dropped } = ctx.sink;
  if (dropped === 0) return [...issues];
  return [...issues, { code: 'backup:errors.moreIssues', params: { count: dropped } }];
}

/** Hostile text shown inside a message is cut short; it is rendered as text anyway. */
export function shown(value: unknown): string {
  // Never String() an array or object: a deeply nested array would recurse
  // through Array.prototype.toString until the stack overflows.
  const text =
    typeof value === 'string'
      ? value
      : Array.isArray(value)
        ? '[…]'
        : value !== null && typeof value === 'object'
          ? '{…}'
          : String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

const PLAIN_KEY = /^[A-Za-z_$][\w$-]*$/;

/** 'entries[3].payload' + 'transfers' → 'entries[3].payload.transfers'; odd keys in brackets. */
export function at(path: string, key: string): string {
  if (key.length <= 40 && PLAIN_KEY.test(key)) return path === '' ? key : `${path}.${key}`;
  return `${path}[${JSON.stringify(shown(key))}]`;
}

export function item(path: string, index: number): string {
  return `${path}[${index}]`;
}
