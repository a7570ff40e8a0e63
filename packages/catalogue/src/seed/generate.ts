import { createRng } from './prng.ts';
import { CITIES } from './reference/geo.ts';
import { curatedPois } from './build/curatedPlaces.ts';
import { TRANSFER_PLACES, TRANSFER_ROUTES } from './curated/transfers.ts';
import { inventoryRows, scheduleRows } from './build/inventoryRows.ts';
import { firstStoredDate, INVENTORY_PADDING_DAYS } from '../service/inventoryWindow.ts';
import { boardingItineraryRow, hasItinerary, itineraryRow } from './build/itineraryRows.ts';
import { airportRows, bannerRows, genericPoi, operatingSchedule } from './build/placeRows.ts';
import { slugify, type ProductSpec } from './build/productSpec.ts';
import { referenceRows } from './build/referenceRows.ts';
import { reviewRows } from './build/reviewRows.ts';
import { createReviewMemory, type ReviewMemory } from './text/reviewWriter.ts';
import { collectionSpecs, curatedSpecs, generatedSpec, type CollectionSpec } from './build/specs.ts';
import { tourGroupRow, variantRows } from './build/tourGroupRows.ts';
import { CURATED_COLLECTIONS } from './curated/index.ts';
import { isCityCollection } from './curated/types.ts';
import { CURATED_ITINERARIES, CURATED_STOPS } from './curated/itineraries.ts';
import { phraseInEveryLanguage } from './curated/translations/index.ts';
import type { ScaleSpec } from './scales.ts';
import { mediaPath } from '../contract/mediaPaths.ts';

export interface Chunk {
  table: string;
  rows: readonly object[];
}

export interface GenerateOptions {
  scale: ScaleSpec;
  seed: number;
  /** The seed day: reference of the stored inventory window and of review dates (YYYY-MM-DD). */
  today: string;
}

const BLOCK = 500;

/**
 * The deterministic catalogue generator: yields rows table by table, in dependency order, in
 * blocks so that the bench scale never holds a million reviews in memory at once.
 */
