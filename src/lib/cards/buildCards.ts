import type { TourGroupList } from '../catalogue/client';
import { withCtaUrlSuffix } from '../rules/booking/ctaUrlSuffix';
import { productCard, type ProductCard } from '../rules/card/productCard';
import { ticketValidityWording } from '../rules/policies/ticketValidityWording';
import type { TourGroup } from '../rules/catalogueTypes';
import type { PageContext } from '../request/pageContext';
import { isShared, keepShared } from '../cache/deepFreeze';
import { derivedOnce } from '../cache/derivedOnce';

export type ListItem = NonNullable<TourGroupList>['items'][number];

/** A card as a page shows it: the derived card plus what the slice decided about it. */
export interface CardView {
  card: ProductCard;
  showScratchPrice: boolean;
  /** The ticket validity sentence, when it adds to the cancellation line (spec 000 §3, §5). */
  validity?: string | undefined;
}

export interface CardOptions {
  showScratchPrice?: boolean;
  ctaUrlSuffix?: string | undefined;
}

// Views of shared catalogue items (frozen answers of the catalogue client's cache), by item and by
// everything else a view is made of. A listing shows the same items on every render while their answer is
// cached: each view is derived once, frozen, and shared (and so is its card's fragment key, Memo.astro).
const sharedViews = new WeakMap<object, Map<string, CardView>>();
const NO_SHOW_PAGES: ReadonlyMap<number, string> = new Map();

/**
 * Product cards of catalogue items (spec 000 §2–§4): the card rule with the page's language and host
 * and the site's show pages. A site whose design is not V3 drops products without a show page.
 * @example buildCards(items, new Map([[10002, 'wicked']]), context).map((view) => view.card.link.kind)
 */
export function buildCards(
  items: readonly ListItem[] | readonly TourGroup[],
  showPages: ReadonlyMap<number, string>,
  context: Pick<PageContext, 'language' | 'host' | 'site'>,
  options: CardOptions = {},
): CardView[] {
  const views: CardView[] = [];
  for (const item of items as readonly TourGroup[]) {
    if (!context.site.designV3 && !showPages.has(item.id)) continue;
    const uid = showPages.get(item.id);
    const showScratchPrice = options.showScratchPrice ?? true;
    // A view reads exactly these: the item, the language, the host, the item's show page and the options.
    const key = `${context.language}|${context.host}|${uid ?? ''}|${showScratchPrice}|${options.ctaUrlSuffix ?? ''}`;
    const forItem = derivedOnce(sharedViews, item, () => new Map<string, CardView>());
    let view = forItem.get(key);
    if (!view) {
      view = cardView(item, uid, context, showScratchPrice, options.ctaUrlSuffix);
      // Kept only for a shared item (a fresh map otherwise): shared, as every request gets it.
      if (isShared(item)) forItem.set(key, keepShared(view));
    }
    views.push(view);
  }
  return views;
}

function cardView(
  item: TourGroup,
  uid: string | undefined,
  context: Pick<PageContext, 'language' | 'host' | 'site'>,
  showScratchPrice: boolean,
  ctaUrlSuffix: string | undefined,
): CardView {
  const showPageUids = uid === undefined ? NO_SHOW_PAGES : new Map([[item.id, uid]]);
  const card = productCard(item, { lang: context.language, host: context.host, showPageUids });
  if (card.link.kind === 'booking' && ctaUrlSuffix)
    card.link = { kind: 'booking', href: withCtaUrlSuffix(card.link.href, ctaUrlSuffix) };
  const validity = ticketValidityWording(item.ticketValidity, context.language, context.site.countryCode);
  return {
    card,
    showScratchPrice,
    validity: validity && validity !== card.cancellation ? validity : undefined,
  };
}
