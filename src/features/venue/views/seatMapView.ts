import type { VenueAnswer } from '../../../lib/catalogue/client';
import { getLanguage } from '../../../lib/i18n/languages';
import { formatPrice } from '../../../lib/rules/pricing/formatPrice';
import { priceTiers, seatMapLayout, type SeatMapLayout } from '../rules/seatMapLayout';
import type { PageContext } from '../../../lib/request/pageContext';

export interface SeatMapSectionView {
  key: string;
  name: string;
  seats: number;
  /** The seat count written for the page's language. */
  seatsText: string;
  /** '£45 – £49.50', one price when the band is a single price, else 'Not on sale'. */
  price: string;
  priced: boolean;
  /** 1 (cheapest) to 4; undefined when not on sale. */
  tier: number | undefined;
  /** The accessible name of the section on the map: name, seats and prices. */
  label: string;
  path: string;
  labelX: number;
  labelY: number;
}

export interface SeatMapView {
  venueId: number;
  venueName: string;
  viewBox: string;
  stage: SeatMapLayout['stage'];
  capacity: number;
  sections: SeatMapSectionView[];
}

type Venue = NonNullable<VenueAnswer>;

/**
 * The seat map of a venue as pages draw it: the layout rule's shapes with each section's name, seats,
 * price band in the answer's currency and price tier. No sections → undefined.
 * @example seatMapView(lyceum, context)?.sections[2] → { name: 'Grand Circle', price: '£45 – £49.50', tier: 1, … }
 */
export function seatMapView(
  venue: Venue,
  context: Pick<PageContext, 'language' | 't'>,
): SeatMapView | undefined {
  if (venue.sections.length === 0) return undefined;
  const layout = seatMapLayout(venue.sections);
  const tiers = priceTiers(venue.sections);
  const count = new Intl.NumberFormat(getLanguage(context.language).bcp47);
  const money = (value: number) =>
    formatPrice(value, { currencyCode: venue.currencyCode, lang: context.language });
  return {
    venueId: venue.id,
    venueName: venue.name ?? '',
    viewBox: layout.viewBox,
    stage: layout.stage,
    capacity: venue.capacity,
    sections: venue.sections.map((section, index) => {
      const band = section.priceBand;
      const price = band
        ? band.from === band.to
          ? money(band.from)
          : context.t('venue.priceBand', { from: money(band.from), to: money(band.to) })
        : context.t('venue.notOnSale');
      const shape = layout.sections[index];
      return {
        key: section.key,
        name: section.name,
        seats: section.seats,
        seatsText: count.format(section.seats),
        price,
        priced: band !== null,
        tier: tiers.get(section.key),
        label: context.t('venue.sectionLabel', { name: section.name, count: section.seats, price }),
        path: shape?.path ?? '',
        labelX: shape?.labelX ?? 0,
        labelY: shape?.labelY ?? 0,
      };
    }),
  };
}
