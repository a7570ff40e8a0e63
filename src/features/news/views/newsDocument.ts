import { z } from 'zod';
import { richTextToPlain } from '../../../lib/content/richText';
import { parsePrismicTimestamp } from '../../../lib/content/prismicTimestamp';
import { MEDIA_SIZES, mediaPath, parseMediaPath } from '@storefront/catalogue/contract';
import { isoDate, isoDuration } from '../../../lib/seo/jsonLd/isoValues';
import { criticRating, newsSection, type NewsItem } from '../rules/newsItem';
import { readingMinutes } from '../rules/readingTime';
import { logger } from '../../../lib/log/logger';

const logs = logger('news');

/** A `news_page` document is the hub that lists articles (`news_role: "hub"`) or an article. */
export type NewsRole = 'hub' | 'article';

/** The fields of a content document an article is read from (a PrismicDocument has them all). */
export interface NewsDocumentInput {
  uid: string;
  data: Record<string, unknown>;
  first_publication_date?: string | null | undefined;
  last_publication_date?: string | null | undefined;
}

export interface NewsImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface NewsTrailer {
  /** Our own clip, `/media/videos/<name>.mp4` or `.webm`. */
  src: string;
  poster: string;
  /** ISO 8601 duration (`PT8S`), when the document gives one. */
  duration: string | undefined;
  /** ISO 8601 date, when the document gives one. */
  uploadDate: string | undefined;
}

/** An article as read from its document: the rules' `NewsItem` plus what the pages show. */
export interface NewsArticle extends NewsItem {
  headline: string;
  standfirst: string;
  author: string | undefined;
  /** When it was last changed (ISO 8601), never before `published`. */
  modified: string;
  /** The day it was published, YYYY-MM-DD, as written (for the page's date format). */
  publishedDay: string;
  image: NewsImage;
  trailer: NewsTrailer | undefined;
}

/**
 * Whether a `news_page` document is the news hub or an article: `news_role: "hub"` (any case) makes
 * the hub; anything else is an article.
 * @example newsRole({ news_role: 'Hub' }) === 'hub'; newsRole({}) === 'article'
 */
export function newsRole(data: Record<string, unknown>): NewsRole {
  const role = data['news_role'];
  return typeof role === 'string' && role.trim().toLowerCase() === 'hub' ? 'hub' : 'article';
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const tgidSchema = z
  .union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)])
  .pipe(z.number().int().positive().max(2_147_483_647));
const OWN_VIDEO = /^\/media\/videos\/[a-z0-9]+(?:-[a-z0-9]+)*\.(?:mp4|webm)$/;

/**
 * The catalogue product (show) an article is about: its `tgid`, a positive whole number or numeric text.
 * @example newsTgid({ tgid: '10002' }) === 10002; newsTgid({ tgid: 'wicked' }) === undefined
 */
export function newsTgid(data: Record<string, unknown>): number | undefined {
  const tgid = tgidSchema.safeParse(data['tgid']);
  return tgid.success ? tgid.data : undefined;
}

