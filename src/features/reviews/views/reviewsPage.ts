import { loadPageBase, type PageBase, type PageDocument } from '../../../lib/views/pageBase';
import type { PageContext } from '../../../lib/request/pageContext';
import { loadReviews } from '../../../lib/views/reviews/loadReviews';
import { reviewSourceOf, type ReviewSource } from '../../../lib/views/reviews/reviewSource';
import type { ReviewsView } from '../../../lib/views/reviews/reviewsView';
import { logger } from '../../../lib/log/logger';

const log = logger('reviews');

export interface ReviewsPageView {
  kind: 'reviews';
  base: PageBase;
  /** What the page reviews; undefined when the document names nothing usable. */
  source: ReviewSource | undefined;
  reviews: ReviewsView | undefined;
}

/**
 * A reviews page (`reviews_page` document, spec 001 §2): its page base and the full review section of
 * the product (`tgid`), collection (`tagged_collection`) or city (sub-)category the document names,
 * loaded in parallel. A document naming nothing is logged and shows its content only.
 * @example await loadReviewsPage({ uid: 'london-theatre-tickets.com.reviews', data: { tgid: 10002 }, segments: ['reviews'] }, url, context)
 */
export async function loadReviewsPage(
  page: PageDocument,
  url: URL,
  context: PageContext,
): Promise<ReviewsPageView> {
  const source = reviewSourceOf(page.data, context.site.cityCode);
  if (!source) log.error(`reviews_page ${page.uid} names no tgid, collection or category`);
  const [base, reviews] = await Promise.all([
    loadPageBase(page, context),
    source ? loadReviews(source, url, context) : undefined,
  ]);
  return { kind: 'reviews', base, source, reviews };
}
