import type { CollectionSections } from '../catalogue/client';
import { priceText } from './priceText';
import { buildCards, type CardView, type ListItem } from '../cards/buildCards';
import { fetchProducts } from '../cards/fetchProducts';
import { showPageUids } from '../cards/showPageLookup';
import { loadPageBase, type PageBase, type PageDocument } from './pageBase';
import { answerParams, type PageContext } from '../request/pageContext';
import { mediaUrl } from './slices/bannerView';
import { loadReviews, type ReviewsView } from './reviews/loadReviews';
import type { SectionState } from './slices/sliceViews';

/** Products of a collection pull (spec 000 §9). */
export const COLLECTION_LIST_LIMIT = 100;

export interface VideoView {
  src: string;
  /** The frame shown before it plays (the catalogue's `thumbnailUrl`), when the catalogue has one. */
  poster: string | undefined;
  /** ISO 8601 duration, e.g. PT1M11S. */
  duration: string | undefined;
  uploadDate: string | undefined;
}

export interface CollectionPageView {
  kind: 'collection';
  base: PageBase;
  collectionId: number;
  collection:
    | {
        name: string;
        description: string;
        heroImage: string | undefined;
        rating: number | undefined;
        ratingCount: number;
        startingPrice: string;
        city: string | undefined;
      }
    | undefined;
  picks: CardView[];
  products: { state: SectionState; cards: CardView[] };
  videos: VideoView[];
  reviews: ReviewsView;
}

interface CatalogueVideo {
  url: string;
  metadata?: {
    videoDuration?: string | null;
    uploadDate?: string | null;
    thumbnailUrl?: string | null;
  } | null;
}

type SectionItems = NonNullable<CollectionSections>['sections'][number]['tourGroups']['items'];

/**
 * A collection page: hero, rating summary and starting price, the hand-picked section, the product
 * list (limit 100, falling back to the GENERIC section when the list call fails) and the videos; the
 * calls run in parallel, then one show-page lookup for every product on the page.
 * @example await loadCollectionPage(page, context)
 */
export async function loadCollectionPage(
  page: PageDocument,
  context: PageContext,
  url: URL,
): Promise<CollectionPageView> {
  const collectionId = Number(page.data['tagged_collection']);
  const [base, sections, list, reviews] = await Promise.all([
    loadPageBase(page, context),
    context.catalogue.getCollectionSections(collectionId, answerParams(context), context.request),
    fetchProducts({ kind: 'collection', id: collectionId, limit: COLLECTION_LIST_LIMIT }, context),
    loadReviews({ kind: 'collection', id: collectionId }, url, context),
  ]);
  const sectionItems = (type: string): SectionItems =>
    sections?.sections.find((section) => section.type === type)?.tourGroups.items ?? [];
  const picksItems = sectionItems('HEADOUT_PICKS');
  const listItems: readonly ListItem[] =
    list.state === 'ok' ? list.items : (sectionItems('GENERIC') as ListItem[]);
  const showPages = await showPageUids(
    context.content,
    [...picksItems, ...listItems].map((item) => item.id),
    context.locale,
    context.site.domain,
  );
  const cards = buildCards(listItems, showPages, context);
  const price = sections?.startingPrice?.listingPrice;
  return {
    kind: 'collection',
    base,
    collectionId,
    collection: sections
      ? {
          name: sections.displayName ?? base.title,
          description: sections.metaDescription ?? '',
          heroImage: mediaUrl(sections.heroImageUrl ?? undefined),
          rating: sections.ratingsInfo?.averageRating ?? undefined,
          ratingCount: sections.ratingsInfo?.ratingsCount ?? 0,
          startingPrice: priceText(price, context),
          city: sections.city?.displayName ?? undefined,
        }
      : undefined,
    picks: buildCards(picksItems as ListItem[], showPages, context),
    products: {
      state:
        listItems.length === 0 && list.state === 'failed' && !sections
          ? 'failed'
          : cards.length === 0
            ? 'empty'
            : 'ok',
      cards,
    },
    reviews,
    videos: ((sections?.videos ?? []) as CatalogueVideo[]).flatMap((video) => {
      const src = mediaUrl(video.url);
      return src
        ? [
            {
              src,
              poster: video.metadata?.thumbnailUrl ? mediaUrl(video.metadata.thumbnailUrl) : undefined,
              duration: video.metadata?.videoDuration ?? undefined,
              uploadDate: video.metadata?.uploadDate ?? undefined,
            },
          ]
        : [];
    }),
  };
}
