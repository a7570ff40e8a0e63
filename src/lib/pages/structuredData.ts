import type { LanguageCode } from '../i18n/languages';
import { breadcrumbList, itemList, organization, videoObject, webSite } from '../seo/jsonLd';
import type { Site } from '../sites/site';
import type { CardView } from './cards/buildCards';
import type { PageView } from './loadView';

export interface StructuredDataContext {
  site: Site;
  origin: string;
  language: LanguageCode;
  currency: string;
}

/** Every card a page shows, in page order (slices, then the page's own lists). */
export function cardsOf(view: PageView): CardView[] {
  const fromSlices = view.base.slices.flatMap((slice) =>
    slice.kind === 'productCards'
      ? slice.cards
      : slice.kind === 'tourList'
        ? slice.rows.flatMap((row) => row.cards)
        : [],
  );
  switch (view.kind) {
    case 'category':
      return [...view.cards, ...fromSlices];
    case 'collection':
      return [...view.picks, ...view.products.cards, ...fromSlices];
    default:
      return fromSlices;
  }
}

const absolute = (url: string | undefined, origin: string): string | undefined => {
  if (!url) return undefined;
  try {
    return new URL(url, origin).href;
  } catch {
    return undefined;
  }
};

/**
 * The JSON-LD of a page (spec 000 §5): Organization and WebSite, the BreadcrumbList, an ItemList of its
 * product cards (each once, by link), and the videos of a collection page that have url, duration and
 * upload date. Page types with their own entities (show pages, reviews) add theirs.
 * @example structuredData(view, { site, origin: 'https://x.com', language: 'en', currency: 'EUR' }).length >= 3
 */
export function structuredData(view: PageView, context: StructuredDataContext): object[] {
  const { site, origin } = context;
  const seen = new Set<string>();
  const cards = cardsOf(view).filter((view) => {
    if (view.card.link.kind === 'none' || seen.has(view.card.link.href)) return false;
    seen.add(view.card.link.href);
    return true;
  });
  const list = itemList(
    cards.map((view, index) => ({
      name: view.card.title,
      url: view.card.link.kind === 'none' ? '' : view.card.link.href,
      image: absolute(view.card.images[0]?.url, origin),
      position: index + 1,
    })),
  );
  const pageUrl = view.base.breadcrumbs.at(-1)?.url ?? `${origin}/`;
  const videos =
    view.kind === 'collection'
      ? view.videos.map((video) =>
          videoObject({
            name: view.collection?.name ?? view.base.title,
            description: view.collection?.description,
            url: absolute(video.src, origin),
            duration: video.duration,
            uploadDate: video.uploadDate,
            thumbnailUrl: absolute(view.collection?.heroImage, origin),
            pageUrl,
          }),
        )
      : [];
  return [
    organization(site, origin),
    webSite(site, origin, context.language),
    breadcrumbList(view.base.breadcrumbs.map((crumb) => ({ name: crumb.name, url: crumb.url }))),
    list,
    ...videos,
  ].filter((item): item is NonNullable<typeof item> => item !== undefined);
}
