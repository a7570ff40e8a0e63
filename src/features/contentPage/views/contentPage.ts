import { getLanguage } from '../../../lib/i18n/languages';
import { todayIn } from '../../../lib/rules/dates/isoDate';
import { parseSchedules } from '../rules/openingSchedule';
import { durationWording } from '../../../lib/rules/policies/durationWording';
import { buildCards, type CardView } from '../../../lib/cards/buildCards';
import { fetchProducts } from '../../../lib/cards/fetchProducts';
import { showPageUids } from '../../../lib/cards/showPageLookup';
import { contentDocument, type TravelMode } from './contentDocument';
import { crowdsView, seasonsView, type CrowdsView, type SeasonsView } from './crowdView';
import { itineraryView, type ItineraryView } from './itineraryView';
import { venueView, type Poi, type VenueView } from './venueView';
import { loadPageBase, type PageBase, type PageDocument } from '../../../lib/views/pageBase';
import type { PageContext } from '../../../lib/request/pageContext';
import { loadReviews, type ReviewsView } from '../../../lib/views/reviews/loadReviews';
import type { SectionState } from '../../../lib/views/slices/sliceViews';

/** Weeks of coming inventory the crowd levels read (each weekday counted eight times). */
export const CROWD_WINDOW_DAYS = 56;

export interface ContentGuidePageView {
  kind: 'contentPage';
  base: PageBase;
  about: unknown;
  /** Undefined when the document names no point of interest; `failed` when the catalogue did not answer. */
  venue: { state: 'ok'; view: VenueView } | { state: 'failed' } | undefined;
  tickets: { state: SectionState; cards: CardView[]; visibleCount: number } | undefined;
  reviews: ReviewsView | undefined;
  itinerary: ItineraryView | undefined;
  plan: { body: unknown; gettingThere: { mode: TravelMode; label: string; text: string }[] } | undefined;
  quickInfo: { term: string; value: string }[];
  crowds: CrowdsView | undefined;
  seasons: SeasonsView | undefined;
}

const failedList = { state: 'failed', items: [] } as const;

/**
 * A content page (`content_page` document, spec 001 §2): about, venue, tickets, reviews, itinerary,
 * plan your visit, quick information and best time to visit. The attraction's point of interest
 * (schedules, location), its visitor demand, the collection's products and reviews and the tour's
 * itinerary are fetched in parallel, then the show pages of the cards and the itinerary's stops. Each
 * section degrades on its own; the crowd levels and seasons are computed (`src/features/contentPage/rules/`).
 * @example await loadContentGuidePage({ uid: 'colosseum-rome-tickets.com.visitor-guide', data: { poi_id: 176, tagged_collection: 176, itinerary_tgid: 10202 }, segments: ['visitor-guide'] }, url, context, now())
 */
export async function loadContentGuidePage(
  page: PageDocument,
  url: URL,
  context: PageContext,
  now: Date,
): Promise<ContentGuidePageView> {
  const doc = contentDocument(page.data, page.uid);
  const language = getLanguage(context.language);
  const locale = { lang: context.language, bcp47: language.bcp47, t: context.t };
  const [base, pois, demand, list, reviews, itineraries] = await Promise.all([
    loadPageBase(page, context),
    doc.poiId
      ? context.catalogue.getPois([doc.poiId], { language: context.language }, context.request)
      : undefined,
    doc.poiId
      ? context.catalogue.getPoiDemand(doc.poiId, { 'for-days': CROWD_WINDOW_DAYS }, context.request)
      : undefined,
    doc.collectionId ? fetchProducts({ kind: 'collection', id: doc.collectionId }, context) : undefined,
    doc.collectionId ? loadReviews({ kind: 'collection', id: doc.collectionId }, url, context) : undefined,
    doc.itineraryTgid
      ? context.catalogue.getTourGroupItineraries(
          doc.itineraryTgid,
          { language: context.language, sections: true },
          context.request,
        )
      : undefined,
  ]);
  const poi: Poi | undefined = pois?.pois[0];
  const stopIds = [
    ...new Set(
      (itineraries?.experienceItineraries[0]?.sections ?? []).flatMap((s) => {
        const id = (s as { poiId?: unknown }).poiId;
        return typeof id === 'number' && id > 0 ? [id] : [];
      }),
    ),
  ];
  const items = (list ?? failedList).items;
  const [showPages, stops] = await Promise.all([
    showPageUids(
      context.content,
      items.map((item) => item.id),
      context.locale,
      context.site.domain,
    ),
    stopIds.length > 0
      ? context.catalogue.getPois(
          stopIds,
          { language: context.language, operatingSchedules: false, content: false },
          context.request,
        )
      : undefined,
  ]);
  const timeZone = demand?.timeZone ?? 'UTC';
  const today = todayIn(now, timeZone);
  const periods = parseSchedules(poi && 'operatingSchedules' in poi ? poi.operatingSchedules : undefined);
  const venue = poi
    ? venueView(poi, periods, today, context.language, context.t, context.site.countryCode)
    : undefined;
  const itinerary = doc.itineraryTgid ? itineraryView(itineraries, stops?.pois ?? [], locale) : undefined;
  const cards = buildCards(items, showPages, context);
  const t = context.t;
  const visit =
    doc.visitMinutes !== undefined
      ? durationWording(doc.visitMinutes * 60_000, null, context.language)
      : itinerary?.total;
  const quickInfo = [
    visit ? { term: t('contentPage.duration'), value: visit } : undefined,
    venue?.todayRow ? { term: t('contentPage.todayHours'), value: venue.todayRow.hours } : undefined,
    venue?.todayRow?.lastEntry
      ? { term: t('contentPage.lastEntry'), value: venue.todayRow.lastEntry }
      : undefined,
    venue?.address ? { term: t('contentPage.address'), value: venue.address } : undefined,
    doc.accessibility ? { term: t('contentPage.accessibility'), value: doc.accessibility } : undefined,
  ].filter((row) => row !== undefined);
  return {
    kind: 'contentPage',
    base,
    about: doc.about,
    venue: doc.poiId ? (venue ? { state: 'ok', view: venue } : { state: 'failed' }) : undefined,
    tickets: list
      ? {
          state: list.state === 'failed' ? 'failed' : cards.length === 0 ? 'empty' : 'ok',
          cards,
          visibleCount: doc.ticketLimit,
        }
      : undefined,
    reviews,
    itinerary,
    plan:
      doc.planYourVisit || doc.gettingThere.length > 0
        ? {
            body: doc.planYourVisit,
            gettingThere: doc.gettingThere.map((row) => ({
              ...row,
              label: t(`contentPage.mode.${row.mode}`),
            })),
          }
        : undefined,
    quickInfo,
    crowds: doc.poiId ? crowdsView(demand, periods, locale) : undefined,
    seasons: doc.poiId ? seasonsView(demand, periods, today, locale) : undefined,
  };
}
