import { filter, type Client, type Content } from '@prismicio/client';
import { getPrivateContentClient } from '../../../lib/content/privateContent';
import { parsePromoDocument, type PromoCode } from '../rules/applyPromo';
import type { Site } from '../../../lib/sites/site';
import { logger } from '../../../lib/log/logger';

const log = logger('promo');

/**
 * Where promo codes are read: the private repository only (issue 20 §3, `src/lib/content/privateContent.ts`),
 * never the page's content client, whose repository could have an HTTP face.
 */
export type PromoContent = () => Promise<Pick<Client, 'get'>>;

/** The Prismic custom type of promo codes (spec 001 §1 "promo codes"). */
export const PROMO_CODES_TYPE = 'promo_codes';
/** Codes are the same in every language: they are kept once, in the master locale. */
export const PROMO_CODES_LOCALE = 'en-us';
const PAGE_SIZE = 100;

/**
 * The site's promo codes in ONE query of the private repository (`promo_codes` documents whose `site` is
 * the site's domain, master locale). A document that cannot be a code is logged and left out; a failing
 * query, or no private repository (a public one is refused), is logged and answers 'failed' (the booking
 * box then says codes cannot be checked now; the page stays up).
 * @example await loadPromoCodes(site) → [{ code: 'LYCEUM10', type: 'PERCENTAGE', value: 10, cap: 15, … }]
 */
export async function loadPromoCodes(
  site: Pick<Site, 'domain'>,
  promoContent: PromoContent = getPrivateContentClient,
): Promise<PromoCode[] | 'failed'> {
  const { domain } = site;
  try {
    const content = await promoContent();
    const answer = await content.get<Content.PromoCodesDocument>({
      filters: [
        filter.at('document.type', PROMO_CODES_TYPE),
        filter.at(`my.${PROMO_CODES_TYPE}.site`, domain),
      ],
      lang: PROMO_CODES_LOCALE,
      pageSize: PAGE_SIZE,
    });
    if (answer.total_pages > 1) log.warn(`more than ${PAGE_SIZE} codes for ${domain}; some left out`);
    return answer.results.flatMap((document) => {
      const code = parsePromoDocument(document.data);
      if (!code) log.warn(`document ${document.id} is not a valid promo code; left out`);
      return code ?? [];
    });
  } catch (error) {
    log.error({ err: error }, `codes of ${domain} could not be loaded`);
    return 'failed';
  }
}
