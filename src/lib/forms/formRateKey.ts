/** The forms (and the promo-code GET form) that draw on a rate limit, each with its own buckets. */
export const FORM_ROUTES = ['signup', 'consent', 'group', 'promo'] as const;
export type FormRoute = (typeof FORM_ROUTES)[number];

/** The site part of a key for a request that matched no microsite (the consent form on the index host). */
export const NO_SITE = '-';

/**
 * The one rate-limit key of every form: the client's address (`clientAddressOf`), the matched
 * microsite's domain and the form's route id. Never the raw Host (a port, `www.`, a trailing dot or
 * upper case would each open a fresh bucket) nor the raw path (a trailing slash would): the site comes
 * from routing, which already folds those variants into one site.
 * @example formRateKey('203.0.113.9', { domain: 'broadway-tickets.com' }, 'promo') === '203.0.113.9|broadway-tickets.com|promo'
 * @example formRateKey('203.0.113.9', undefined, 'consent') === '203.0.113.9|-|consent'
 */
export function formRateKey(
  clientAddress: string,
  site: { domain: string } | undefined,
  route: FormRoute,
): string {
  return `${clientAddress}|${site?.domain ?? NO_SITE}|${route}`;
}
