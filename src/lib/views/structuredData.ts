import { breadcrumbList, itemList, organization, webSite } from '../seo/jsonLd';
import type { CardView } from '../cards/buildCards';
import { ownCards, ownEntities, type PageView } from './registry/pageKinds';
import { absolute, type StructuredDataContext } from './structuredEntities';

export type { StructuredDataContext } from './structuredEntities';

/** The cards of a page's product slices, in page order. */
function sliceCards(view: PageView): CardView[] {
  return view.base.slices.flatMap((slice) =>
    slice.kind === 'productCards'
      ? slice.cards
      : slice.kind === 'tourList'
        ? slice.rows.flatMap((row) => row.cards)
        : [],
  );
}

/** Every card a page shows, in page order (the page's own lists, by its kind, then slices). */
export function cardsOf(view: PageView): CardView[] {
  return [...ownCards(view), ...sliceCards(view)];
}

/**
 * The JSON-LD of a page (spec 000 §5): the entities its kind adds (page-kind registry), Organization and
 * WebSite, the BreadcrumbList, an ItemList of its product cards (each once, by link), then what its
 * kind adds after (a collection's videos with url, duration and upload date).
 * @example structuredData(view, { site, origin: 'https://x.com', language: 'en', currency: 'EUR' }).length >= 3
 */
export function structuredData(view: PageView, context: StructuredDataContext): object[] {
  const { site, origin } = context;
  const pageUrl = view.base.breadcrumbs.at(-1)?.url ?? `${origin}/`;
  const own = ownEntities(view, context, pageUrl);
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
  return [
    ...(own.lead ?? []),
    organization(site, origin),
    webSite(site, origin, context.language),
    breadcrumbList(view.base.breadcrumbs.map((crumb) => ({ name: crumb.name, url: crumb.url }))),
    list,
    ...(own.trail ?? []),
  ].filter((item): item is NonNullable<typeof item> => item !== undefined);
}
