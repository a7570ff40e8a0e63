import { bookingSuffix } from './bookingKind';
import { hostParts } from './hostParts';
import { parentDomain } from './parentDomain';

export const DEFAULT_BOOK_SUBDOMAIN = 'book';

export interface BookingUrlOptions {
  /** The host the visitor is on, port included. */
  host: string;
  tgid: number;
  flowType?: string | null | undefined;
  bookSubdomain?: string | undefined;
  /** false adds cookieBanner=false: the visitor already answered the banner here. */
  cookieBanner?: boolean | undefined;
  couponCode?: string | undefined;
  currencyCode?: string | undefined;
  hsid?: string | undefined;
  refererCollectionId?: number | string | undefined;
}

/**
 * The booking-flow URL of a product (spec 000 §2): /book/{tgid}/ plus the flowType's suffix on the
 * booking subdomain of the host's parent domain, with the extras that are set. Development hosts
 * (localhost, *.localhost, IPs) keep http and their port. Not a product id → undefined.
 * @example bookingUrl({ host: 'www.example.com', tgid: 42, flowType: 'SEATMAP', currencyCode: 'EUR' }) === 'https://book.example.com/book/42/seatmap/?currencyCode=EUR'
 */
export function bookingUrl(options: BookingUrlOptions): string | undefined {
  const { tgid } = options;
  if (!Number.isSafeInteger(tgid) || tgid <= 0) return undefined;
  const { port, isDevelopment } = hostParts(options.host);
  const subdomain = /^[a-z0-9-]+$/i.test(options.bookSubdomain ?? '')
    ? options.bookSubdomain
    : DEFAULT_BOOK_SUBDOMAIN;
  const origin = `${isDevelopment ? 'http' : 'https'}://${subdomain}.${parentDomain(options.host)}${isDevelopment ? port : ''}`;
  const query = new URLSearchParams();
  if (options.cookieBanner === false) query.set('cookieBanner', 'false');
  const extras = [
    ['couponCode', options.couponCode],
    ['currencyCode', options.currencyCode],
    ['hsid', options.hsid],
    ['refererCollectionId', options.refererCollectionId],
  ] as const;
  for (const [name, value] of extras) {
    const text = String(value ?? '').trim();
    if (text) query.set(name, text);
  }
  const search = query.size > 0 ? `?${query.toString()}` : '';
  return `${origin}/book/${tgid}/${bookingSuffix(options.flowType)}${search}`;
}
