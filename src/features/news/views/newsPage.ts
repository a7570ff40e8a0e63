import { buildPagePath } from '../../../lib/rules/routing/pagePath';
import { productCard } from '../../../lib/rules/card/productCard';
import type { TourGroup } from '../../../lib/rules/catalogueTypes';
import { formatRating } from '../../../lib/rules/reviews/formatRating';
import { sortNewest } from '../rules/newsOrder';
import { newsPageHref, pageOf, requestedPage } from '../rules/newsPaging';
import {
  pickFeatured,
  pickMoreReads,
  pickRecent,
  pickReviews,
  pickTrailers,
  relatedReads,
} from '../rules/newsPicks';
import { buildCards, type CardView } from '../../../lib/cards/buildCards';
import { showPageUids } from '../../../lib/cards/showPageLookup';
import { listNewsDocuments, articlesOf } from './newsListing';
import { newsRole, newsTgid, parseNewsArticle, type NewsArticle } from './newsDocument';
import { teaserView, type NewsTeaserView } from './newsViews';
import { loadPageBase, type PageBase, type PageDocument } from '../../../lib/views/pageBase';
import { answerParams, type PageContext } from '../../../lib/request/pageContext';
import type { SectionState } from '../../../lib/views/slices/sliceViews';
import type { PaginationView } from '../../../lib/views/paginationView';

export interface NewsReviewView extends NewsTeaserView {
  /** The show's customer rating from the catalogue ('Audience rating: 4.6 out of 5', '12,480 reviews'). */
  audience: { label: string; count: string } | undefined;
}

/** The hub's page links (every page: a hub has a few), with the page shown and their number. */
export interface NewsPaginationView extends PaginationView {
  page: number;
  pages: number;
}

export interface NewsHubView {
  kind: 'news';
  role: 'hub';
  base: PageBase;
  /** `failed` when the articles could not be listed, `empty` when there are none. */
  state: SectionState;
  /** The hub's own path (page 1). */
  path: string;
  featured: NewsTeaserView | undefined;
  all: NewsTeaserView[];
  pagination: NewsPaginationView;
  /** A `?page=` past the last page: the page answers 404 with a way back. */
  outOfRange: boolean;
  moreReads: NewsTeaserView[];
  trailers: NewsTeaserView[];
  reviews: NewsReviewView[];
  recent: NewsTeaserView[];
}

export interface NewsArticleView {
  kind: 'news';
  role: 'article';
  base: PageBase;
  /** Undefined only when the article has no publication date at all. */
  article: NewsTeaserView | undefined;
  /** The show the article is about, as a product card; undefined when it names none. */
  book: { state: SectionState; cards: CardView[] } | undefined;
  moreReads: NewsTeaserView[];
  recent: NewsTeaserView[];
}

export type NewsPageView = NewsHubView | NewsArticleView;

const noLog = () => undefined;

function pagination(path: string, page: number, pages: number): NewsPaginationView {
  return {
    page,
    pages,
    previous: page > 1 && page <= pages ? newsPageHref(path, page - 1) : undefined,
    next: page < pages ? newsPageHref(path, page + 1) : undefined,
    entries: Array.from({ length: pages }, (_, index) => ({
      kind: 'page',
      page: index + 1,
      href: newsPageHref(path, index + 1),
      current: index + 1 === page,
    })),
  };
}

/** The customer ratings of the reviewed shows, one catalogue call per show (cached by the client). */
async function audienceRatings(
  reviews: readonly NewsArticle[],
  context: PageContext,
): Promise<Map<number, NewsReviewView['audience']>> {
  const tgids = [...new Set(reviews.flatMap((review) => (review.tgid ? [review.tgid] : [])))];
  const groups = await Promise.all(
    tgids.map((tgid) => context.catalogue.getTourGroup(tgid, answerParams(context), context.request)),
  );
  const ratings = new Map<number, NewsReviewView['audience']>();
  groups.forEach((group, index) => {
    const tgid = tgids[index];
    if (!group || tgid === undefined) return;
    const card = productCard(group as unknown as TourGroup, {
      lang: context.language,
      host: context.host,
      showPageUids: new Map(),
    });
    if (card.averageRating === undefined || card.ratingCount === 0) return;
    ratings.set(tgid, {
      label: context.t('news.audienceRating', { rating: formatRating(card.averageRating, context.language) }),
      count: context.t('rules.reviews.count', { count: card.ratingCount }),
    });
  });
  return ratings;
}