export function* generateCatalogue({ scale, seed, today }: GenerateOptions): Generator<Chunk> {
  const rng = createRng(seed);
  const year = Number(today.slice(0, 4));
  const collections = collectionSpecs(
    rng.fork('collections'),
    scale.generated ? scale.collectionsPerWeight : 0,
  );
  const specs = productSpecs(collections, scale, rng);
  // Nearby cities among those with products only.
  const reference = referenceRows(new Set(specs.map((spec) => spec.cityCode)));
  for (const [table, rows] of Object.entries(reference)) yield { table, rows };
  yield { table: 'collection', rows: collections.map((c) => collectionRow(c, rng)) };

  const totalWeight = specs.reduce((sum, spec) => sum + weight(spec), 0);
  const pois = curatedPois(year);
  for (const c of collections) {
    if (c.id >= 1000 && !isCityCollection(c.names)) {
      pois.pois.push(genericPoi(c.id, c.cityCode, c.names['en'] ?? '', rng.fork(`poi${c.id}`), year));
      pois.links.push({ collection_id: c.id, poi_id: c.id });
    }
  }
  const poisByCity = Map.groupBy(pois.pois, (poi) => poi.city_code);
  // Itinerary stops are not sampled by generated itineraries (they are added after the grouping).
  yield { table: 'poi', rows: [...pois.pois, ...CURATED_STOPS.map((s) => stopRow(s, year))] };
  yield { table: 'collection_poi', rows: pois.links };
  yield { table: 'venue', rows: pois.venues };
  yield { table: 'venue_tour_group', rows: pois.venueShows };
  yield {
    table: 'transfer_place',
    rows: TRANSFER_PLACES.map((p) => ({
      code: p.code,
      city_code: p.city,
      kind: p.kind,
      names: p.names,
      within: p.within,
    })),
  };
  yield {
    table: 'transfer_route',
    rows: TRANSFER_ROUTES.map((r) => ({
      tgid: r.tgid,
      kind: r.kind,
      pickup: r.pickup,
      dropoff: r.dropoff,
      both_ways: r.bothWays,
      options: r.options,
    })),
  };

  let reviewId = 1;
  const reviewMemories = new Map<number, ReviewMemory>();
  for (let start = 0; start < specs.length; start += BLOCK) {
    const block = specs.slice(start, start + BLOCK);
    const tourGroups = [];
    const links = [];
    const variants = [];
    const inventory = [];
    const schedules = [];
    const reviews = [];
    const itineraries = [];
    for (const spec of block) {
      const r = rng.fork(`tg${spec.tgid}`);
      const count = Math.round((scale.reviews * weight(spec)) / totalWeight);
      // The curated collections' products share one memory: their reviews are listed together on the
      // collection's pages, where no two may share a sentence.
      let memory = spec.collectionId < 1000 ? reviewMemories.get(spec.collectionId) : undefined;
      if (spec.collectionId < 1000 && !memory)
        reviewMemories.set(spec.collectionId, (memory = createReviewMemory()));
      const written = reviewRows(spec, count, reviewId, r, today, memory);
      reviewId += count;
      const row = tourGroupRow(spec, count, r, today);
      const cityPois = poisByCity.get(spec.cityCode) ?? [];
      const pier = cityPois.find((poi) => poi.id === spec.boardingPoiId);
      if (pier) {
        itineraries.push(boardingItineraryRow(spec, pier));
        row.experience_itinerary_ids = [spec.tgid];
      } else if (CURATED_ITINERARIES[spec.tgid]) {
        itineraries.push({ id: spec.tgid, tgid: spec.tgid, ...CURATED_ITINERARIES[spec.tgid] });
        row.experience_itinerary_ids = [spec.tgid];
      } else if (spec.tgid >= 20_000 && hasItinerary(spec) && cityPois.length > 0) {
        // Generated products only: a curated tour has its real itinerary or none (never random stops).
        itineraries.push(itineraryRow(spec, cityPois, r));
        row.experience_itinerary_ids = [spec.tgid];
      }
      tourGroups.push(row);
      const rank = 100_000 - spec.popularity;
      links.push({ collection_id: spec.collectionId, tgid: spec.tgid, rank, headout_pick: spec.headoutPick });
      for (const extra of spec.extraCollectionIds)
        links.push({ collection_id: extra, tgid: spec.tgid, rank, headout_pick: false });
      const vs = variantRows(spec);
      variants.push(...vs);
      const days = scale.inventoryDays + INVENTORY_PADDING_DAYS;
      const weekly = scheduleRows(spec, r);
      schedules.push(...weekly);
      inventory.push(...inventoryRows(spec, vs, weekly, firstStoredDate(today), days, r));
      reviews.push(...written);
    }
    yield { table: 'tour_group', rows: tourGroups };
    yield { table: 'collection_tour_group', rows: links };
    yield { table: 'variant', rows: variants };
    yield { table: 'slot_schedule', rows: schedules };
    yield { table: 'inventory', rows: inventory };
    yield { table: 'review', rows: reviews };
    yield { table: 'experience_itinerary', rows: itineraries };
  }
  yield { table: 'banner', rows: bannerRows() };
  yield { table: 'airport', rows: airportRows() };
  yield { table: 'page_uid', rows: pageUids(specs) };
  yield {
    table: 'catalogue_meta',
    rows: [
      {
        key: 'seed',
        value: { version: SEED_VERSION, seed, today, ...scale, generatedTourGroups: specs.length },
      },
    ],
  };
}

/**
 * The generator's version, kept in `catalogue_meta`: a data directory seeded by an older version is
 * reseeded on first start. 2: media served by the project (`/media/...`) instead of an outside host.
 * 3: the media URL scheme of `src/lib/media/mediaPaths.ts` (city slugs with hyphens, `-mobile` banners).
 * 4: real theatres with seating sections (`venue`, `venue_tour_group`) and the Vienna theatre collection.
 * 5: airport transfer routes and places (`transfer_route`, `transfer_place`).
 * 6: Seine piers (points of interest of collection 192) where the curated cruises' itineraries start,
 * and more Paris cruises (lunch, dinner, a cruise combo).
 * 7: day trips from Rome (collection 230, tgids 10261–10267).
 * 8: review dates follow the seasons of the city's climate, the Colosseum's seasonal hours, real
 * itineraries (with their stops as points of interest) for two Rome tours.
 * 9: one rating per product: every rating is a stored review, and the product's rating is derived from
 * them (`db/ratings.ts`).
 * 10: ticket types and weekend prices at prices a shop would set (£61, £49.50: `roundPrice`).
 * 12: collection videos carry their poster frame (`metadata.thumbnailUrl`).
 * 13: the demo scale is the curated catalogue alone (no generated products or attraction
 * collections), with each demo city's "Things to do" collection (250–256); curated tours carry their
 * real itinerary or none.
 * 11: curated catalogue data translated into every language of its microsites (issue 22): product
 * texts and ticket types (`curated/translations/`), collection blurbs, venue sections, and the
 * Arabic, Japanese and Chinese names of categories, cities and countries.
 */
export const SEED_VERSION = 13;

