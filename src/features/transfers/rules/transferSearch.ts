import { isIsoDate, type IsoDate } from '../../../lib/rules/dates/isoDate';

/** The vehicle types of transfers and their reviews (spec 001 §2). */
export const VEHICLE_TYPES = ['SEDAN', 'SUV', 'HATCHBACK', 'MINIVAN', 'BUS', 'TRAIN'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

/** Guests one search seats: a minivan's worth, or a small group on a shuttle. */
export const MAX_TRANSFER_GUESTS = 16;
export const DEFAULT_TRANSFER_GUESTS = 2;

/**
 * A vehicle type as an editor or the catalogue writes it ('Sedan', 'suv', 'MINIVAN'), else undefined.
 * @example vehicleType(' Minivan ') === 'MINIVAN'; vehicleType('limousine') === undefined
 */
export function vehicleType(value: unknown): VehicleType | undefined {
  if (typeof value !== 'string') return undefined;
  const upper = value.trim().toUpperCase();
  return VEHICLE_TYPES.find((type) => type === upper);
}

export type TransferField = 'pickup' | 'dropoff' | 'date' | 'time' | 'guests' | 'returnDate' | 'returnTime';
export type TransferError =
  | 'pickupMissing'
  | 'dropoffMissing'
  | 'samePlace'
  | 'unknownPlace'
  | 'dateMissing'
  | 'datePast'
  | 'timeInvalid'
  | 'guestsInvalid'
  | 'returnDateMissing'
  | 'returnBeforeTrip';

/** What the form shows back: the visitor's values, cleaned. */
export interface TransferFormValues {
  pickup: string;
  dropoff: string;
  date: string;
  time: string;
  guests: number;
  returnTrip: boolean;
  returnDate: string;
  returnTime: string;
}

export interface TransferQuery {
  pickup: string;
  dropoff: string;
  date: IsoDate;
  time: string | undefined;
  guests: number;
  returnDate: IsoDate | undefined;
  returnTime: string | undefined;
}

export interface TransferSearchState {
  /** Whether the visitor asked for a trip (any trip field in the URL). */
  submitted: boolean;
  values: TransferFormValues;
  errors: { field: TransferField; error: TransferError }[];
  /** The search to run: set when submitted without errors. */
  query: TransferQuery | undefined;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const code = (value: string | null) => (value ?? '').trim().toUpperCase().slice(0, 40);

/** The query parameters of the transfer search form (a GET form): the page reads these and no others. */
export const TRANSFER_QUERY_PARAMS = [
  'pickup',
  'dropoff',
  'date',
  'time',
  'guests',
  'return',
  'returnDate',
  'returnTime',
] as const;

/**
 * The airport transfer search of a page's query (`pickup`, `dropoff`, `date`, `time`, `guests`,
 * `return`, `returnDate`, `returnTime`), checked against the city's places and the city's today: a GET
 * form that works without JavaScript, so every value arrives as text and every mistake gets its own
 * message next to its field. Nothing asked → not submitted, no errors.
 * @example transferSearch(new URLSearchParams('pickup=FCO&dropoff=ROME_CENTRE&date=2026-12-01&guests=2'), ['FCO', 'ROME_CENTRE'], '2026-11-24').query?.guests === 2
 */
export function transferSearch(
  params: URLSearchParams,
  placeCodes: readonly string[],
  today: IsoDate,
): TransferSearchState {
  const guestsText = (params.get('guests') ?? '').trim();
  const guests = /^\d{1,3}$/.test(guestsText)
    ? Number(guestsText)
    : guestsText === ''
      ? DEFAULT_TRANSFER_GUESTS
      : NaN;
  const returnTrip = ['1', 'on', 'true', 'yes'].includes((params.get('return') ?? '').trim().toLowerCase());
  const values: TransferFormValues = {
    pickup: code(params.get('pickup')),
    dropoff: code(params.get('dropoff')),
    date: (params.get('date') ?? '').trim().slice(0, 10),
    time: (params.get('time') ?? '').trim().slice(0, 5),
    guests: Number.isInteger(guests) ? guests : DEFAULT_TRANSFER_GUESTS,
    returnTrip,
    returnDate: (params.get('returnDate') ?? '').trim().slice(0, 10),
    returnTime: (params.get('returnTime') ?? '').trim().slice(0, 5),
  };
  const submitted = ['pickup', 'dropoff', 'date'].some((name) => params.has(name));
  const errors: TransferSearchState['errors'] = [];
  if (!submitted) return { submitted, values, errors, query: undefined };
  const place = (field: 'pickup' | 'dropoff') => {
    const value = values[field];
    if (value === '') errors.push({ field, error: field === 'pickup' ? 'pickupMissing' : 'dropoffMissing' });
    else if (!placeCodes.includes(value)) errors.push({ field, error: 'unknownPlace' });
  };
  place('pickup');
  place('dropoff');
  if (values.pickup !== '' && values.pickup === values.dropoff)
    errors.push({ field: 'dropoff', error: 'samePlace' });
  if (!isIsoDate(values.date)) errors.push({ field: 'date', error: 'dateMissing' });
  else if (values.date < today) errors.push({ field: 'date', error: 'datePast' });
  if (values.time !== '' && !TIME.test(values.time)) errors.push({ field: 'time', error: 'timeInvalid' });
  if (!Number.isInteger(guests) || guests < 1 || guests > MAX_TRANSFER_GUESTS)
    errors.push({ field: 'guests', error: 'guestsInvalid' });
  if (returnTrip) {
    if (!isIsoDate(values.returnDate)) errors.push({ field: 'returnDate', error: 'returnDateMissing' });
    else if (isIsoDate(values.date) && values.returnDate < values.date)
      errors.push({ field: 'returnDate', error: 'returnBeforeTrip' });
    if (values.returnTime !== '' && !TIME.test(values.returnTime))
      errors.push({ field: 'returnTime', error: 'timeInvalid' });
  }
  const query: TransferQuery | undefined =
    errors.length === 0
      ? {
          pickup: values.pickup,
          dropoff: values.dropoff,
          date: values.date,
          time: values.time || undefined,
          guests,
          returnDate: returnTrip ? values.returnDate : undefined,
          returnTime: returnTrip ? values.returnTime || undefined : undefined,
        }
      : undefined;
  return { submitted, values, errors, query };
}
