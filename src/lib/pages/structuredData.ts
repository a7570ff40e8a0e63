import type { LanguageCode } from '../i18n/languages';
import {
  boatTerminal,
  breadcrumbList,
  event,
  faqPage,
  itemList,
  organization,
  product,
  theater,
  touristAttraction,
  videoObject,
  webSite,
} from '../seo/jsonLd';
import { richTextToPlain } from '../content/richText';
import type { Site } from '../sites/site';
import type { CardView } from './cards/buildCards';
import type { PageView } from './loadView';
import { globalCards, globalEntities } from './global/globalStructuredData';
import { newsEntities } from './news/newsStructuredData';
import { shoulderEntities } from './shoulder/shoulderStructuredData';

export interface StructuredDataContext {
  site: Site;
  origin: string;
  language: LanguageCode;
  currency: string;
}

/**
 * A show page's own entities: a TheaterEvent when the next date and the venue are known (Google needs
 * both), else a Product; and its FAQ as an FAQPage.
 */
function showEntities(view: PageView, context: StructuredDataContext, pageUrl: string): object[] {
  if (view.kind !== 'show') return [];
  const entities: (object | undefined)[] = [];
  const item = view.product;
  if (item) {
    const images = item.card.images
      .map((image) => absolute(image.url, context.origin))
      .filter((url): url is string => !!url);
    const common = {
      name: item.name,
      description: view.parsed.tabSchemaInfo || undefined,
      images,
      url: pageUrl,
      price: item.card.price ?? null,
      currency: item.card.currency ?? context.currency,
      rating: item.card.averageRating ?? null,
      ratingCount: item.card.ratingCount,
    };
    const asEvent =
      item.isShow && item.venue
        ? event({
            ...common,
            startDate: item.nextDate?.date ?? null,
            venue: { name: item.venue, ...(item.city && { locality: item.city }) },
          })
        : undefined;
    entities.push(asEvent ?? product({ ...common, sku: view.tgid }));
  }
  entities.push(
    faqPage(
      view.parsed.faqSchema.map((entry) => ({
        question: entry.heading,
        answer: richTextToPlain(entry.content),
      })),
    ),
  );
  return entities.filter((entity): entity is object => entity !== undefined);
}

/**
 * A venue page's own entities: the theatre (PerformingArtsTheater with address, coordinates and box
 * office hours) and a TheaterEvent for each show on its first performance of the week, with its price.
 */
function venueEntities(view: PageView, pageUrl: string): object[] {
  if (view.kind !== 'venue' || !view.venue) return [];
  const venue = view.venue;
  const seen = new Set<number>();
  const events = view.whatsOn.days.flatMap((day) =>
    day.shows.flatMap((show) => {
      if (seen.has(show.tgid)) return [];
      seen.add(show.tgid);
      const entity = event({
        name: show.name,
        images: [],
        url: show.href ?? pageUrl,
        startDate: day.date,
        venue: { name: venue.name },
        price: show.fromPrice ?? null,
        currency: view.whatsOn.currency,
      });
      return entity ? [entity] : [];
    }),
  );
  const place = theater({
    name: venue.name,
    url: pageUrl,
    description: venue.about,
    address: venue.address,
    latitude: venue.latitude,
    longitude: venue.longitude,
    capacity: venue.capacity,
    hours: venue.hours,
  });
  return [...(place ? [place] : []), ...events];
}

/** A cruises page's boarding piers as BoatTerminal places, each at its anchor on the page. */
function boardingEntities(view: PageView, pageUrl: string): object[] {
  if (view.kind !== 'cruises') return [];
  return view.boarding.points.flatMap((point) => {
    const entity = boatTerminal({ ...point, url: `${pageUrl}#${point.anchor}` });
    return entity ? [entity] : [];
  });
}

/**
 * The hop-on hop-off page's FAQ as an FAQPage, and the day trips banner's video as a VideoObject (only
 * when shown, with url, duration and upload date: spec 001 §5).
 */
function pageTypeEntities(view: PageView, context: StructuredDataContext, pageUrl: string): object[] {
  const entities =
    view.kind === 'hopOnHopOff'
      ? [faqPage(view.faqs.map((faq) => ({ question: faq.question, answer: richTextToPlain(faq.answer) })))]
      : view.kind === 'dayTrips' && view.banner.video
        ? [
            videoObject({
              name: view.banner.title,
              description: view.banner.shortDescription,
              url: absolute(view.banner.video.src, context.origin),
              duration: view.banner.video.duration,
              uploadDate: view.banner.video.uploadDate,
              thumbnailUrl: absolute(view.banner.video.poster, context.origin),
              pageUrl,
            }),
          ]
        : [];
  return entities.filter((entity): entity is NonNullable<typeof entity> => entity !== undefined);
}

/** A content page's attraction: a TouristAttraction with address, coordinates and the hours in force. */
function attractionEntities(view: PageView, pageUrl: string): object[] {
  if (view.kind !== 'contentPage' || view.venue?.state !== 'ok') return [];
  const venue = view.venue.view;
  const place = touristAttraction({
    name: venue.name,
    url: pageUrl,
    description: venue.about,
    address: venue.address,
    latitude: venue.latitude,
    longitude: venue.longitude,
    hours: venue.schedule,
  });
  return place ? [place] : [];
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
    case 'venue':
      return [...view.nowPlaying.cards, ...fromSlices];
    case 'cruises':
      return [...view.cards, ...fromSlices];
    case 'global':
      return [...globalCards(view), ...fromSlices];
    case 'hopOnHopOff':
      return [...view.products.cards, ...fromSlices];
    case 'dayTrips':
      return [...view.products.groups.flatMap((group) => group.cards), ...fromSlices];
    case 'shoulder':
      return [...view.subAttractions.A.flatMap((item) => item.tickets?.cards ?? []), ...fromSlices];
    case 'contentPage':
      return [...(view.tickets?.cards ?? []), ...fromSlices];
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
    ...showEntities(view, context, pageUrl),
    ...venueEntities(view, pageUrl),
    ...boardingEntities(view, pageUrl),
    ...(view.kind === 'global' ? globalEntities(view, context, pageUrl) : []),
    ...pageTypeEntities(view, context, pageUrl),
    ...(view.kind === 'news' ? newsEntities(view, context, pageUrl) : []),
    ...shoulderEntities(view, pageUrl),
    ...attractionEntities(view, pageUrl),
    organization(site, origin),
    webSite(site, origin, context.language),
    breadcrumbList(view.base.breadcrumbs.map((crumb) => ({ name: crumb.name, url: crumb.url }))),
    list,
    ...videos,
  ].filter((item): item is NonNullable<typeof item> => item !== undefined);
}
