const BOT_PATTERN =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|telegram|lighthouse|headlesschrome\/.*pagespeed|google-inspectiontool|mediapartners-google|apis-google/i;

/**
 * Whether a user agent is a search or preview bot (lazy content then renders at once).
 * @example isBot('Mozilla/5.0 (compatible; Googlebot/2.1)') === true
 */
export function isBot(userAgent: string | null | undefined): boolean {
  return typeof userAgent === 'string' && BOT_PATTERN.test(userAgent);
}
