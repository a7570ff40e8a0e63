import type { VenueAnswer } from '../../../lib/catalogue/client';
import { getLanguage } from '../../../lib/i18n/languages';
import { todayIn } from '../../../lib/rules/dates/isoDate';
import { formatIsoDate } from '../../../lib/rules/dates/formatIsoDate';
import { fullDate, slotTime } from '../../../lib/rules/calendar/calendarText';
import { nearestPlaces } from '../../../lib/rules/geo/distanceKm';
import { openingLabel } from '../../../lib/rules/policies/openingLabel';
import { formatPrice } from '../../../lib/rules/pricing/formatPrice';
import { groupProductions, showState, type Production, type ShowState } from '../rules/productions';
import { datesFrom, whatsOn, type SlotLike } from '../rules/whatsOn';
import { showPageUrl } from '../../../lib/rules/booking/cardLinkTarget';
import { buildCards, type CardView } from '../../../lib/cards/buildCards';
import { fetchProducts } from '../../../lib/cards/fetchProducts';
import { showPageUids } from '../../../lib/cards/showPageLookup';
import { loadPageBase, type PageBase, type PageDocument } from '../../../lib/views/pageBase';
import { answerParams, type PageContext } from '../../../lib/request/pageContext';
import type { SectionState } from '../../../lib/views/slices/sliceViews';
import { parseProductions, venueIdOf } from './venueDocument';
import { seatingPlanPath, venuePagePaths } from './venueLinks';
import { seatMapView, type SeatMapView } from './seatMapView';
import { boxOfficeHours } from './boxOfficeHours';
import type { DaySchedule } from '../../../lib/seo/jsonLd';

/** Days of the "what's on" listing, today first. */
export const WHATS_ON_DAYS = 7;
/** Theatres listed as nearby. */
export const NEARBY_VENUES = 4;

export interface VenueFacts {
  id: number;
  name: string;
  address: string;
  opened: number | undefined;
  capacity: number;
  /** The capacity written for the page's language. */
  capacityText: string;
  about: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  cityCode: string;
  /** The box office's weekly hours in force today. */
  hours: DaySchedule[];
}

export interface ProductionView {
  name: string;
  state: ShowState | undefined;
  /** 'Reopening on Sep 2, 2027', 'Opens tomorrow'; only for upcoming productions. */
  openingLabel: string | undefined;
  /** 'Oct 19, 1999 – Jun 26, 1999' for past runs, 'Since Oct 19, 1999' for running ones. */
  run: string;
  href: string | undefined;
}

export interface WhatsOnDayView {
  date: string;
  label: string;
  shows: {
    tgid: number;
    name: string;
    times: string[];
    from: string;
    /** The lowest price that day, in `currency`. */
    fromPrice: number | undefined;
    href: string | undefined;
  }[];
}

export interface VenuePageView {
  kind: 'venue';
  base: PageBase;
  venue: VenueFacts | undefined;
  seatMap: SeatMapView | undefined;
  seatingPlanHref: string | undefined;
  whatsOn: { state: SectionState; days: WhatsOnDayView[]; currency: string };
  nowPlaying: { state: SectionState; cards: CardView[]; productions: ProductionView[] };
  upcoming: ProductionView[];
  past: ProductionView[];
  nearby: { id: number; name: string; distance: string; href: string | undefined }[];
  /** The booking links of the shows playing here (structured data offers). */
  shows: { tgid: number; name: string; href: string | undefined }[];
}

function facts(
  venue: NonNullable<VenueAnswer>,
  language: PageContext['language'],
  today: string,
): VenueFacts {
  return {
    id: venue.id,
    name: venue.name ?? '',
    address: venue.location.address ?? '',
    opened: venue.opened ?? undefined,
    capacity: venue.capacity,
    capacityText: new Intl.NumberFormat(getLanguage(language).bcp47).format(venue.capacity),
    about: venue.about ?? '',
    latitude: venue.location.latitude,
    longitude: venue.location.longitude,
    timeZone: venue.timeZone,
    cityCode: venue.cityCode,
    hours: boxOfficeHours(venue.operatingSchedules, today),
  };
}

const isSlot = (value: unknown): value is SlotLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SlotLike).startDate === 'string' &&
  typeof (value as SlotLike).startTime === 'string';

/**
 * A theatre's page (spec 001 §2): the venue's facts and seat map from the catalogue, what is on over
 * the next seven days (inventory of the shows playing there), the shows now playing as product cards,
 * the document's upcoming and past productions with their state labels, and the nearest theatres of
 * the site's collection. Calls run in parallel; each part degrades on its own.
 * @example await loadVenuePage({ uid: 'london-theatre-tickets.com.lyceum-theatre', data: { poi_id: 60001, tagged_collection: 167 }, segments: ['lyceum-theatre'] }, context, now())
 */
