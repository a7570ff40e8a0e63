/** The booking-flow steps an editor may send a card to (spec 000 §2 suffixes). */
const ALLOWED = ['select/', 'select/pax/', 'seatmap/', 'svg/', 'seatmap-iframe/'] as const;

/**
 * A product_cards slice's `cta_url_suffix` applied to a booking URL: the step after /book/{tgid}/
 * replaced by the editor's, keeping the query. Unknown suffixes and non-booking URLs are left alone.
 * @example withCtaUrlSuffix('https://book.example.com/book/7/seatmap/?currencyCode=EUR', 'select') === 'https://book.example.com/book/7/select/?currencyCode=EUR'
 */
export function withCtaUrlSuffix(href: string, suffix: string | undefined): string {
  const wanted = `${(suffix ?? '').trim().replace(/^\/+|\/+$/g, '')}/`;
  if (!(ALLOWED as readonly string[]).includes(wanted)) return href;
  const match = /^(.*\/book\/\d+\/)[^?#]*(.*)$/.exec(href);
  return match ? `${match[1]}${wanted}${match[2]}` : href;
}
