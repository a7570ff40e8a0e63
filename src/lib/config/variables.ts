import { z } from 'zod';

/**
 * The kinds of value an environment variable may hold, each a zod schema of `string | undefined`: an
 * unset or blank variable takes its default, a set one must parse or the issue says what is expected
 * (src/lib/config/configError.ts adds the variable's name and value). One mechanism for every variable
 * of the storefront (src/lib/config/schema.ts); nothing falls back silently on a bad value.
 */
function variable<T>(expected: string, parse: (text: string) => T | undefined, fallback: () => T) {
  return z
    .string()
    .optional()
    .transform((raw, ctx): T => {
      const text = raw?.trim() ?? '';
      if (text === '') return fallback();
      const value = parse(text);
      if (value === undefined) {
        ctx.addIssue({ code: 'custom', message: expected });
        return z.NEVER;
      }
      return value;
    });
}

const ON = ['1', 'true', 'yes', 'on'];
const OFF = ['0', 'false', 'no', 'off'];

/**
 * A switch: `on`/`off`, `1`/`0`, `true`/`false`, `yes`/`no` (any case).
 * @example flag(true).parse('OFF') === false; flag(false).parse(undefined) === false
 */
export const flag = (fallback: boolean) =>
  variable(
    'on or off (1/0, true/false, yes/no)',
    (text) => {
      const lower = text.toLowerCase();
      return ON.includes(lower) ? true : OFF.includes(lower) ? false : undefined;
    },
    () => fallback,
  );

/**
 * A whole number from `min` to `max`, digits only.
 * @example wholeNumber(100, 120_000, () => 10_000).parse('2500') === 2500
 */
export const wholeNumber = <F extends number | undefined = number>(
  min: number,
  max: number,
  fallback: () => F,
  unit = '',
) =>
  variable<number | F>(
    `a whole number${unit ? ` of ${unit}` : ''} from ${min} to ${max}`,
    (text) => {
      const value = /^\d{1,15}$/.test(text) ? Number(text) : Number.NaN;
      return value >= min && value <= max ? value : undefined;
    },
    fallback,
  );

/**
 * An absolute http(s) URL (or redis(s) for `protocols` given).
 * @example url(['http:', 'https:']).parse('https://catalogue.example/') === 'https://catalogue.example/'
 */
export const url = (protocols: readonly string[]) =>
  variable<string | undefined>(
    `an absolute URL (${protocols.map((protocol) => `${protocol}//…`).join(' or ')})`,
    (text) => {
      try {
        return protocols.includes(new URL(text).protocol) ? text : undefined;
      } catch {
        return undefined;
      }
    },
    () => undefined,
  );

/**
 * One of a closed list of words (any case).
 * @example oneOf(['info', 'warn'], 'info').parse('WARN') === 'warn'
 */
export const oneOf = <T extends string>(values: readonly T[], fallback: T) =>
  variable<T>(
    `one of ${values.join(', ')}`,
    (text) => values.find((value) => value === text.toLowerCase()),
    () => fallback,
  );

/** A host name (letters, digits, dots, hyphens; an optional port), lower-cased. */
const HOST = /^[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?(?::\d{1,5})?$/;

/**
 * Comma-separated host names, lower-cased; blanks between commas are dropped.
 * @example hostList().parse('a.com, B.com,,') → ['a.com', 'b.com']
 */
export const hostList = () =>
  variable<string[]>(
    'comma-separated host names (e.g. tickets.example.com,help.example.com)',
    (text) => {
      const hosts = text
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean);
      return hosts.every((host) => HOST.test(host)) ? hosts : undefined;
    },
    () => [],
  );

/**
 * Comma-separated words of a closed list (any case), without repeats.
 * @example wordList(['content', 'catalogue']).parse('Content, catalogue') → ['content', 'catalogue']
 */
export const wordList = <T extends string>(values: readonly T[]) =>
  variable<T[]>(
    `comma-separated names among ${values.join(', ')}`,
    (text) => {
      const words = text
        .split(',')
        .map((word) => word.trim().toLowerCase())
        .filter(Boolean);
      const known = words.filter((word): word is T => (values as readonly string[]).includes(word));
      return known.length === words.length ? [...new Set(known)] : undefined;
    },
    () => [],
  );

/**
 * Free text (a folder, a repository name, a token); unset is `fallback`.
 * @example text('src/content').parse(' /srv/content ') === '/srv/content'
 */
export const text = <T extends string | undefined>(fallback: T) =>
  variable<string | T>(
    'a value',
    (value) => value,
    () => fallback,
  );

/**
 * A secret of at least `minBytes` bytes (UTF-8); unset is undefined.
 * @example secret(32).parse('k'.repeat(32)) === 'k'.repeat(32)
 */
export const secret = (minBytes: number) =>
  variable<string | undefined>(
    `at least ${minBytes} bytes (make one with \`openssl rand -hex 32\`)`,
    (value) => (Buffer.byteLength(value, 'utf8') >= minBytes ? value : undefined),
    () => undefined,
  );

/** An https origin: `https://host[:port]`, a `*.` wildcard label first at most, no path, query or credentials. */
const HTTPS_ORIGIN =
  /^https:\/\/(?:\*\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?$/;
const originOf = (text: string): string | undefined => {
  const origin = text.trim().toLowerCase().replace(/\/$/, '');
  return HTTPS_ORIGIN.test(origin) ? origin : undefined;
};

/**
 * Comma-separated https origins (the CSP's img-src or media-src hosts, docs/security.md), lower-cased,
 * without repeats; `none` is none (`[]`); unset is undefined, so that the defaults apply.
 * @example originList().parse('https://images.prismic.io, https://*.imgix.net') → ['https://images.prismic.io', 'https://*.imgix.net']
 * @example originList().parse('none') → []
 */
export const originList = () =>
  variable<string[] | undefined>(
    'comma-separated https origins such as https://images.example.com (no path), or none',
    (text) => {
      if (text.toLowerCase() === 'none') return [];
      const origins = text.split(',').map(originOf);
      return origins.every((origin) => origin !== undefined) ? [...new Set(origins as string[])] : undefined;
    },
    () => undefined,
  );

/**
 * One https origin, lower-cased, without a trailing slash; unset is undefined.
 * @example httpsOrigin().parse('https://Images.Example.com/') === 'https://images.example.com'
 */
export const httpsOrigin = () =>
  variable<string | undefined>(
    'an https origin such as https://images.example.com (no path)',
    originOf,
    () => undefined,
  );