async function loadHub(page: PageDocument, url: URL, context: PageContext): Promise<NewsHubView> {
  const [base, documents] = await Promise.all([
    loadPageBase(page, context),
    listNewsDocuments(context.content, context.locale),
  ]);
  const articles = articlesOf(documents ?? [], page.segments, context.site.domain, context.site.cityCode);
  const asked = requestedPage(url.searchParams);
  const featured = pickFeatured(articles);
  const listed = sortNewest(articles.filter((article) => article.uid !== featured?.uid));
  const paging = pageOf(listed, asked.kind === 'page' ? asked.page : 1);
  const firstPage = paging.page === 1;
  const reviews = firstPage ? pickReviews(articles) : [];
  const ratings = await audienceRatings(reviews, context);
  const view = (article: NewsArticle) => teaserView(article, context);
  const path = buildPagePath(context.language, page.segments);
  return {
    kind: 'news',
    role: 'hub',
    base,
    state: !documents ? 'failed' : articles.length === 0 ? 'empty' : 'ok',
    path,
    featured: firstPage && featured ? view(featured) : undefined,
    all: paging.items.map(view),
    pagination: pagination(path, paging.page, paging.pages),
    outOfRange: paging.outOfRange,
    moreReads: firstPage ? pickMoreReads(articles, featured?.uid).map(view) : [],
    trailers: firstPage ? pickTrailers(articles).map(view) : [],
    reviews: reviews.map((review) => ({
      ...view(review),
      audience: review.tgid === undefined ? undefined : ratings.get(review.tgid),
    })),
    recent: pickRecent(articles).map(view),
  };
}

async function loadArticle(page: PageDocument, context: PageContext): Promise<NewsArticleView> {
  const tgid = newsTgid(page.data);
  const [base, documents, group, showPages] = await Promise.all([
    loadPageBase(page, context),
    listNewsDocuments(context.content, context.locale),
    tgid ? context.catalogue.getTourGroup(tgid, answerParams(context), context.request) : undefined,
    tgid
      ? showPageUids(context.content, [tgid], context.locale, context.site.domain)
      : new Map<number, string>(),
  ]);
  const siblings = articlesOf(
    documents ?? [],
    page.segments.slice(0, -1),
    context.site.domain,
    context.site.cityCode,
    noLog,
  );
  // The listing carries the document's own publication dates; the page document alone may not.
  const article =
    siblings.find((sibling) => sibling.uid === page.uid) ??
    parseNewsArticle({ uid: page.uid, data: page.data }, context.site.cityCode, noLog);
  const cards = group ? buildCards([group], showPages, context) : [];
  const view = (item: NewsArticle) => teaserView(item, context);
  return {
    kind: 'news',
    role: 'article',
    base,
    article: article ? view(article) : undefined,
    book: tgid ? { state: !group ? 'failed' : cards.length === 0 ? 'empty' : 'ok', cards } : undefined,
    moreReads: (article ? relatedReads(article, siblings) : pickRecent(siblings, page.uid, 3)).map(view),
    recent: pickRecent(siblings, page.uid).map(view),
  };
}

/**
 * A news page (spec 001 §2: featured, all news, more reads, trailers, recent, reviews). The hub
 * (`news_role: "hub"`) lists the articles one path segment below it: the featured story, all news ten
 * to a page (`?page=N`), the longest reads, trailers, critics' reviews with the show's audience rating,
 * and recent news. An article shows its header, lead image, trailer and body, a booking card of the
 * show it is about, related reads and recent news. The content listing and catalogue calls run in
 * parallel with the page's base; each part degrades alone.
 * @example await loadNewsPage({ uid: 'london-theatre-tickets.com.news', data: { news_role: 'hub' }, segments: ['news'] }, new URL('http://london-theatre.localhost/news/?page=2'), context)
 */
export async function loadNewsPage(
  page: PageDocument,
  url: URL,
  context: PageContext,
): Promise<NewsPageView> {
  return newsRole(page.data) === 'hub' ? loadHub(page, url, context) : loadArticle(page, context);
}
