import type { EventStatusType, TheaterEvent, WithContext } from 'schema-dts';
import { isoDate } from './isoValues';
import { absoluteUrls, aggregateRating, offer, SCHEMA_CONTEXT } from './common';

export type EventStatus = 'scheduled' | 'cancelled' | 'postponed' | 'rescheduled';

const STATUS: Record<EventStatus, EventStatusType> = {
  scheduled: 'https://schema.org/EventScheduled',
  cancelled: 'https://schema.org/EventCancelled',
  postponed: 'https://schema.org/EventPostponed',
  rescheduled: 'https://schema.org/EventRescheduled',
};

export interface EventInput {
  name: string;
  description?: string | undefined;
  /** Image URLs, absolute or root-relative (resolved against `url`). */
  images: readonly string[];
  /** Absolute URL of the show page. */
  url: string;
  /** The next available date: `YYYY-MM-DD` or an ISO date-time with a time zone. */
  startDate?: string | undefined | null;
  /** Default `scheduled`. */
  status?: EventStatus | undefined;
  /** The theatre: its name and the city (address locality); country code optional. */
  venue?: { name: string; locality?: string | undefined; country?: string | undefined } | undefined;
  /** Final price in `currency`; missing when sold out. */
  price?: number | undefined | null;
  /** The page's currency code. */
  currency: string;
  rating?: number | undefined | null;
  ratingCount?: number | undefined | null;
}

/**
 * A theatre show as a TheaterEvent on its next available date, at its venue (offline attendance), with an
 * Offer (`InStock`, or `SoldOut` without a price) and aggregateRating when rated. Undefined without a valid
 * start date or a venue name, which Google requires: use `product()` for such pages instead.
 * @example event({ name: 'Wicked', startDate: '2026-04-02', venue: { name: 'Apollo Victoria Theatre', locality: 'London' }, … }).location.name === 'Apollo Victoria Theatre'
 */
export function event(input: EventInput): WithContext<TheaterEvent> | undefined {
  const startDate = isoDate(input.startDate);
  const venue = input.venue?.name.trim();
  if (!startDate || !venue) return undefined;
  const images = absoluteUrls(input.images, input.url);
  const rating = aggregateRating(input.rating, input.ratingCount);
  const description = input.description?.trim();
  const locality = input.venue?.locality?.trim();
  const country = input.venue?.country?.trim();
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'TheaterEvent',
    name: input.name,
    ...(description && { description }),
    ...(images.length > 0 && { image: images }),
    url: input.url,
    startDate,
    eventStatus: STATUS[input.status ?? 'scheduled'],
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: venue,
      address: {
        '@type': 'PostalAddress',
        ...(locality && { addressLocality: locality }),
        ...(country && { addressCountry: country }),
      },
    },
    ...(rating && { aggregateRating: rating }),
    offers: offer(
      { price: input.price, currency: input.currency, url: input.url },
      'https://schema.org/SoldOut',
    ),
  };
}
