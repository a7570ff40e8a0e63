import { getLanguage, type LanguageCode } from '../../i18n/languages';
import { cachedBy } from '../../rules/cachedBy';
import type { Translate } from '../../i18n/translator';
import { reviewsEmptyState } from '../../rules/reviews/reviewOptionLabel';
import { paginate } from '../../rules/pagination/paginate';
import { paginationView, type PaginationView } from '../paginationView';
import type { ReviewAnswer } from './reviewAnswer';
import { REVIEWS_PER_PAGE } from './reviewCall';
import { reviewItemView, type ReviewItemView } from './reviewItemView';
import { reviewControls, type ReviewLink } from './reviewControls';
import { atPage, reviewsHref, withoutFilters } from './reviewLinks';
import { hasReviewFilter, type ReviewPageQuery } from './reviewPageQuery';
import {
  reviewSummary,
  reviewsStructuredData,
  type ReviewsStructuredData,
  type ReviewSummaryView,
} from './reviewSummary';
import { canFilter, type ReviewSource } from './reviewSource';

export type { ReviewsStructuredData, ReviewSummaryView } from './reviewSummary';

/** ok: reviews shown; empty: none match the filters; none: no reviews at all; failed: the call failed. */
export type ReviewsState = 'ok' | 'empty' | 'none' | 'failed';

export interface ReviewsView {
  state: ReviewsState;
  source: ReviewSource;
  /** The state shown (page clamped to the last page). */
  query: ReviewPageQuery;
  summary: ReviewSummaryView | undefined;
  /** Sort and filter links; empty for sources whose call cannot sort or filter. */
  sorts: ReviewLink[];
  filters: ReviewLink[];
  items: ReviewItemView[];
  /** "Showing 11–20 of 94 reviews". */
  range: string | undefined;
  /**
   * The range's numbers and its text with `{from}` and `{to}` left in (the count filled): "Show more
   * reviews" rewrites the range in the browser as reviews are appended.
   */
  rangeParts: { from: number; to: number; template: string } | undefined;
  pagination: PaginationView | undefined;
  emptyState: { message: string; action: string; href: string } | undefined;
  /** "Showing reviews written in English.": the language of the reviews listed (the page's or English). */
  writtenIn: string | undefined;
  structured: ReviewsStructuredData | undefined;
}

export interface ReviewsViewInput {
  source: ReviewSource;
  query: ReviewPageQuery;
  /** The parsed answer; undefined when the call failed or answered no review list. */
  answer: ReviewAnswer | undefined;
  /** The page's URL: links keep its path and other query parameters. */
  url: URL;
  language: LanguageCode;
  /** The language the reviews were asked in. */
  reviewLanguage: LanguageCode;
  t: Translate;
  /** The site's country: the region of the review dates (i18n/dateLocale). */
  region?: string | undefined;
}

const languageNames = new Map<LanguageCode, Intl.DisplayNames>();
/** A language's name in another (20 × 20 at most, each asked by every review shown: written once). */
const namesOf = new Map<string, string>();
const languageName = (of: LanguageCode, language: LanguageCode): string =>
  cachedBy(
    namesOf,
    `${of}|${language}`,
    () =>
      cachedBy(
        languageNames,
        language,
        () => new Intl.DisplayNames(getLanguage(language).bcp47, { type: 'language' }),
      ).of(getLanguage(of).bcp47) ?? getLanguage(of).displayName,
  );

/**
 * The review section's view model from one catalogue answer (pure): the rating summary with the trust
 * badge rule, the reviews of the page, sort and filter links (product reviews only), pagination links,
 * the empty state of spec 001 §8 with its "Show all reviews" link, and the data structured data needs.
 * @example buildReviewsView({ source, query, answer: undefined, url, language: 'en', reviewLanguage: 'en', t }).state === 'failed'
 */
export function buildReviewsView(input: ReviewsViewInput): ReviewsView {
  const { source, query, answer, url, language, t } = input;
  const failed = {
    state: 'failed' as const,
    source,
    query,
    summary: undefined,
    sorts: [],
    filters: [],
    items: [],
    range: undefined,
    rangeParts: undefined,
    pagination: undefined,
    emptyState: undefined,
    writtenIn: undefined,
    structured: undefined,
  };
  if (!answer) return failed;
  const summary = reviewSummary(answer, language, t);
  const filtered = hasReviewFilter(query);
  const state: ReviewsState = answer.total > 0 ? 'ok' : filtered ? 'empty' : 'none';
  const pages = paginate(answer.total, REVIEWS_PER_PAGE, query.page);
  const items = answer.items.map((item) => reviewItemView(item, language, t, input.region));
  const controls =
    canFilter(source) && state !== 'none' ? reviewControls(query, url, language, t) : undefined;
  const empty = reviewsEmptyState(language);
  return {
    ...failed,
    state,
    summary,
    sorts: controls?.sorts ?? [],
    filters: controls?.filters ?? [],
    items,
    range:
      state === 'ok'
        ? t('reviews.range', { from: pages.from, to: pages.to, count: answer.total })
        : undefined,
    rangeParts:
      state === 'ok'
        ? {
            from: pages.from,
            to: pages.to,
            template: t('reviews.range', { from: '{from}', to: '{to}', count: answer.total }),
          }
        : undefined,
    pagination:
      pages.last > 1 ? paginationView(pages, (page) => reviewsHref(url, atPage(query, page))) : undefined,
    emptyState: state === 'empty' ? { ...empty, href: reviewsHref(url, withoutFilters(query)) } : undefined,
    // Always said: the reviews listed are those written in one language, fewer than the ratings counted
    // above them (issue 22: "87 written reviews" is not a second count of the same thing).
    writtenIn:
      state === 'ok'
        ? t('reviews.writtenIn', { language: languageName(input.reviewLanguage, language) })
        : undefined,
    structured: summary && reviewsStructuredData(summary, items, input.reviewLanguage),
  };
}
