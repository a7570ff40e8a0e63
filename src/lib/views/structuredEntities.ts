import type { LanguageCode } from '../i18n/languages';
import {
  boatTerminal,
  event,
  faqPage,
  product,
  theater,
  touristAttraction,
  videoObject,
} from '../seo/jsonLd';
import { richTextToPlain } from '../content/richText';
import type { Site } from '../sites/site';
import type { CollectionPageView } from './collectionPage';
import type { ContentGuidePageView } from '../../features/contentPage/views/contentPage';
import type { CruisesPageView } from '../../features/cruises/views/cruisesPage';
import type { DayTripsPageView } from '../../features/dayTrips/views/dayTripsPage';
import type { HohoPageView } from '../../features/hoho/views/hohoPage';
import type { ShowPageView } from './showPage';
import type { VenuePageView } from '../../features/venue/views/venuePage';

/** What every page's JSON-LD is built with. */
export interface StructuredDataContext {
  site: Site;
  origin: string;
  language: LanguageCode;
  currency: string;
}

/** An absolute URL of a link or image, resolved against the origin; undefined when it is not one. */
export const absolute = (url: string | undefined, origin: string): string | undefined => {
  if (!url) return undefined;
  try {
    return new URL(url, origin).href;
  } catch {
    return undefined;
  }
};

const defined = <T>(entities: readonly (T | undefined)[]): T[] =>
  entities.filter((entity): entity is T => entity !== undefined);

/**
 * A show page's own entities: a TheaterEvent when the next date and the venue are known (Google needs
 * both), else a Product; and its FAQ as an FAQPage.
 */
export function showEntities(view: ShowPageView, context: StructuredDataContext, pageUrl: string): object[] {
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
  return defined(entities);
}

/**
 * A venue page's own entities: the theatre (PerformingArtsTheater with address, coordinates and box
 * office hours) and a TheaterEvent for each show on its first performance of the week, with its price.
 */
export function venueEntities(view: VenuePageView, pageUrl: string): object[] {
  if (!view.venue) return [];
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
export function boardingEntities(view: CruisesPageView, pageUrl: string): object[] {
  return view.boarding.points.flatMap((point) => {
    const entity = boatTerminal({ ...point, url: `${pageUrl}#${point.anchor}` });
    return entity ? [entity] : [];
  });
}

/** The hop-on hop-off page's FAQ as an FAQPage. */
export function hohoEntities(view: HohoPageView): object[] {
  return defined([
    faqPage(view.faqs.map((faq) => ({ question: faq.question, answer: richTextToPlain(faq.answer) }))),
  ]);
}

/** The day trips banner's video as a VideoObject (only when shown, with url, duration and upload date: spec 001 §5). */
export function dayTripsEntities(
  view: DayTripsPageView,
  context: StructuredDataContext,
  pageUrl: string,
): object[] {
  if (!view.banner.video) return [];
  return defined([
    videoObject({
      name: view.banner.title,
      description: view.banner.shortDescription,
      url: absolute(view.banner.video.src, context.origin),
      duration: view.banner.video.duration,
      uploadDate: view.banner.video.uploadDate,
      thumbnailUrl: absolute(view.banner.video.poster, context.origin),
      pageUrl,
    }),
  ]);
}

/** A content page's attraction: a TouristAttraction with address, coordinates and the hours in force. */
export function attractionEntities(view: ContentGuidePageView, pageUrl: string): object[] {
  if (view.venue?.state !== 'ok') return [];
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

/** A collection page's videos that have url, duration and upload date, after the page's item list. */
export function collectionVideos(
  view: CollectionPageView,
  context: StructuredDataContext,
  pageUrl: string,
): object[] {
  return defined(
    view.videos.map((video) =>
      videoObject({
        name: view.collection?.name ?? view.base.title,
        description: view.collection?.description,
        url: absolute(video.src, context.origin),
        duration: video.duration,
        uploadDate: video.uploadDate,
        thumbnailUrl: absolute(video.poster ?? view.collection?.heroImage, context.origin),
        pageUrl,
      }),
    ),
  );
}
