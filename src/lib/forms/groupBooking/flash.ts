import { GROUP_PARAM } from '../../rules/forms/formParams';
import { z } from 'zod';
import {
  GROUP_ERROR_CODES,
  GROUP_FIELDS,
  GROUP_FIELD_MAX,
  type GroupErrors,
  type GroupLimits,
  type GroupValues,
} from '../../rules/validation/groupBooking';

/**
 * After a refused POST without JavaScript the visitor is redirected back to the page (POST-redirect-GET)
 * with `?group=error`; the entered values and the error codes travel in this short-lived, HttpOnly
 * cookie (never in the URL, never stored), which the page reads once and clears.
 */
export const GROUP_FLASH_COOKIE = 'group_form';
export { GROUP_PARAM };
export const GROUP_ANCHOR = 'group-booking';
const MAX_COOKIE = 3800;

export interface GroupFlash {
  values: GroupValues;
  errors: GroupErrors;
  limits: GroupLimits;
}

const field = (name: (typeof GROUP_FIELDS)[number]) => z.string().max(GROUP_FIELD_MAX[name]).catch('');
const schema = z.object({
  values: z.object(
    Object.fromEntries(GROUP_FIELDS.map((name) => [name, field(name)])) as Record<
      (typeof GROUP_FIELDS)[number],
      ReturnType<typeof field>
    >,
  ),
  errors: z.partialRecord(z.enum(GROUP_FIELDS), z.enum(GROUP_ERROR_CODES as [string, ...string[]])),
  limits: z.object({
    min: z.number().int().positive().optional(),
    max: z.number().int().positive().optional(),
  }),
});

const toBase64Url = (text: string): string => Buffer.from(text, 'utf8').toString('base64url');
const fromBase64Url = (text: string): string => Buffer.from(text, 'base64url').toString('utf8');

/**
 * The cookie value; when the values are too long for a cookie the message is shortened, then dropped
 * (the other fields are short by construction).
 * @example decodeGroupFlash(encodeGroupFlash(flash)) deep-equals flash
 */
export function encodeGroupFlash(flash: GroupFlash): string {
  let values = flash.values;
  for (const keep of [1000, 400, 0]) {
    values = { ...values, message: flash.values.message.slice(0, keep) };
    const encoded = toBase64Url(JSON.stringify({ ...flash, values }));
    if (encoded.length <= MAX_COOKIE) return encoded;
  }
  return toBase64Url(JSON.stringify({ ...flash, values: { ...values, message: '' } }));
}

/** The flash from its cookie value; anything malformed is no flash. */
export function decodeGroupFlash(value: string | undefined): GroupFlash | undefined {
  if (!value || value.length > MAX_COOKIE + 100) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(fromBase64Url(value)));
    return parsed.success ? (parsed.data as GroupFlash) : undefined;
  } catch {
    return undefined;
  }
}

/** The `Set-Cookie` of a flash: for two minutes, this host only, not readable by scripts. */
export function groupFlashCookie(value: string, secure: boolean): string {
  return `${GROUP_FLASH_COOKIE}=${value}; Path=/; Max-Age=120; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * The `Set-Cookie` that clears the flash once the page has shown it.
 * @example clearGroupFlashCookie(false) === 'group_form=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax'
 */
export function clearGroupFlashCookie(secure: boolean): string {
  return `${GROUP_FLASH_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Where the visitor goes back to: the page's own path (checked to stay on this host) with
 * `?group=sent` or `?group=error`, at the form.
 * @example groupReturnLocation('/ar/hamilton/?x=1', 'sent') === '/ar/hamilton/?x=1&group=sent#group-booking'
 */
export function groupReturnLocation(path: string, outcome: 'sent' | 'error'): string {
  const url = new URL(path, 'http://storefront.invalid');
  url.searchParams.set(GROUP_PARAM, outcome);
  return `${url.pathname}${url.search}#${GROUP_ANCHOR}`;
}
