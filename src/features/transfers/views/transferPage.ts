import { z } from 'zod';
import type { TransferSearchAnswer } from '../../../lib/catalogue/client';
import { bookingUrl } from '../../../lib/rules/booking/bookingUrl';
import { slotTime } from '../../../lib/rules/calendar/calendarText';
import { todayIn } from '../../../lib/rules/dates/isoDate';
import { privateTransferFreeWait } from '../../../lib/rules/policies/serviceWording';
import { formatPrice } from '../../../lib/rules/pricing/formatPrice';
import {
  MAX_TRANSFER_GUESTS,
  transferSearch,
  vehicleType,
  type TransferSearchState,
  type VehicleType,
} from '../rules/transferSearch';
import { movedDeparture, transferBookingUrl } from '../rules/transferHandoff';
import { loadPageBase, type PageBase, type PageDocument } from '../../../lib/views/pageBase';
import type { PageContext } from '../../../lib/request/pageContext';
import type { SectionState } from '../../../lib/views/slices/sliceViews';
import { filledFields } from '../../../lib/rules/filledFields';
import { logger } from '../../../lib/log/logger';

const logs = logger('transfers');

type Places = NonNullable<TransferSearchAnswer>['places'];

export interface TransferResultView {
  tgid: number;
  name: string;
  kind: 'PRIVATE' | 'SHARED';
  kindLabel: string;
  vehicle: string;
  seats: string;
  departure: string;
  returnDeparture: string | undefined;
  /** The departure is later than the visitor asked (the next departure): said, not changed silently. */
  moved: string | undefined;
  returnMoved: string | undefined;
  total: string;
  perPerson: string | undefined;
  freeWait: string | undefined;
  bookingHref: string;
}

export interface TransferReviewView {
  name: string;
  country: string;
  rating: number;
  ratingText: string;
  vehicle: VehicleType;
  vehicleLabel: string;
  text: string;
}

export interface TransferPageView {
  kind: 'transfers';
  base: PageBase;
  /** Undefined when the page names no city or the catalogue cannot list its places. */
  places: { airports: Places; city: Places } | undefined;
  search: TransferSearchState;
  /** The messages of the search's errors, by field, in the page's language. */
  errors: { field: string; message: string }[];
  today: string;
  maxGuests: number;
  results: { state: SectionState | 'idle'; items: TransferResultView[] };
  reviews: TransferReviewView[];
}

const reviewSchema = z.object({
  name: z.string().trim().min(1),
  country: z.string().trim().default(''),
  rating: z.coerce.number().min(1).max(5),
  vehicle: z
    .unknown()
    .transform(vehicleType)
    .pipe(z.enum(['SEDAN', 'SUV', 'HATCHBACK', 'MINIVAN', 'BUS', 'TRAIN'])),
  text: z.string().trim().min(1),
});

/**
 * The sample customer reviews of a transfer page (its `sample_reviews` group: name, country, rating,
 * vehicle, text); rows with a missing text or an unknown vehicle type are left out with a warning.
 * @example transferReviews([{ name: 'Ana', country: 'Spain', rating: 5, vehicle: 'Minivan', text: 'On time.' }], t, 'en')[0].vehicleLabel === 'Minivan'
 */
export function transferReviews(
  value: unknown,
  context: Pick<PageContext, 't' | 'language'>,
  log: (message: string) => void = (message: string) => logs.warn(message),
): TransferReviewView[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((row, index) => {
    const parsed = reviewSchema.safeParse(filledFields(row));
    if (!parsed.success) {
      log(`[transfers] sample review ${index} is incomplete or names an unknown vehicle; left out`);
      return [];
    }
    const review = parsed.data;
    return [
      {
        ...review,
        ratingText: context.t('transfers.rated', { rating: review.rating }),
        vehicleLabel: context.t(`transfers.vehicle.${review.vehicle}`),
      },
    ];
  });
}

/**
 * An airport transfer page (spec 001 §2): the search form (pick-up, drop-off, date, time, guests,
 * return trip) as a GET form checked by `rules/transfers/transferSearch`, the matching private and
 * shared transfers with their price for the party and a booking link carrying date, time, ticket type
 * and currency, and the page's sample reviews with vehicle types. Without a city or places the page
 * keeps its text and product cards.
 * @example await loadTransferPage(page, new URL('https://rome-airport-transfers.com/?pickup=FCO&dropoff=ROME_CENTRE&date=2026-12-01'), context, now())
 */
