/** The query parameter of the booking box's promo form (a GET form: the applied state is in the URL). */
export const PROMO_PARAM = 'promo';

/** Longest value read from the URL: real codes are at most 40 characters (`parsePromoDocument`). */
export const PROMO_MAX_LENGTH = 40;

/** C0 control characters and DEL: never part of a code, dropped from what is echoed. */
const isControl = (char: string): boolean => {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
};

/**
 * The code a visitor typed, from the page's query: trimmed, control characters dropped, cut at 40
 * characters; undefined when absent or blank. The value is shown back as typed (escaped by Astro).
 * @example promoInput(new URLSearchParams('promo=%20lyceum10%20')) === 'lyceum10'
 */
export function promoInput(params: URLSearchParams): string | undefined {
  const raw = params.get(PROMO_PARAM);
  if (raw === null) return undefined;
  const value = [...raw]
    .filter((char) => !isControl(char))
    .join('')
    .trim()
    .slice(0, PROMO_MAX_LENGTH)
    .trim();
  return value || undefined;
}

/**
 * The page's URL without the promo parameter (the "remove" link), other parameters kept.
 * @example withoutPromo(new URL('http://x/wicked/?promo=A&sort=new')) === '/wicked/?sort=new'
 */
export function withoutPromo(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete(PROMO_PARAM);
  const query = params.toString();
  return `${url.pathname}${query ? `?${query}` : ''}`;
}
