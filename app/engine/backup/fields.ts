// Typed readers for the fields of a backup record. Each reports what is wrong
// with the path of the field and returns undefined, so one pass lists every
// problem instead of stopping at the first.
import { isMoney, type Money } from '../money';
import { BACKUP_LIMITS, FORBIDDEN_KEYS } from './format';
import { at, item, report, shown, type Ctx } from './issues';

export type Obj = Readonly<Record<string, unknown>>;

export function isPlainObject(value: unknown): value is Obj {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** An own property only: nothing inherited counts as present. */
export function own(obj: Obj, key: string): unknown {
  return Object.hasOwn(obj, key) ? obj[key] : undefined;
}

/** A record object with exactly the known keys (the optional ones may be missing). */
export function recordAt(
  ctx: Ctx,
  value: unknown,
  path: string,
  keys: readonly string[],
): Obj | undefined {
  if (!isPlainObject(value)) {
    report(ctx, 'notObject', path);
    return undefined;
  }
  for (const key of Object.keys(value)) {
    if (FORBIDDEN_KEYS.includes(key)) report(ctx, 'forbiddenKey', at(path, key));
    else if (!keys.includes(key)) report(ctx, 'unknownField', at(path, key));
  }
  return value;
}

interface FieldOptions {
  readonly optional?: boolean;
}

/** The field's value, or undefined after reporting it missing (when required). */
function present(ctx: Ctx, obj: Obj, key: string, path: string, opts: FieldOptions): unknown {
  const value = own(obj, key);
  if (value === undefined && opts.optional !== true) report(ctx, 'missingField', at(path, key));
  return value;
}

export function checkString(
  ctx: Ctx,
  value: unknown,
  path: string,
  opts: { max?: number; nonEmpty?: boolean } = {},
): string | undefined {
  if (typeof value !== 'string') {
    report(ctx, 'notString', path);
    return undefined;
  }
  const max = opts.max ?? BACKUP_LIMITS.maxString;
  if (value.length > max) {
    report(ctx, 'stringTooLong', path, { count: max });
    return undefined;
  }
  if (opts.nonEmpty === true && value.trim() === '') {
    report(ctx, 'emptyString', path);
    return undefined;
  }
  return value;
}

export function readString(
  ctx: Ctx,
  obj: Obj,
  key: string,
  path: string,
  opts: FieldOptions & { max?: number; nonEmpty?: boolean } = {},
): string | undefined {
  const value = present(ctx, obj, key, path, opts);
  return value === undefined ? undefined : checkString(ctx, value, at(path, key), opts);
}

/** An id: non-empty, short, and never a key that could reach a prototype. */
export function checkId(ctx: Ctx, value: unknown, path: string): string | undefined {
  const id = checkString(ctx, value, path, { max: BACKUP_LIMITS.maxId, nonEmpty: true });
  if (id !== undefined && FORBIDDEN_KEYS.includes(id)) {
    report(ctx, 'forbiddenKey', path);
    return undefined;
  }
  return id;
}

export function readId(
  ctx: Ctx,
  obj: Obj,
  key: string,
  path: string,
  opts: FieldOptions = {},
): string | undefined {
  const value = present(ctx, obj, key, path, opts);
  return value === undefined ? undefined : checkId(ctx, value, at(path, key));
}

function checkNumber(ctx: Ctx, value: unknown, path: string): number | undefined {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    report(ctx, 'notInteger', path);
    return undefined;
  }
  return value;
}

export function readInteger(
  ctx: Ctx,
  obj: Obj,
  key: string,
  path: string,
  opts: FieldOptions & { min: number; max: number },
): number | undefined {
  const raw = present(ctx, obj, key, path, opts);
  if (raw === undefined) return undefined;
  const value = checkNumber(ctx, raw, at(path, key));
  if (value === undefined) return undefined;
  if (value < opts.min || value > opts.max) {
    report(ctx, 'outOfRange', at(path, key), { min: opts.min, max: opts.max });
    return undefined;
  }
  return value;
}

export function readTimestamp(
  ctx: Ctx,
  obj: Obj,
  key: string,
  path: string,
  opts: FieldOptions = {},
): number | undefined {
  const raw = present(ctx, obj, key, path, opts);
  if (raw === undefined) return undefined;
  if (typeof raw !== 'number') {
    report(ctx, 'notInteger', at(path, key));
    return undefined;
  }
  if (!Number.isSafeInteger(raw) || raw < 0 || raw > BACKUP_LIMITS.maxTimestamp) {
    report(ctx, 'badTimestamp', at(path, key));
    return undefined;
  }
  return raw;
}

export function checkMoney(ctx: Ctx, value: unknown, path: string): Money | undefined {
  if (typeof value !== 'number') {
    report(ctx, 'notInteger', path);
    return undefined;
  }
  if (!isMoney(value)) {
    report(ctx, 'notMoney', path);
    return undefined;
  }
  return value;
}

/** A payment or rounding unit: money, and more than zero. */
export function checkPositiveMoney(ctx: Ctx, value: unknown, path: string): Money | undefined {
  const amount = checkMoney(ctx, value, path);
  if (amount !== undefined && amount <= 0) {
    report(ctx, 'notPositive', path);
    return undefined;
  }
  return amount;
}

export function readOneOf<T extends string>(
  ctx: Ctx,
  obj: Obj,
  key: string,
  path: string,
  values: readonly T[],
  opts: FieldOptions = {},
): T | undefined {
  const value = present(ctx, obj, key, path, opts);
  if (value === undefined) return undefined;
  if (typeof value === 'string' && (values as readonly string[]).includes(value)) return value as T;
  report(ctx, 'notOneOf', at(path, key), { value: shown(value) });
  return undefined;
}

export function readArray(
  ctx: Ctx,
  obj: Obj,
  key: string,
  path: string,
  opts: FieldOptions = {},
): unknown[] | undefined {
  const value = present(ctx, obj, key, path, opts);
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) {
    report(ctx, 'notArray', at(path, key));
    return undefined;
  }
  if (value.length > BACKUP_LIMITS.maxItems) {
    report(ctx, 'tooManyItems', at(path, key), { count: BACKUP_LIMITS.maxItems });
    return undefined;
  }
  return value;
}

/** Array items by index, so a hole in a sparse array shows up as a missing item. */
export function itemsOf(values: readonly unknown[], path: string): [unknown, string][] {
  return Array.from({ length: values.length }, (_, i) => [values[i], item(path, i)]);
}
