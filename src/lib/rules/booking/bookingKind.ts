/** The booking kinds (flow types) of spec 001 §3. */
export const BOOKING_KINDS = [
  'SEATMAP',
  'SVG',
  'NORMAL',
  'COMBO',
  'RESERVE',
  'PRIVATE_AIRPORT_TRANSFER',
  'SHARED_AIRPORT_TRANSFER',
  'SEATMAP_IFRAME',
  'HOP_ON_HOP_OFF',
  'PROPERTY_SELECTION',
  'GUIDED_TOUR_PROPERTY_SELECTION',
] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

/**
 * Which booking-flow step a kind opens on (spec 000 §2): the seat map, the SVG plan, the external
 * (iframe) seat map, the passenger count for transfers priced per vehicle, else the date/variant picker.
 */
const suffixes: Record<BookingKind, string> = {
  SEATMAP: 'seatmap/',
  SVG: 'svg/',
  SEATMAP_IFRAME: 'seatmap-iframe/',
  PRIVATE_AIRPORT_TRANSFER: 'select/pax/',
  SHARED_AIRPORT_TRANSFER: 'select/pax/',
  NORMAL: 'select/',
  COMBO: 'select/',
  RESERVE: 'select/',
  HOP_ON_HOP_OFF: 'select/',
  PROPERTY_SELECTION: 'select/',
  GUIDED_TOUR_PROPERTY_SELECTION: 'select/',
};

/** @example isBookingKind('SVG') === true; isBookingKind('svg') === false */
export function isBookingKind(value: unknown): value is BookingKind {
  return typeof value === 'string' && Object.hasOwn(suffixes, value);
}

/**
 * The path after /book/{tgid}/ for a product's flowType; an unknown or missing flowType gets none and
 * the booking site picks its own first step.
 * @example bookingSuffix('SEATMAP') === 'seatmap/'; bookingSuffix('SHARED_AIRPORT_TRANSFER') === 'select/pax/'
 */
export function bookingSuffix(flowType: string | null | undefined): string {
  return isBookingKind(flowType) ? suffixes[flowType] : '';
}
