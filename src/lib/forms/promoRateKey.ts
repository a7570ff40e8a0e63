/**
 * The rate-limit key of promo-code attempts: one bucket per client address and host, shared by every
 * show page of the site (guessing across pages draws on the same tokens), apart from the forms' buckets.
 * @example promoRateKey('203.0.113.9', new URL('http://broadway.localhost/hamilton/?promo=X')) === '203.0.113.9|broadway.localhost|promo'
 */
export function promoRateKey(clientAddress: string, url: URL): string {
  return `${clientAddress}|${url.host.toLowerCase()}|promo`;
}
