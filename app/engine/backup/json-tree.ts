// Free-form JSON inside a backup: game payloads and table settings. Their
// meaning is checked by the game engines when the night is folded; here they
// only have to be plain, bounded JSON (depth, key count, string length, safe
// integers, no prototype keys), and what passes is copied so that nothing of
// the parsed file (or of a hostile object handed in) is kept by reference.
import { BACKUP_LIMITS, FORBIDDEN_KEYS } from './format';
import { at, item, report, type Ctx } from './issues';
import { isPlainObject } from './fields';

const BAD = Symbol('bad');

interface Budget {
  keys: number;
  /** Reported once per tree: one oversized payload is one problem, not thousands. */
  tooDeep: boolean;
  tooMany: boolean;
}

/** A plain, bounded JSON object (a payload or settings), copied; undefined when refused. */
export function checkJsonObject(
  ctx: Ctx,
  value: unknown,
  path: string,
): Record<string, unknown> | undefined {
  if (!isPlainObject(value)) {
    report(ctx, 'notObject', path);
    return undefined;
  }
  const copy = walk(ctx, value, path, 1, { keys: 0, tooDeep: false, tooMany: false });
  return copy === BAD ? undefined : (copy as Record<string, unknown>);
}

function walk(ctx: Ctx, value: unknown, path: string, depth: number, budget: Budget): unknown {
  switch (typeof value) {
    case 'string':
      if (value.length <= BACKUP_LIMITS.maxString) return value;
      report(ctx, 'stringTooLong', path, { count: BACKUP_LIMITS.maxString });
      return BAD;
    case 'number':
      if (Number.isSafeInteger(value)) return value;
      report(ctx, 'notInteger', path);
      return BAD;
    case 'boolean':
      return value;
    default:
      break;
  }
  if (value === null) return null;
  const isArray = Array.isArray(value);
  if (!isArray && !isPlainObject(value)) {
    report(ctx, 'notJson', path);
    return BAD;
  }
  if (depth > BACKUP_LIMITS.maxDepth) {
    if (!budget.tooDeep) report(ctx, 'tooDeep', path, { count: BACKUP_LIMITS.maxDepth });
    budget.tooDeep = true;
    return BAD;
  }
  const keys = isArray ? null : Object.keys(value);
  budget.keys += isArray ? value.length : (keys as string[]).length;
  if (budget.keys > BACKUP_LIMITS.maxKeys) {
    if (!budget.tooMany) report(ctx, 'tooManyKeys', path, { count: BACKUP_LIMITS.maxKeys });
    budget.tooMany = true;
    return BAD;
  }
  let ok = true;
  if (isArray) {
    const out: unknown[] = [];
    for (let i = 0; i < value.length; i++) {
      const v = walk(ctx, value[i], item(path, i), depth + 1, budget);
      if (v === BAD) ok = false;
      else out.push(v);
    }
    return ok ? out : BAD;
  }
  const obj = value as Readonly<Record<string, unknown>>;
  const out: Record<string, unknown> = {};
  for (const key of keys as string[]) {
    const keyPath = at(path, key);
    if (FORBIDDEN_KEYS.includes(key)) {
      report(ctx, 'forbiddenKey', keyPath);
      ok = false;
      continue;
    }
    if (key.length > BACKUP_LIMITS.maxString) {
      report(ctx, 'stringTooLong', keyPath, { count: BACKUP_LIMITS.maxString });
      ok = false;
      continue;
    }
    const v = walk(ctx, obj[key], keyPath, depth + 1, budget);
    if (v === BAD) ok = false;
    else out[key] = v;
  }
  return ok ? out : BAD;
}
