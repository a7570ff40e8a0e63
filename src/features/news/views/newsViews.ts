import { buildPagePath, segmentsOfUid } from '../../../lib/rules/routing/pagePath';
import { formatIsoDate } from '../../../lib/rules/dates/formatIsoDate';
import { getLanguage } from '../../../lib/i18n/languages';
import { formatStars } from '../rules/newsItem';
import { ratingStars, type Star } from '../../../lib/rules/reviews/ratingStars';
import type { PageContext } from '../../../lib/request/pageContext';
import type { NewsArticle } from './newsDocument';

/** An article as the news pages show it (teaser, featured story, article header). */
export interface NewsTeaserView extends NewsArticle {
  href: string;
  sectionLabel: string;
  /** 'By Eleanor Hart', when the article names its author. */
  byline: string | undefined;
  /** The publication day in the page's language ('Mar 2, 2026', '2 مارس 2026'). */
  dateText: string;
  /** 'Updated Mar 4, 2026' when it changed on a later day. */
  updatedText: string | undefined;
  readingTime: string;
  /** The critic's stars of a review. */
  stars: { stars: Star[]; label: string } | undefined;
  /** The video's accessible name ('Trailer: Wicked extends…'). */
  trailerLabel: string;
}

/**
 * The view of an article in the page's language: its link, section label, byline, dates, reading
 * time, critic's stars and trailer label.
 * @example teaserView(article, context).href === '/ar/news/wicked-extends-booking/'
 */
export function teaserView(
  article: NewsArticle,
  context: Pick<PageContext, 'language' | 't' | 'site'>,
): NewsTeaserView {
  const { language, t } = context;
  const segments = segmentsOfUid(article.uid, context.site.domain) ?? [];
  const modifiedDay = article.modified.slice(0, 10);
  return {
    ...article,
    href: buildPagePath(language, segments),
    sectionLabel: t(`news.section.${article.section}`),
    byline: article.author ? t('news.by', { author: article.author }) : undefined,
    dateText: formatIsoDate(article.publishedDay, language, context.site.countryCode),
    updatedText:
      modifiedDay > article.publishedDay
        ? t('news.updated', { date: formatIsoDate(modifiedDay, language, context.site.countryCode) })
        : undefined,
    readingTime: t('news.readingTime', { count: article.readingMinutes }),
    stars:
      article.rating === undefined
        ? undefined
        : {
            stars: ratingStars(article.rating),
            label: t('news.criticRating', {
              rating: formatStars(article.rating, getLanguage(language).bcp47),
            }),
          },
    trailerLabel: t('news.trailerOf', { title: article.headline }),
  };
}
