import { bookingUrl } from '../../../lib/rules/booking/bookingUrl';
import { showPageUrl } from '../../../lib/rules/booking/cardLinkTarget';
import { showPageUids } from '../../../lib/cards/showPageLookup';
import { loadPageBase, type PageBase, type PageDocument } from '../../../lib/views/pageBase';
import { answerParams, type PageContext } from '../../../lib/request/pageContext';
import { seatMapView, type SeatMapView } from './seatMapView';
import { venuePagePaths } from './venueLinks';

export interface SeatingPlanPageView {
  kind: 'seatingPlan';
  base: PageBase;
  venueId: number;
  venueName: string | undefined;
  /** The site's page of the venue, when there is one. */
  venueHref: string | undefined;
  /** Undefined when the catalogue cannot answer: the page then shows its text and says so. */
  seatMap: SeatMapView | undefined;
  /** Whether the page takes part in the seat-map experiment (a venue seats page, spec 001 §2, §9). */
  experiment: boolean;
  /** The shows playing at the venue: their show page, else the booking flow. */
  shows: { tgid: number; name: string; href: string }[];
}

/**
 * A seating-plan page (spec 001 §2): the editorial text with the venue's seat map (sections, seats and
 * price bands in the visitor's currency), the shows to book there and the venue's own page. A venue
 * seats page (`seatMapExperiment`) also takes part in the seat-map experiment; the component draws
 * the visitor's variant.
 * @example await loadSeatingPlanPage(page, 60001, true, context)
 */
export async function loadSeatingPlanPage(
  page: PageDocument,
  venueId: number,
  experiment: boolean,
  context: PageContext,
): Promise<SeatingPlanPageView> {
  const [base, venue, venuePaths] = await Promise.all([
    loadPageBase(page, context),
    context.catalogue.getVenue(venueId, answerParams(context), context.request),
    venuePagePaths(context.content, [venueId], context.locale, context.language, context.site.domain),
  ]);
  const shows = venue?.shows ?? [];
  const showPages = await showPageUids(
    context.content,
    shows.map((show) => show.tgid),
    context.locale,
    context.site.domain,
  );
  return {
    kind: 'seatingPlan',
    base,
    venueId,
    venueName: venue?.name ?? undefined,
    venueHref: venuePaths.get(venueId),
    seatMap: venue ? seatMapView(venue, context) : undefined,
    experiment,
    shows: shows.flatMap((show) => {
      const uid = showPages.get(show.tgid);
      const href = uid
        ? showPageUrl(uid, context.language, context.host)
        : bookingUrl({ host: context.host, tgid: show.tgid, currencyCode: context.currency });
      return href ? [{ tgid: show.tgid, name: show.name, href }] : [];
    }),
  };
}
