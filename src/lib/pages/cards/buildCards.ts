import type { TourGroupList } from '../../catalogue/client';
import { withCtaUrlSuffix } from '../../rules/booking/ctaUrlSuffix';
import { productCard, type ProductCard } from '../../rules/card/productCard';
import { ticketValidityWording } from '../../rules/policies/ticketValidityWording';
import type { TourGroup } from '../../rules/catalogueTypes';
import type { PageContext } from '../pageContext';

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
    const card = productCard(item, { lang: context.language, host: context.host, showPageUids: showPages });
    if (card.link.kind === 'booking' && options.ctaUrlSuffix)
      card.link = { kind: 'booking', href: withCtaUrlSuffix(card.link.href, options.ctaUrlSuffix) };
    const validity = ticketValidityWording(item.ticketValidity, context.language);
    views.push({
      card,
      showScratchPrice: options.showScratchPrice ?? true,
      validity: validity && validity !== card.cancellation ? validity : undefined,
    });
  }
  return views;
}