export async function loadVenuePage(
  page: PageDocument,
  context: PageContext,
  now: Date,
): Promise<VenuePageView> {
  const poiId = venueIdOf(page.data, []);
  const collectionId = Number(page.data['tagged_collection']);
  const hasCollection = Number.isSafeInteger(collectionId) && collectionId > 0;
  const productions = parseProductions(page.data['productions']);
  const params = answerParams(context);
  const [base, venue, collectionPois, list, seatingPlanHref] = await Promise.all([
    loadPageBase(page, context),
    poiId ? context.catalogue.getVenue(poiId, params, context.request) : Promise.resolve(undefined),
    hasCollection
      ? context.catalogue.getCollectionPois(
          collectionId,
          { language: context.language, operatingSchedules: false, content: false },
          context.request,
        )
      : Promise.resolve(undefined),
    hasCollection
      ? fetchProducts({ kind: 'collection', id: collectionId }, context)
      : Promise.resolve({ state: 'failed', items: [] } as const),
    poiId
      ? seatingPlanPath(context.content, poiId, context.locale, context.language, context.site.domain)
      : Promise.resolve(undefined),
  ]);
  const shows = venue?.shows ?? [];
  const showIds = new Set([
    ...shows.map((show) => show.tgid),
    ...productions.flatMap((p) => (p.tgid ? [p.tgid] : [])),
  ]);
  const nearbyPlaces =
    venue && collectionPois
      ? nearestPlaces(
          { id: venue.id, ...venue.location },
          collectionPois.pois.flatMap((poi) =>
            poi.location ? [{ id: poi.id, name: poi.name ?? '', ...poi.location }] : [],
          ),
          NEARBY_VENUES,
        )
      : [];
  const [inventory, showPages, venuePaths] = await Promise.all([
    shows.length > 0
      ? context.catalogue.getInventories(
          shows.map((show) => show.tgid),
          { ...params, 'for-days': WHATS_ON_DAYS },
          context.request,
        )
      : Promise.resolve(undefined),
    showPageUids(context.content, [...showIds], context.locale, context.site.domain),
    venuePagePaths(
      context.content,
      nearbyPlaces.map((place) => place.id),
      context.locale,
      context.language,
      context.site.domain,
    ),
  ]);
  const showHref = (tgid: number | undefined) => {
    const uid = tgid ? showPages.get(tgid) : undefined;
    return uid ? showPageUrl(uid, context.language, context.host) : undefined;
  };
  const today = todayIn(now, venue?.timeZone ?? 'UTC');
  const phases = groupProductions(productions, today);
  const productionView = (production: Production): ProductionView => {
    const state = showState(production, today);
    const opening = formatIsoDate(production.openingDate, context.language, context.site.countryCode);
    const closing = formatIsoDate(production.closingDate, context.language, context.site.countryCode);
    return {
      name: production.name,
      state,
      openingLabel:
        state === 'opening' || state === 'reopening'
          ? openingLabel(
              {
                date: production.openingDate,
                reopening: production.reopening,
                now,
                timeZone: venue?.timeZone ?? 'UTC',
                region: context.site.countryCode,
              },
              context.language,
            )
          : undefined,
      run:
        opening && closing && state === 'closed'
          ? context.t('venue.run', { from: opening, to: closing })
          : opening && state === undefined
            ? context.t('venue.since', { date: opening })
            : '',
      href: state === 'closed' ? undefined : showHref(production.tgid),
    };
  };
  const playing = list.items.filter((item) => shows.some((show) => show.tgid === item.id));
  const slots = new Map<number, SlotLike[]>(
    Object.values(inventory?.availabilities ?? {}).map((entry) => [
      entry.tourGroupId,
      entry.inventories.filter(isSlot),
    ]),
  );
  const money = (value: number | undefined) =>
    formatPrice(value, { currencyCode: inventory?.currencyCode ?? context.currency, lang: context.language });
  return {
    kind: 'venue',
    base,
    venue: venue ? facts(venue, context.language, today) : undefined,
    seatMap: venue ? seatMapView(venue, context) : undefined,
    seatingPlanHref,
    whatsOn: {
      state: shows.length === 0 ? 'empty' : inventory ? 'ok' : 'failed',
      currency: inventory?.currencyCode ?? context.currency,
      days: inventory
        ? whatsOn(slots, shows, datesFrom(today, WHATS_ON_DAYS)).map((day) => ({
            date: day.date,
            label: fullDate(day.date, context.language, context.site.countryCode),
            shows: day.shows.map((show) => ({
              tgid: show.tgid,
              fromPrice: show.fromPrice,
              name: show.name,
              times: show.times.map((time) => slotTime(time, context.language)),
              from:
                show.fromPrice === undefined ? '' : context.t('venue.from', { price: money(show.fromPrice) }),
              href: showHref(show.tgid),
            })),
          }))
        : [],
    },
    nowPlaying: {
      state: list.state === 'failed' && hasCollection ? 'failed' : playing.length === 0 ? 'empty' : 'ok',
      cards: buildCards(playing, showPages, context),
      productions: phases.nowPlaying.map(productionView),
    },
    upcoming: phases.upcoming.map(productionView),
    past: phases.past.map(productionView),
    nearby: nearbyPlaces.map((place) => ({
      id: place.id,
      name: place.name,
      distance: context.t('venue.distance', { distance: place.distanceKm }),
      href: venuePaths.get(place.id),
    })),
    shows: shows.map((show) => ({ tgid: show.tgid, name: show.name, href: showHref(show.tgid) })),
  };
}
