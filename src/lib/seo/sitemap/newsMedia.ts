import { richTextToPlain } from '../../content/richText';
import { articleImagePath, leadImage, newsRole, trailerOf } from '../../../features/news/views/newsDocument';
import { absoluteUrl, videoObject } from '../jsonLd';
import { durationSeconds } from '../jsonLd/isoValues';
import type { IndexablePage } from './indexablePages';
import type { SitemapVideos } from './videosSitemap';

const isArticle = (page: IndexablePage) =>
  page.document.type === 'news_page' && newsRole(page.document.data) === 'article';

/**
 * The picture of a news article page for the image sitemap: its own `image` or its show's first
 * picture, absolute; undefined for hubs, other pages and articles without either.
 * @example newsImage(wickedArticlePage) === 'https://london-theatre-tickets.com/media/tour-groups/10002/1.webp'
 */
export function newsImage(page: IndexablePage): string | undefined {
  if (!isArticle(page)) return undefined;
  return absoluteUrl(articleImagePath(page.document.data), page.loc);
}

/**
 * The trailers of news article pages for the video sitemap: our own clip with its duration and upload
 * date (the rule of the page's VideoObject), titled by the headline, described by the standfirst.
 * @example newsVideos(pages)[0].videos[0].durationSeconds === 8
 */
export function newsVideos(pages: readonly IndexablePage[]): SitemapVideos[] {
  return pages.filter(isArticle).flatMap((page) => {
    const { data } = page.document;
    const trailer = trailerOf(data, leadImage(data, undefined));
    const title = richTextToPlain(data['title']).trim();
    const description = String(data['standfirst'] ?? '').trim() || title;
    const structured =
      trailer &&
      videoObject({
        name: title,
        description,
        url: trailer.src,
        duration: trailer.duration,
        uploadDate: trailer.uploadDate,
        thumbnailUrl: trailer.poster,
        pageUrl: page.loc,
      });
    if (!structured || typeof structured.thumbnailUrl !== 'string') return [];
    return [
      {
        loc: page.loc,
        videos: [
          {
            contentLoc: String(structured.contentUrl),
            thumbnailLoc: structured.thumbnailUrl,
            title,
            description,
            durationSeconds: durationSeconds(String(structured.duration)),
            publicationDate: String(structured.uploadDate),
          },
        ],
      },
    ];
  });
}
