import { isIsoDate } from '../dates/isoDate';
import { isTrackingParam } from '../request/queryParams';
import { DEFAULT_BOOK_SUBDOMAIN } from './bookingUrl';
import { MAX_PAX } from '../calendar/calendarBookingUrl';

/**
 * The booking-flow step identifiers of spec 001 §2 that a hand-off can open on: the step the path
 * after /book/{tgid}/ names (bookingKind.ts writes those suffixes). No suffix: the booking site picks
 * its own first step, `select`.
 */
const STEPS: Record<string, string> = {
  '': 'select',
  'select/': 'select',
  'select/pax/': 'select',
  'seatmap/': 'seatmap-select',
  'svg/': 'svg-select',
  'seatmap-iframe/': 'seatmap-iframe-select',
};

/** Values longer than this are not shown (a booking link never carries them). */
const MAX_VALUE = 200;
/** At most this many other parameters are listed. */
const MAX_OTHER = 20;
export interface HandoffRequest {
  tgid: number;
  /** The flow step of spec 001 §2, e.g. `seatmap-select`. */
  flowStep: string;
  date: string | undefined;
  time: string | undefined;
  variantId: number | undefined;
  pax: number | undefined;
  currencyCode: string | undefined;
  couponCode: string | undefined;
  hsid: string | undefined;
  refererCollectionId: string | undefined;
  /** false: the visitor already answered the consent banner on the storefront. */
  cookieBanner: boolean | undefined;
  /** Parameters the storefront sent that the receiver has no field for (a return leg…), in order. */
  other: [string, string][];
  /** Names of known parameters whose value is not valid (shown as ignored). */
  invalid: string[];
}

const positive = (value: string, max: number): number | undefined => {
  if (!/^\d{1,9}$/.test(value)) return undefined;
  const number = Number(value);
  return number > 0 && number <= max ? number : undefined;
};

const text = (value: string): string | undefined => {
  const trimmed = value.trim();
  // Printable text only: a control character is never part of a code or an id.
  return trimmed && trimmed.length <= MAX_VALUE && !/\p{Cc}/u.test(trimmed) ? trimmed : undefined;
};

/** Each known parameter's reader: undefined marks the value invalid. */
const READERS: Record<string, (value: string) => unknown> = {
  date: (value) => (isIsoDate(value) ? value : undefined),
  time: (value) => (/^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? value : undefined),
  variantId: (value) => positive(value, 2 ** 31 - 1),
  pax: (value) => positive(value, MAX_PAX),
  currencyCode: (value) => (/^[A-Z]{3}$/.test(value) ? value : undefined),
  couponCode: text,
  hsid: text,
  refererCollectionId: (value) => (/^\d{1,10}$/.test(value) ? value : undefined),
  cookieBanner: (value) => (value === 'false' ? false : value === 'true' ? true : undefined),
};

/**
 * What a booking link handed over (spec 000 §2, spec 001 §2): the product id and the flow step from
 * the path `/book/{tgid}/{suffix}`, the choices from the query (bookingUrl.ts, calendarBookingUrl.ts).
 * A path that is not a booking path → undefined; an invalid value is left out and named in `invalid`;
 * the first value of a repeated name counts.
 * @example parseHandoffRequest('/book/10103/seatmap/', '?date=2026-12-05&time=19:30&currencyCode=EUR') → { tgid: 10103, flowStep: 'seatmap-select', date: '2026-12-05', time: '19:30', currencyCode: 'EUR', … }
 * @example parseHandoffRequest('/book/0/', '') === undefined
 */
export function parseHandoffRequest(path: string, search: string): HandoffRequest | undefined {
  const match = /^\/book\/(\d{1,10})\/((?:[a-z-]+\/){0,2})$/.exec(path);
  if (!match) return undefined;
  const tgid = positive(match[1] ?? '', 2 ** 31 - 1);
  const flowStep = STEPS[match[2] ?? ''];
  if (tgid === undefined || flowStep === undefined) return undefined;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search.length > 4096 ? '' : search);
  } catch {
    params = new URLSearchParams();
  }
  const values = new Map<string, unknown>();
  const invalid: string[] = [];
  const other: [string, string][] = [];
  for (const [name, value] of params) {
    const read = READERS[name];
    if (read) {
      if (values.has(name) || invalid.includes(name)) continue;
      const parsed = read(value);
      if (parsed === undefined) invalid.push(name);
      else values.set(name, parsed);
    } else if (other.length < MAX_OTHER) {
      const shown = text(value) ?? '';
      if (name.length <= 64 && value.length <= MAX_VALUE) other.push([name, shown]);
    }
  }
  const get = <T>(name: string) => values.get(name) as T | undefined;
  return {
    tgid,
    flowStep,
    date: get('date'),
    time: get('time'),
    variantId: get('variantId'),
    pax: get('pax'),
    currencyCode: get('currencyCode'),
    couponCode: get('couponCode'),
    hsid: get('hsid'),
    refererCollectionId: get('refererCollectionId'),
    cookieBanner: get('cookieBanner'),
    other,
    invalid,
  };
}

/**
 * The storefront host a demo booking host belongs to: `book.<rest>` where `<rest>` ends with the demo
 * suffix (`book.broadway.localhost` → `broadway.localhost`). A real domain, another subdomain, or no
 * demo suffix (DEMO_HOSTS=off) → undefined: the receiver is a demo stand-in only.
 * @example demoBookingSiteHost('book.broadway.localhost', 'localhost') === 'broadway.localhost'
 * @example demoBookingSiteHost('book.london-theatre-tickets.com', 'localhost') === undefined
 */
export function demoBookingSiteHost(hostname: string, suffix: string | null): string | undefined {
  if (suffix === null || suffix === '') return undefined;
  const prefix = `${DEFAULT_BOOK_SUBDOMAIN}.`;
  if (!hostname.startsWith(prefix) || !hostname.endsWith(`.${suffix}`)) return undefined;
  const rest = hostname.slice(prefix.length);
  return rest.length > suffix.length + 1 ? rest : undefined;
}

/**
 * The attribution identifiers the storefront kept for the booking site (the parent-domain
 * `attribution` cookie, src/lib/request/visitorCookies.ts): tracking names only, at most 16.
 * @example attributionIdentifiers('utm_source=news&gclid=abc&x=1') → [['utm_source', 'news'], ['gclid', 'abc']]
 */
export function attributionIdentifiers(value: string | undefined): [string, string][] {
  if (!value || value.length > 4096) return [];
  const pairs: [string, string][] = [];
  for (const [name, raw] of new URLSearchParams(value)) {
    const shown = text(raw);
    if (isTrackingParam(name) && shown !== undefined && pairs.length < 16) pairs.push([name, shown]);
  }
  return pairs;
}
