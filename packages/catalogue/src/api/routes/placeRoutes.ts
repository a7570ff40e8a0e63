import { z } from 'zod';
import { geolocateCity, type GeoHint } from '../../service/geolocate.ts';
import { fetchAirports, guestCount, listBanners } from '../../service/placeExtras.ts';
import { collectionPois, listPois } from '../../service/pois.ts';
import { poiDemand } from '../../service/poiDemand.ts';
import { getVenue } from '../../service/venues.ts';
import { searchTransfers } from '../../service/transfers.ts';
import {
  BadParameterError,
  bool,
  cityCode,
  currency,
  date,
  decimal,
  int,
  id,
  language,
  parse,
  requiredIdList,
} from '../params.ts';
import type { CatalogueCall, Route } from '../route.ts';

const poiFlags = z.object({
  language,
  operatingSchedules: bool.default(true),
  content: bool.default(true),
  location: bool.default(true),
});
const geoParams = z.object({
  latitude: decimal(-90, 90).optional(),
  longitude: decimal(-180, 180).optional(),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
    .transform((v) => v.toUpperCase())
    .optional(),
  language,
});
const cityAndLanguage = z.object({ city: cityCode.optional(), language });
const pathIdSchema = z.object({ id });
const poiListSchema = poiFlags.extend({ ids: requiredIdList() });
const visitorDemandSchema = z.object({ 'from-date': date.optional(), 'for-days': int(1, 90).default(56) });
const venueSchema = z.object({ language, currency: currency.optional() });
const transferTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:MM');
const transferPlace = z
  .string()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z_]{3,40}$/, 'must be a place code such as FCO'));
const transferSearchSchema = z
  .object({
    city: cityCode,
    language,
    currency: currency.default('EUR'),
    pickup: transferPlace.optional(),
    dropoff: transferPlace.optional(),
    date: date.optional(),
    time: transferTime.optional(),
    guests: int(1, 50).default(1),
    'return-date': date.optional(),
    'return-time': transferTime.optional(),
  })
  .refine((v) => !v.pickup || v.pickup !== v.dropoff, {
    message: 'must differ from pickup',
    path: ['dropoff'],
  })
  .refine((v) => !v['return-date'] || !v.date || v['return-date'] >= v.date, {
    message: 'must not be before date',
    path: ['return-date'],
  });
const guestCountSchema = z.object({
  'tour-group-id': id.optional(),
  'collection-id': id.optional(),
  city: cityCode.optional(),
});

const coordinate = (value: string | null) =>
  value !== null && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : null;

/**
 * Coordinates or `country` from the query, else coordinates from CDN headers, else the visitor's
 * country from CDN headers.
 */
function geoHint(
  q: { latitude?: number | undefined; longitude?: number | undefined; country?: string | undefined },
  headers: CatalogueCall['headers'],
): GeoHint {
  if ((q.latitude === undefined) !== (q.longitude === undefined)) {
    throw new BadParameterError(
      q.latitude === undefined ? 'latitude' : 'longitude',
      'latitude and longitude go together',
    );
  }
  if (q.latitude !== undefined && q.longitude !== undefined)
    return { latitude: q.latitude, longitude: q.longitude };
  if (q.country) return { country: q.country };
  for (const [lat, lon] of [
    ['cf-iplatitude', 'cf-iplongitude'],
    ['x-vercel-ip-latitude', 'x-vercel-ip-longitude'],
  ] as const) {
    const latitude = coordinate(headers.get(lat));
    const longitude = coordinate(headers.get(lon));
    if (latitude !== null && longitude !== null && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180)
      return { latitude, longitude };
  }
  for (const name of ['cf-ipcountry', 'x-vercel-ip-country', 'x-country-code', 'cloudfront-viewer-country']) {
    const country = headers.get(name);
    if (country && /^[A-Za-z]{2}$/.test(country)) return { country: country.toUpperCase() };
  }
  return null;
}

export const placeRoutes: Route[] = [
  {
    path: '/api/v1/pois',
    cache: 'reference',
    arrays: ['ids'],
    handle: ({ ctx, query }) => {
      const q = parse(poiListSchema, query);
      return listPois(ctx, q.ids, q);
    },
  },
  {
    path: '/api/v1/pois/:id/visitor-demand',
    cache: 'inventory',
    handle: ({ ctx, path, query }) => {
      const q = parse(visitorDemandSchema, query);
      return poiDemand(ctx, parse(pathIdSchema, path).id, {
        fromDate: q['from-date'],
        days: q['for-days'],
      });
    },
  },
  {
    path: '/api/v1/collection/:id/pois',
    cache: 'reference',
    handle: ({ ctx, path, query }) =>
      collectionPois(ctx, parse(pathIdSchema, path).id, parse(poiFlags, query)),
  },
  {
    path: '/api/v1/venues/:id',
    cache: 'catalogue',
    handle: ({ ctx, path, query }) => getVenue(ctx, parse(pathIdSchema, path).id, parse(venueSchema, query)),
  },
  {
    path: '/api/v1/airport-transfers/fetch-airports',
    cache: 'reference',
    handle: ({ ctx, query }) => fetchAirports(ctx, parse(cityAndLanguage, query)),
  },
  {
    path: '/api/v1/airport-transfers/search',
    cache: 'inventory',
    handle: ({ ctx, query }) => {
      const q = parse(transferSearchSchema, query);
      return searchTransfers(ctx, {
        city: q.city,
        language: q.language,
        currency: q.currency,
        pickup: q.pickup,
        dropoff: q.dropoff,
        date: q.date,
        time: q.time,
        guests: q.guests,
        returnDate: q['return-date'],
        returnTime: q['return-time'],
      });
    },
  },
  {
    path: '/api/v2/banners/',
    cache: 'catalogue',
    handle: ({ ctx, query }) => listBanners(ctx, parse(cityAndLanguage, query)),
  },
  {
    path: '/api/v1/guest-count/',
    cache: 'catalogue',
    handle: ({ ctx, query }) => {
      const q = parse(guestCountSchema, query);
      return guestCount(ctx, {
        tourGroupId: q['tour-group-id'],
        collectionId: q['collection-id'],
        city: q.city,
      });
    },
  },
  {
    path: '/api/tours/v2/geolocate/city',
    cache: 'personal',
    handle: ({ ctx, query, request }) => {
      const q = parse(geoParams, query);
      return geolocateCity(ctx, geoHint(q, request.headers), q.language);
    },
  },
];
