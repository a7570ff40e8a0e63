import { filter } from '@prismicio/client';
import { parsePromoDocument, type PromoCode } from '../../rules/promo/applyPromo';
import type { PageContext } from '../pageContext';

/** The Prismic custom type of promo codes (spec 001 §1 "promo codes"). */
export const PROMO_CODES_TYPE = 'promo_codes';
/** Codes are the same in every language: they are kept once, in the master locale. */
export const PROMO_CODES_LOCALE = 'en-us';
const PAGE_SIZE = 100;

/**
 * The site's promo codes in ONE content query (`promo_codes` documents whose `site` is the site's
 * domain, master locale). A document that cannot be a code is logged and left out; a failing query is
 * logged and answers 'failed' (the booking box then says codes cannot be checked now; the page stays up).
 * @example await loadPromoCodes(context) → [{ code: 'LYCEUM10', type: 'PERCENTAGE', value: 10, cap: 15, … }]
 */
export async function loadPromoCodes(
  context: Pick<PageContext, 'content' | 'site'>,
): Promise<PromoCode[] | 'failed'> {
  const { domain } = context.site;
  try {
    const answer = await context.content.get({
      filters: [
        filter.at('document.type', PROMO_CODES_TYPE),
        filter.at(`my.${PROMO_CODES_TYPE}.site`, domain),
      ],
      lang: PROMO_CODES_LOCALE,
      pageSize: PAGE_SIZE,
    });
    if (answer.total_pages > 1)
      console.warn(`[promo] more than ${PAGE_SIZE} codes for ${domain}; some left out`);
    return answer.results.flatMap((document) => {
      const code = parsePromoDocument(document.data);
      if (!code) console.warn(`[promo] document ${document.id} is not a valid promo code; left out`);
      return code ?? [];
    });
  } catch (error) {
    console.error(new Error(`[promo] codes of ${domain} could not be loaded`, { cause: error }));
    return 'failed';
  }
}
