import type { PageContext } from '../../request/pageContext';
import { lastPage } from '../../rules/pagination/paginate';
import { parseReviewAnswer, type ReviewAnswer } from './reviewAnswer';
import { fetchReviews, reviewCallParams, reviewLanguage, REVIEWS_PER_PAGE } from './reviewCall';
import { atPage } from './reviewLinks';
import { DEFAULT_REVIEW_PAGE_QUERY, parseReviewPageQuery, type ReviewPageQuery } from './reviewPageQuery';
import { canFilter, type ReviewSource } from './reviewSource';
import { buildReviewsView, type ReviewsView } from './reviewsView';
import { logger } from '../../log/logger';

const log = logger('reviews');

export type { ReviewsView } from './reviewsView';
export type { ReviewSource } from './reviewSource';

async function ask(
  source: ReviewSource,
  query: ReviewPageQuery,
  context: PageContext,
): Promise<ReviewAnswer | undefined> {
  const language = reviewLanguage(context.language);
  const raw = await fetchReviews(
    context.catalogue,
    source,
    reviewCallParams(source, query, language),
    context.request,
  );
  const answer = parseReviewAnswer(raw);
  // A failed call is already logged by the client (it answers undefined or null); an answer that is
  // not a review list is logged here.
  if (raw && !answer) log.error(`${source.kind} reviews answer unreadable; section degraded`);
  return answer;
}

/**
 * The review section of a page, for a product, a collection or a city's (sub-)category: reads the
 * section's state from the URL (`sort`, `filter-reviews`, `page`; bad values fall back), asks the
 * catalogue for one page of reviews in the page's language (English when reviews are not written in
 * it), and builds the view. A page past the last is answered with the last page (one more call). A
 * failed call gives the `failed` state; the page stays up. Sources whose call cannot sort or filter
 * ignore those parameters and show no such links.
 * @example await loadReviews({ kind: 'product', tgid: 10002 }, new URL('https://x.com/reviews/?page=2'), context)
 */
export async function loadReviews(
  source: ReviewSource,
  url: URL,
  context: PageContext,
): Promise<ReviewsView> {
  const asked = parseReviewPageQuery(url.searchParams);
  let query = canFilter(source) ? asked : atPage(DEFAULT_REVIEW_PAGE_QUERY, asked.page);
  let answer = await ask(source, query, context);
  if (answer && answer.items.length === 0 && answer.total > 0) {
    const last = lastPage(answer.total, REVIEWS_PER_PAGE);
    if (query.page > last) {
      query = atPage(query, last);
      answer = await ask(source, query, context);
    }
  }
  return buildReviewsView({
    source,
    query,
    answer,
    url,
    language: context.language,
    reviewLanguage: reviewLanguage(context.language),
    t: context.t,
    region: context.site.countryCode,
  });
}