/** An ISO instant of a Prismic timestamp or ISO date-time; undefined when unreadable. */
function timestamp(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const date = parsePrismicTimestamp(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().replace('.000Z', 'Z');
}

/** Our media endpoint's image at a path, with its scheme size; undefined for anything else. */
function ownImage(path: string, alt: string): NewsImage | undefined {
  const ref = parseMediaPath(path);
  return ref ? { src: path, alt, ...MEDIA_SIZES[ref.kind] } : undefined;
}

/**
 * The article's own picture: its `image` on our media endpoint, else the first picture of the show it
 * is about; undefined when it has neither (the page then shows the city's picture).
 * @example articleImagePath({ tgid: 10002 }) === '/media/tour-groups/10002/0.webp'
 */
export function articleImagePath(data: Record<string, unknown>): string | undefined {
  const own = text(data['image']);
  if (parseMediaPath(own)) return own;
  const tgid = newsTgid(data);
  return tgid ? mediaPath({ kind: 'tourGroup', tgid, index: 0 }) : undefined;
}

/**
 * The lead image: the document's `image` when it is a picture of our media endpoint, else the first
 * picture of the show it is about (`tgid`), else the site's city picture.
 * @example leadImage({ tgid: 10002 }, 'LONDON').src === '/media/tour-groups/10002/0.webp'
 */
export function leadImage(data: Record<string, unknown>, cityCode: string | undefined): NewsImage {
  const own = text(data['image']);
  if (parseMediaPath(own)) return ownImage(own, text(data['image_alt'])) as NewsImage;
  const fallback =
    articleImagePath(data) ??
    mediaPath(cityCode ? { kind: 'city', cityCode } : { kind: 'banner', cityCode: null, index: 0 });
  return ownImage(fallback, '') ?? { src: fallback, alt: '', ...MEDIA_SIZES.city };
}

/**
 * The article's trailer: `trailer_url` must be one of the project's own clips
 * (`/media/videos/<name>.mp4`); `trailer_duration` (ISO 8601 or seconds) and `trailer_upload_date`
 * (YYYY-MM-DD) are optional, but structured data needs both; the poster is `trailer_poster` (our
 * media) or the lead image.
 * @example trailerOf({ trailer_url: '/media/videos/london.mp4', trailer_duration: 8 }, image).duration === 'PT8S'
 */
export function trailerOf(data: Record<string, unknown>, image: NewsImage): NewsTrailer | undefined {
  const src = text(data['trailer_url']);
  if (!OWN_VIDEO.test(src)) return undefined;
  const duration = data['trailer_duration'];
  return {
    src,
    poster: ownImage(text(data['trailer_poster']), '')?.src ?? image.src,
    duration: isoDuration(
      typeof duration === 'number' || typeof duration === 'string' ? duration : undefined,
    ),
    uploadDate: isoDate(text(data['trailer_upload_date'])),
  };
}

/**
 * An article of a news hub read from its document. The publication date is the `published` field
 * (YYYY-MM-DD or an ISO date-time), else the document's first publication; an article with neither
 * is left out (undefined) with a warning, since it cannot be placed in the listing.
 * @example parseNewsArticle({ uid: 'x.com.news.a', data: { title: [...], published: '2026-03-02', section: 'casting' } }, 'LONDON')?.section === 'casting'
 */
export function parseNewsArticle(
  document: NewsDocumentInput,
  cityCode: string | undefined,
  log: (message: string) => void = (message: string) => logs.warn(message),
): NewsArticle | undefined {
  const { data } = document;
  const written = text(data['published']);
  const published = isoDate(written) ?? timestamp(document.first_publication_date);
  if (!published) {
    log(`[news] ${document.uid} has no publication date; left out of the listings`);
    return undefined;
  }
  const lastChange = timestamp(document.last_publication_date);
  const modified = lastChange && Date.parse(lastChange) > Date.parse(published) ? lastChange : published;
  const image = leadImage(data, cityCode);
  const trailer = trailerOf(data, image);
  const section = newsSection(data['section']);
  const headline = richTextToPlain(data['title']).trim();
  const standfirst = text(data['standfirst']) || text(data['meta_description']);
  return {
    uid: document.uid,
    published,
    publishedDay: (isoDate(written) ?? document.first_publication_date ?? published).slice(0, 10),
    modified,
    featured: data['featured'] === true || data['featured'] === 'true' || data['featured'] === 'Yes',
    section,
    tgid: newsTgid(data),
    rating: section === 'review' ? criticRating(data['star_rating']) : undefined,
    hasTrailer: trailer !== undefined,
    readingMinutes: readingMinutes(`${standfirst} ${richTextToPlain(data['body'])}`),
    headline,
    standfirst,
    author: text(data['author']) || undefined,
    image,
    trailer,
  };
}
