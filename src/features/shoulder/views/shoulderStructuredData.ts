import { absoluteUrl, faqPage, touristAttraction } from '../../../lib/seo/jsonLd';
import type { ShoulderPageView } from './shoulderPage';

/**
 * A shoulder page's own entities: a TouristAttraction for each A and B sub-attraction (a sight worth
 * its own entry; C items are passing mentions) with its page, or its place on this page, as URL; and
 * the body's FAQ as an FAQPage.
 * @example shoulderEntities(view, 'https://x.com/what-to-see/').map((entity) => entity['@type'])
 */
export function shoulderEntities(view: ShoulderPageView, pageUrl: string): object[] {
  const sights = [...view.subAttractions.A, ...view.subAttractions.B].map((item) =>
    touristAttraction({
      name: item.name,
      description: item.text,
      url: absoluteUrl(item.href, pageUrl) ?? `${pageUrl}#${item.id}`,
      image: item.image?.src,
    }),
  );
  const faq = faqPage(view.faq);
  return [...sights, faq].filter((entity): entity is NonNullable<typeof entity> => entity !== undefined);
}
