import { z } from 'zod';
import { LANGUAGE_CODES } from '../contract/languages.ts';
import { CURRENCIES } from '../seed/reference/currencies.ts';

/** Parsing helpers for query parameters: every failure names the parameter (zod issue path). */
const CURRENCY_CODES = new Set(CURRENCIES.map((c) => c.code));

export const language = z
  .string()
  .transform((v) => v.toLowerCase())
  .pipe(z.enum(LANGUAGE_CODES, { message: `must be one of ${LANGUAGE_CODES.join(', ')}` }))
  .default('en');
export const currency = z
  .string()
  .transform((v) => v.toUpperCase())
  .refine((v) => CURRENCY_CODES.has(v), { message: 'unknown currency code' });
export const bool = z
  .enum(['true', 'false', '1', '0'], { message: 'must be true, false, 1 or 0' })
  .transform((v) => v === 'true' || v === '1');
/** PostgreSQL's `integer` (int4) range: every id column is one; a larger value must never reach SQL. */
export const INT4_MAX = 2_147_483_647;
export const int = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
export const id = int(1, INT4_MAX);
/**
 * Comma-separated and/or repeated ids (`ids[]=1&ids[]=2`, `tour-group-ids=1,2`), each range-checked
 * like a single `id` (1 … int4 max) so an out-of-range id answers 400, not a PostgreSQL error.
 */
export const idList = (max = 100) =>
  z
    .array(z.string())
    .transform((values) => values.flatMap((v) => v.split(',')).filter((v) => v !== ''))
    .pipe(
      z
        .array(
          z
            .string()
            .regex(/^\d+$/, 'must be whole numbers')
            .transform(Number)
            .pipe(z.number().int().min(1, 'ids start at 1').max(INT4_MAX, `ids must not exceed ${INT4_MAX}`)),
        )
        .max(max),
    );
/** A decimal number within [min, max] (coordinates). */
export const decimal = (min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/, 'must be a decimal number')
    .transform(Number)
    .pipe(z.number().min(min).max(max));
/** Like idList, but at least one id is required. */
export const requiredIdList = (max = 100) =>
  idList(max).refine((ids) => ids.length > 0, { message: 'at least one id is required' });
export const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    { message: 'is not a calendar date' },
  )
  // Far years would shift out of PostgreSQL's date range; no inventory lives there anyway.
  .refine((v) => v >= '1900-01-01' && v <= '2999-12-31', { message: 'must be between 1900 and 2999' });
export const cityCode = z
  .string()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z_]{2,40}$/, 'must be a city code such as ROME'));

/**
 * Turns URLSearchParams into an object; `name[]` and repeated names become arrays for the names in
 * `arrays`. Any other name given twice is ambiguous and answered 400.
 */
export function queryObject(
  params: URLSearchParams,
  arrays: readonly string[],
): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [rawKey, value] of params) {
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    if (arrays.includes(key)) {
      const list = out[key];
      out[key] = Array.isArray(list) ? [...list, value] : [value];
    } else if (Object.hasOwn(out, key)) {
      throw new BadParameterError(key, 'must be given once');
    } else {
      out[key] = value;
    }
  }
  return out;
}

export class BadParameterError extends Error {
  readonly parameter: string;
  constructor(parameter: string, message: string) {
    super(`${parameter}: ${message}`);
    this.parameter = parameter;
    this.name = 'BadParameterError';
  }
}

/** Parses with `schema`, throwing a BadParameterError naming the first bad parameter. */
export function parse<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new BadParameterError(String(issue?.path[0] ?? 'query'), issue?.message ?? 'invalid');
}
