/**
 * Where the demo's airport transfers go (spec 001 §2 airport transfer page): the places that are not
 * airports (airports come from the `airport` table, by IATA code) and the route of each transfer
 * product. A place may lie within another (Roma Termini is in the city centre), so a transfer to the
 * centre also serves the station. Each option is a ticket type of the product: a vehicle for private
 * transfers (priced per vehicle), a one-way or return seat for shared ones (priced per person).
 */
export type TransferVehicle = 'SEDAN' | 'SUV' | 'HATCHBACK' | 'MINIVAN' | 'BUS' | 'TRAIN';

export interface CuratedTransferPlace {
  code: string;
  city: string;
  kind: 'AREA' | 'STATION' | 'PORT';
  names: Record<string, string>;
  within: string | null;
}

export interface CuratedTransferRoute {
  tgid: number;
  kind: 'PRIVATE' | 'SHARED';
  pickup: string;
  dropoff: string;
  /** Shared shuttles run both ways on one product. */
  bothWays: boolean;
  options: { variant: string; vehicle: TransferVehicle; maxPax: number; trip: 'ONE_WAY' | 'RETURN' }[];
}

export const TRANSFER_PLACES: readonly CuratedTransferPlace[] = [
  {
    code: 'ROME_CENTRE',
    city: 'ROME',
    kind: 'AREA',
    names: {
      en: 'Rome city centre (hotel or address)',
      it: 'Centro di Roma (hotel o indirizzo)',
      fr: 'Centre de Rome (hôtel ou adresse)',
      ar: 'وسط روما (فندق أو عنوان)',
      ja: 'ローマ市内中心部（ホテル・住所）',
    },
    within: null,
  },
  {
    code: 'ROMA_TERMINI',
    city: 'ROME',
    kind: 'STATION',
    names: {
      en: 'Roma Termini station',
      it: 'Stazione Roma Termini',
      fr: 'Gare de Roma Termini',
      ar: 'محطة روما تيرميني',
      ja: 'ローマ・テルミニ駅',
    },
    within: 'ROME_CENTRE',
  },
];

const PRIVATE = [
  { variant: 'Sedan (up to 3)', vehicle: 'SEDAN', maxPax: 3, trip: 'ONE_WAY' },
  { variant: 'Minivan (up to 7)', vehicle: 'MINIVAN', maxPax: 7, trip: 'ONE_WAY' },
] as const;
const SHUTTLE = [
  { variant: 'One way', vehicle: 'BUS', maxPax: 50, trip: 'ONE_WAY' },
  { variant: 'Return', vehicle: 'BUS', maxPax: 50, trip: 'RETURN' },
] as const;

export const TRANSFER_ROUTES: readonly CuratedTransferRoute[] = [
  {
    tgid: 10601,
    kind: 'PRIVATE',
    pickup: 'FCO',
    dropoff: 'ROME_CENTRE',
    bothWays: false,
    options: [...PRIVATE],
  },
  {
    tgid: 10602,
    kind: 'PRIVATE',
    pickup: 'CIA',
    dropoff: 'ROME_CENTRE',
    bothWays: false,
    options: [...PRIVATE],
  },
  {
    tgid: 10603,
    kind: 'PRIVATE',
    pickup: 'ROME_CENTRE',
    dropoff: 'FCO',
    bothWays: false,
    options: [...PRIVATE],
  },
  {
    tgid: 10604,
    kind: 'SHARED',
    pickup: 'FCO',
    dropoff: 'ROMA_TERMINI',
    bothWays: true,
    options: [...SHUTTLE],
  },
  {
    tgid: 10605,
    kind: 'SHARED',
    pickup: 'CIA',
    dropoff: 'ROMA_TERMINI',
    bothWays: true,
    options: [...SHUTTLE],
  },
];
