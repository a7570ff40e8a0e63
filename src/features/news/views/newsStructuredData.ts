import { getLanguage, type LanguageCode } from '../../../lib/i18n/languages';
import { absoluteUrl, itemList, newsArticle, videoObject } from '../../../lib/seo/jsonLd';
import { siteText, type Site } from '../../../lib/sites/site';
import type { NewsPageView } from './newsPage';
import type { NewsTeaserView } from './newsViews';

/**
 * The JSON-LD of a news page (spec 000 §5): an article's NewsArticle and its trailer's VideoObject
 * (only with url, duration and upload date); the hub's ItemList of the articles it shows, in page
 * order (featured story first on page 1). BreadcrumbList, Organization and WebSite come from the
 * shared builder.
 * @example newsEntities(articleView, { site, origin: 'https://x.com', language: 'en' }, 'https://x.com/news/a/')[0]['@type'] === 'NewsArticle'
 */
export function newsEntities(
  view: NewsPageView,
  context: { site: Site; origin: string; language: LanguageCode },
  pageUrl: string,
): object[] {
  const { origin } = context;
  const trailer = (article: NewsTeaserView, url: string) =>
    article.trailer &&
    videoObject({
      name: article.trailerLabel,
      description: article.standfirst || undefined,
      url: article.trailer.src,
      duration: article.trailer.duration,
      uploadDate: article.trailer.uploadDate,
      thumbnailUrl: article.trailer.poster,
      pageUrl: url,
    });
  if (view.role === 'article') {
    const article = view.article;
    if (!article) return [];
    const entities = [
      newsArticle({
        headline: article.headline,
        description: article.standfirst,
        datePublished: article.published,
        dateModified: article.modified,
        author: article.author,
        images: [article.image.src],
        url: pageUrl,
        publisher: { name: siteText(context.site, context.language).name, origin },
        inLanguage: getLanguage(context.language).bcp47,
        section: article.sectionLabel,
      }),
      trailer(article, pageUrl),
    ];
    return entities.filter((entity): entity is NonNullable<typeof entity> => !!entity);
  }
  const shown = [...(view.featured ? [view.featured] : []), ...view.all];
  const list = itemList(
    shown.map((article, index) => ({
      name: article.headline,
      url: absoluteUrl(article.href, origin) ?? pageUrl,
      image: absoluteUrl(article.image.src, origin),
      position: index + 1,
    })),
  );
  const videos = view.trailers.map((article) =>
    trailer(article, absoluteUrl(article.href, origin) ?? pageUrl),
  );
  return [list, ...videos].filter((entity): entity is NonNullable<typeof entity> => !!entity);
}