export async function loadTransferPage(
  page: PageDocument,
  url: URL,
  context: PageContext,
  now: Date,
): Promise<TransferPageView> {
  const city = String(page.data['tagged_city'] ?? '')
    .trim()
    .toUpperCase();
  const params = { city, language: context.language, currency: context.currency };
  const [base, placesAnswer, airportsAnswer] = await Promise.all([
    loadPageBase(page, context),
    city ? context.catalogue.searchTransfers(params, context.request) : Promise.resolve(undefined),
    city
      ? context.catalogue.getAirports({ city, language: context.language }, context.request)
      : Promise.resolve(undefined),
  ]);
  // The airports come from the airports call (spec: fetch-airports), the other places from the search
  // call's place list; either one missing, the other still serves.
  const airports: Places = airportsAnswer
    ? airportsAnswer.airports.map((airport) => ({
        code: airport.code,
        name: airport.name ?? airport.code,
        kind: 'AIRPORT',
      }))
    : (placesAnswer?.places ?? []).filter((place) => place.kind === 'AIRPORT');
  const cityPlaces = (placesAnswer?.places ?? []).filter((place) => place.kind !== 'AIRPORT');
  const places = [...airports, ...cityPlaces];
  // "Today" is the city's today: a transfer at 23:30 in Rome is still bookable from New York.
  const today = todayIn(now, placesAnswer?.timeZone ?? 'UTC');
  const search = transferSearch(
    url.searchParams,
    places.map((place) => place.code),
    today,
  );
  const answer = search.query
    ? await context.catalogue.searchTransfers(
        {
          ...params,
          pickup: search.query.pickup,
          dropoff: search.query.dropoff,
          date: search.query.date,
          time: search.query.time,
          guests: search.query.guests,
          'return-date': search.query.returnDate,
          'return-time': search.query.returnTime,
        },
        context.request,
      )
    : undefined;
  const money = (value: number, currency: string) =>
    formatPrice(value, { currencyCode: currency, lang: context.language });
  const movedText = (
    key: 'booking.timeMoved' | 'booking.returnTimeMoved',
    moved: { asked: string; time: string } | undefined,
  ) =>
    moved
      ? context.t(key, {
          asked: slotTime(moved.asked, context.language),
          time: slotTime(moved.time, context.language),
        })
      : undefined;
  const items: TransferResultView[] = (answer?.results ?? []).map((result) => {
    const base = bookingUrl({
      host: context.host,
      tgid: result.tgid,
      flowType: result.kind === 'PRIVATE' ? 'PRIVATE_AIRPORT_TRANSFER' : 'SHARED_AIRPORT_TRANSFER',
      currencyCode: result.currencyCode,
    });
    const vehicle = vehicleType(result.vehicle);
    return {
      tgid: result.tgid,
      name: result.name,
      kind: result.kind,
      kindLabel: context.t(result.kind === 'PRIVATE' ? 'transfers.private' : 'transfers.shared'),
      vehicle: vehicle ? context.t(`transfers.vehicle.${vehicle}`) : result.vehicle,
      seats: context.t('transfers.seats', { count: result.maxPax }),
      departure: context.t('transfers.departure', { time: slotTime(result.departure, context.language) }),
      returnDeparture: result.returnDeparture
        ? context.t('transfers.returnDeparture', { time: slotTime(result.returnDeparture, context.language) })
        : undefined,
      total: context.t('transfers.total', { price: money(result.totalPrice, result.currencyCode) }),
      perPerson:
        result.perPersonPrice === null
          ? undefined
          : context.t('transfers.perPerson', { price: money(result.perPersonPrice, result.currencyCode) }),
      freeWait: result.freeWaitMinutes === null ? undefined : privateTransferFreeWait(context.language),
      moved: movedText('booking.timeMoved', movedDeparture(search.query?.time, result.departure)),
      returnMoved: movedText(
        'booking.returnTimeMoved',
        movedDeparture(search.query?.returnTime, result.returnDeparture),
      ),
      bookingHref: base
        ? transferBookingUrl(base, {
            date: search.query?.date,
            time: result.departure,
            variantId: result.variantId,
            currency: result.currencyCode,
            pax: search.query?.guests,
            returnDate: result.returnDeparture ? search.query?.returnDate : undefined,
            returnTime: result.returnDeparture,
            returnTgid: result.returnTgid,
          })
        : '',
    };
  });
  return {
    kind: 'transfers',
    base,
    places: placesAnswer || airportsAnswer ? { airports, city: cityPlaces } : undefined,
    search,
    errors: search.errors.map(({ field, error }) => ({
      field,
      message: context.t(`transfers.error.${error}`, { max: MAX_TRANSFER_GUESTS }),
    })),
    today,
    maxGuests: MAX_TRANSFER_GUESTS,
    results: {
      state: !search.query ? 'idle' : !answer ? 'failed' : items.length === 0 ? 'empty' : 'ok',
      items,
    },
    reviews: transferReviews(page.data['sample_reviews'], context),
  };
}