/** A curated itinerary stop as a point-of-interest row, open when the site it belongs to is. */
function stopRow(s: (typeof CURATED_STOPS)[number], year: number) {
  return {
    id: s.id,
    city_code: 'ROME',
    names: s.names,
    content: { en: s.about },
    latitude: s.latitude,
    longitude: s.longitude,
    address: s.address,
    operating_schedules: operatingSchedule(year, '08:30', '19:00', '18:00'),
  };
}

/** Cities with a demo clip in public/media/videos/. */
const DEMO_VIDEO_CITIES = new Set(['LONDON', 'NEW_YORK', 'ROME', 'PARIS', 'ATHENS', 'NAPLES']);

const weight = (spec: ProductSpec) => spec.popularity + (spec.tgid < 20_000 ? 2_000 : 30);

function collectionRow(c: CollectionSpec, rng: ReturnType<typeof createRng>) {
  const r = rng.fork(`collection${c.id}`);
  // Demo videos are shipped by the project (public/media/videos/, made by scripts/make-demo-videos.sh):
  // one 8-second clip per city that has one; other collections have no video.
  const clip = DEMO_VIDEO_CITIES.has(c.cityCode) ? c.cityCode.toLowerCase().replace(/_/g, '-') : undefined;
  const videos =
    clip && (r.chance(0.4) || c.id < 1000)
      ? [
          {
            url: `/media/videos/${clip}.mp4`,
            metadata: {
              // The clip's first frame, made with it by scripts/make-demo-videos.sh.
              thumbnailUrl: `/media/videos/${clip}.webp`,
              videoDuration: 'PT8S',
              uploadDate: `2024-0${r.int(1, 9)}-1${r.int(0, 9)}`,
            },
          },
        ]
      : [];
  return {
    id: c.id,
    city_code: c.cityCode,
    names: c.names,
    // Curated blurbs are translated by the phrasebooks; generated ones stay English.
    meta_descriptions: phraseInEveryLanguage(c.metaDescription),
    hero_image_url: mediaPath({ kind: 'collectionHero', collectionId: c.id }),
    card_image_url: mediaPath({ kind: 'collectionCard', collectionId: c.id }),
    videos,
    qna: [
      {
        question: `How do I get tickets for ${c.names['en'] ?? ''}?`,
        answer: 'Book online, receive a mobile ticket instantly and show it at the entrance.',
      },
      {
        question: 'Can I cancel my booking?',
        answer: 'Most experiences offer free cancellation; the exact terms are shown on each product.',
      },
    ],
    url_slug: (c.names['en'] ?? String(c.id)).toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    popularity: c.popularity,
  };
}

function productSpecs(
  collections: CollectionSpec[],
  scale: ScaleSpec,
  rng: ReturnType<typeof createRng>,
): ProductSpec[] {
  const specs = curatedSpecs(collections);
  const generated = scale.generated ? Math.max(0, scale.tourGroups - specs.length) : 0;
  const totalWeight = CITIES.reduce((sum, city) => sum + city.weight, 0);
  const filled = new Map<number, number>();
  for (const spec of specs) filled.set(spec.collectionId, (filled.get(spec.collectionId) ?? 0) + 1);
  let pool = collections;
  let tgid = 20_001;
  CITIES.forEach((city, cityIndex) => {
    const count = Math.round((generated * city.weight) / totalWeight);
    for (let serial = 0; serial < count; serial++) {
      const r = rng.fork(`gen${tgid}`);
      const spec = generatedSpec(tgid, cityIndex, pool, serial, r);
      if (r.next() > scale.datedShare) spec.schedule = null;
      specs.push(spec);
      const n = (filled.get(spec.collectionId) ?? 0) + 1;
      filled.set(spec.collectionId, n);
      const limit = CURATED_COLLECTIONS.find((c) => c.id === spec.collectionId)?.limit;
      // Spec 001 §9 per-site limits: a full collection takes no more products.
      if (limit !== undefined && n >= limit) pool = pool.filter((c) => c.id !== spec.collectionId);
      tgid++;
    }
  });
  return specs;
}

function pageUids(specs: readonly ProductSpec[]) {
  const rows: { uid: string; tgid: number | null; collection_id: number | null; descriptors: object }[] =
    CURATED_COLLECTIONS.filter(
      (c, index, all) => all.findIndex((other) => other.site === c.site) === index,
    ).map((c) => ({ uid: c.site, tgid: null, collection_id: c.id, descriptors: {} }));
  for (const spec of specs) {
    if (spec.tgid >= 20_000) break;
    rows.push({
      uid: `${slugify(spec.names['en'] ?? '')}-${spec.tgid}`,
      tgid: spec.tgid,
      collection_id: null,
      descriptors: {},
    });
  }
  return rows;
}
