import type { NewsArticle, WithContext } from 'schema-dts';
import { isoDate } from './isoValues';
import { absoluteUrls, SCHEMA_CONTEXT } from './common';
import { organizationId } from './organization';

/** Google shows at most this many characters of a headline. */
export const MAX_HEADLINE = 110;

export interface NewsArticleInput {
  headline: string;
  description?: string | undefined;
  /** ISO 8601 date or date-time. */
  datePublished: string;
  dateModified?: string | undefined;
  /** A person's name; the site itself is the author when there is none. */
  author?: string | undefined;
  /** Image URLs, absolute or root-relative (resolved against `url`). */
  images: readonly string[];
  /** Absolute URL of the article. */
  url: string;
  /** The publishing site: its name and origin (the Organization node's `@id`). */
  publisher: { name: string; origin: string };
  /** BCP 47 language of the article, e.g. `ar-AE`. */
  inLanguage: string;
  section?: string | undefined;
}

/**
 * An article's NewsArticle (Google's article rich result): headline (cut to 110 characters at a word),
 * publication and modification dates, author (a Person, else the site), images, and the site's
 * Organization as publisher; undefined without a headline or a readable publication date.
 * @example newsArticle({ headline: 'Wicked extends', datePublished: '2026-03-02', images: [], url: 'https://x.com/news/a/', publisher: { name: 'X', origin: 'https://x.com' }, inLanguage: 'en-US' })?.['@type'] === 'NewsArticle'
 */
export function newsArticle(input: NewsArticleInput): WithContext<NewsArticle> | undefined {
  const full = input.headline.trim();
  const datePublished = isoDate(input.datePublished);
  if (full === '' || !datePublished) return undefined;
  const headline =
    full.length <= MAX_HEADLINE ? full : `${full.slice(0, MAX_HEADLINE - 1).replace(/\s+\S*$/, '')}…`;
  const modified = isoDate(input.dateModified);
  const dateModified =
    modified &&
    Date.parse(modified.length === 10 ? `${modified}T00:00:00Z` : modified) >=
      Date.parse(datePublished.length === 10 ? `${datePublished}T00:00:00Z` : datePublished)
      ? modified
      : datePublished;
  const images = absoluteUrls(input.images, input.url);
  const publisher = {
    '@type': 'Organization' as const,
    '@id': organizationId(input.publisher.origin),
    name: input.publisher.name,
    url: new URL('/', input.publisher.origin).href,
  };
  const author = input.author?.trim();
  const description = input.description?.trim();
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'NewsArticle',
    headline,
    ...(description && { description }),
    datePublished,
    dateModified,
    author: author ? { '@type': 'Person', name: author } : publisher,
    ...(images.length > 0 && { image: images }),
    publisher,
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    url: input.url,
    inLanguage: input.inLanguage,
    ...(input.section && { articleSection: input.section }),
  };
}
