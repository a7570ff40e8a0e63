import type {
  CatalogueClient,
  CollectionsAnswer,
  TourGroup as TourGroupAnswer,
} from '../../catalogue/client';
import { absoluteUrl } from '../jsonLd/common';
import { videoObject } from '../jsonLd/videoObject';
import { durationSeconds } from '../jsonLd/isoValues';
import type { SitemapImages } from './imagesSitemap';
import type { IndexablePage } from './indexablePages';
import { documentViewKind } from '../../views/registry/pageKinds';
import { tagId } from './pageKind';
import type { SitemapVideo, SitemapVideos } from './videosSitemap';
import { newsImage, newsVideos } from './newsMedia';

export type MediaCatalogue = Pick<CatalogueClient, 'getTourGroup' | 'getCollections' | 'getCity'>;
type Collection = NonNullable<CollectionsAnswer>['collections'][number];
type CatalogueVideo = {
  url?: string | null;
  metadata?: { videoDuration?: string | null; uploadDate?: string | null } | null;
};

const distinct = <T>(values: readonly (T | undefined)[]): T[] =>
  [...new Set(values)].filter((value): value is T => value !== undefined);

async function byKey<K, V>(
  keys: readonly K[],
  load: (key: K) => Promise<V>,
): Promise<Map<K, NonNullable<V>>> {
  const found = new Map<K, NonNullable<V>>();
  await Promise.all(
    keys.map(async (key) => {
      const value = await load(key);
      if (value !== null && value !== undefined) found.set(key, value);
    }),
  );
  return found;
}

/** A product's image URLs: its IMAGE media (entries without a type count as images), else imageUrl. */
function productImages(group: NonNullable<TourGroupAnswer>): (string | null | undefined)[] {
  const media = (group.media?.productImages ?? []) as { url?: string | null; type?: string | null }[];
  const images = media.filter((item) => (item.type ?? 'IMAGE') === 'IMAGE').map((item) => item.url);
  return images.length > 0 ? images : [group.imageUrl];
}

/**
 * Per page, the images it shows: a show page's product images (English answer), the hero image of a
 * tagged collection, a city page's city image. One catalogue call per product and city, one for all
 * collections; a failed call only leaves its images out.
 * @example await sitemapImages(pages, catalogue(), false) → [{ loc: 'https://x.com/wicked/', images: ['https://…'] }]
 */
export async function sitemapImages(
  pages: readonly IndexablePage[],
  catalogue: MediaCatalogue,
  subdomainHosting: boolean,
): Promise<SitemapImages[]> {
  const facts = pages.map((page) => ({
    page,
    tgid: page.document.type === 'showpage' ? tagId(page.document.data['tgid']) : undefined,
    collection: tagId(page.document.data['tagged_collection']),
    city:
      documentViewKind(page.document, subdomainHosting) === 'city'
        ? String(page.document.data['tagged_city'] ?? '').trim() || undefined
        : undefined,
  }));
  const collectionIds = distinct(facts.map((fact) => fact.collection));
  const [groups, collections, cities] = await Promise.all([
    byKey(distinct(facts.map((fact) => fact.tgid)), (tgid) =>
      catalogue.getTourGroup(tgid, { language: 'en' }),
    ),
    collectionIds.length > 0
      ? catalogue.getCollections(collectionIds, { language: 'en' })
      : Promise.resolve(undefined),
    byKey(distinct(facts.map((fact) => fact.city)), (code) => catalogue.getCity(code, 'en')),
  ]);
  const heroes = new Map((collections?.collections ?? []).map((c) => [c.id, c.heroImageUrl]));
  return facts.map(({ page, tgid, collection, city }) => {
    const group = tgid === undefined ? undefined : groups.get(tgid);
    const candidates = [
      ...(group ? productImages(group) : []),
      collection === undefined ? undefined : heroes.get(collection),
      city === undefined ? undefined : cities.get(city)?.imageUrl,
      newsImage(page),
    ];
    return { loc: page.loc, images: distinct(candidates.map((url) => absoluteUrl(url, page.loc))) };
  });
}

function sitemapVideo(
  video: CatalogueVideo,
  collection: Collection,
  page: IndexablePage,
): SitemapVideo | undefined {
  const title = collection.displayName?.trim() || String(page.document.data['meta_title'] ?? '').trim();
  const description =
    collection.metaDescription?.trim() ||
    String(page.document.data['meta_description'] ?? '').trim() ||
    title;
  const structured = videoObject({
    name: title,
    description,
    url: video.url,
    duration: video.metadata?.videoDuration,
    uploadDate: video.metadata?.uploadDate,
    thumbnailUrl: collection.heroImageUrl ?? collection.cardImageUrl,
    pageUrl: page.loc,
  });
  // The same rule as the page's structured data (spec 000 §5), plus the thumbnail Google requires here.
  if (!structured || typeof structured.thumbnailUrl !== 'string') return undefined;
  return {
    contentLoc: String(structured.contentUrl),
    thumbnailLoc: structured.thumbnailUrl,
    title,
    description,
    durationSeconds: durationSeconds(String(structured.duration)),
    publicationDate: String(structured.uploadDate),
  };
}

/**
 * Per collection page, its collection's videos that have a url, a duration and an upload date, titled and
 * described in the page's language (one collections call per language), and the trailers of news
 * articles (`newsMedia`). Videos are listed only on the pages that play them.
 * @example await sitemapVideos(pages, catalogue(), false) → [{ loc: 'https://x.com/west-end/', videos: [{ title: 'West End', durationSeconds: 90, … }] }]
 */
export async function sitemapVideos(
  pages: readonly IndexablePage[],
  catalogue: MediaCatalogue,
  subdomainHosting: boolean,
): Promise<SitemapVideos[]> {
  const playing = pages.flatMap((page) => {
    const collection = tagId(page.document.data['tagged_collection']);
    return collection !== undefined && documentViewKind(page.document, subdomainHosting) === 'collection'
      ? [{ page, collection }]
      : [];
  });
  const languages = distinct(playing.map(({ page }) => page.language));
  const answers = await byKey(languages, (language) =>
    catalogue.getCollections(distinct(playing.map(({ collection }) => collection)), { language }),
  );
  const collectionVideos = playing.map(({ page, collection }) => {
    const found = answers.get(page.language)?.collections.find((c) => c.id === collection);
    const videos = ((found?.videos ?? []) as CatalogueVideo[]).map((video) =>
      found ? sitemapVideo(video, found, page) : undefined,
    );
    return { loc: page.loc, videos: distinct(videos) };
  });
  return [...collectionVideos, ...newsVideos(pages)];
}
