import { MEDIA_SIZES, parseMediaPath } from '@storefront/catalogue/contract';
import type { TourGroup } from '../../../lib/rules/catalogueTypes';
import { groupSubAttractions, type SubAttraction, type SubAttractionType } from './subAttractions';
import { buildCards, type CardView } from '../../../lib/cards/buildCards';
import { showPageUids } from '../../../lib/cards/showPageLookup';
import { answerParams, type PageContext } from '../../../lib/request/pageContext';
import type { ImageView, SectionState } from '../../../lib/views/slices/sliceViews';

export interface SubAttractionView extends Omit<SubAttraction, 'image'> {
  image: ImageView | undefined;
  /** The product cards of an A item that names products; undefined otherwise. */
  tickets: { state: SectionState; cards: CardView[] } | undefined;
}

export type SubAttractionGroups = Record<SubAttractionType, SubAttractionView[]>;

/** Our media paths have a known size; anything else is taken as a 3:2 photograph. */
function imageView(image: SubAttraction['image']): ImageView | undefined {
  if (!image) return undefined;
  const ref = parseMediaPath(image.src.split(/[?#]/)[0] ?? '');
  const size = ref ? MEDIA_SIZES[ref.kind] : MEDIA_SIZES.tourGroup;
  return { src: image.src, alt: image.alt, ...size };
}

/**
 * The sub-attractions of a shoulder page with their images and, for A items, their product cards:
 * every product fetched in parallel (cached by the catalogue client), then ONE show-page lookup,
 * then the cards. A product the catalogue cannot answer is left out; an item none of whose products
 * answer shows "cannot load" in place of its cards (spec 000 §8), the rest of the page stays.
 * @example await subAttractionViews(subAttractions(page.data.sub_attractions), context)
 */
export async function subAttractionViews(
  items: readonly SubAttraction[],
  context: PageContext,
): Promise<SubAttractionGroups> {
  const tgids = [...new Set(items.flatMap((item) => (item.type === 'A' ? item.tgids : [])))];
  const answers = await Promise.all(
    tgids.map((tgid) => context.catalogue.getTourGroup(tgid, answerParams(context), context.request)),
  );
  const products = new Map<number, TourGroup>();
  tgids.forEach((tgid, index) => {
    const answer = answers[index];
    // The API's shape, read by the card rule as its own TourGroup (as showPage does).
    if (answer && typeof answer === 'object') products.set(tgid, answer as unknown as TourGroup);
  });
  const showPages = await showPageUids(
    context.content,
    [...products.keys()],
    context.locale,
    context.site.domain,
  );
  const views = items.map((item): SubAttractionView => {
    let tickets: SubAttractionView['tickets'];
    if (item.type === 'A' && item.tgids.length > 0) {
      const found = item.tgids.flatMap((tgid) => products.get(tgid) ?? []);
      const cards = buildCards(found, showPages, context);
      tickets = { state: found.length === 0 ? 'failed' : cards.length === 0 ? 'empty' : 'ok', cards };
    }
    return { ...item, image: imageView(item.image), tickets };
  });
  return groupSubAttractions(views);
}
