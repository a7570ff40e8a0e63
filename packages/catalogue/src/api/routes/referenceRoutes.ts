import { z } from 'zod';
import { bannerDescriptors } from '../../service/bannerDescriptors.ts';
import { cityList, currencyList, getCity, nearbyCities, ratingsOfUid } from '../../service/places.ts';
import { BadParameterError, cityCode, language, parse } from '../params.ts';
import type { CatalogueCall, Route } from '../route.ts';

const lang = z.object({ language });
const cityCodePathSchema = z.object({ code: cityCode });
const ratingsSchema = z.object({ uid: z.string().min(1).max(200) });
const bannerDescriptorsPathSchema = z.object({ uid: z.string().min(1).max(200), lang: language });

/** The first ISO country of the request: CDN headers, else the region of Accept-Language. */
function countryOf(request: CatalogueCall): string | null {
  for (const header of [
    'cf-ipcountry',
    'x-vercel-ip-country',
    'x-country-code',
    'cloudfront-viewer-country',
  ]) {
    const value = request.headers.get(header);
    if (value && /^[A-Za-z]{2}$/.test(value)) return value.toUpperCase();
  }
  const region = /^[a-z]{2,3}-([A-Z]{2})\b/i.exec(request.headers.get('accept-language') ?? '')?.[1];
  return region ? region.toUpperCase() : null;
}

export const referenceRoutes: Route[] = [
  { path: '/api/v1/currency/list/', cache: 'reference', handle: ({ ctx }) => currencyList(ctx) },
  {
    path: '/api/tours/v2/city/list',
    cache: 'reference',
    handle: ({ ctx, query }) => cityList(ctx, parse(lang, query).language),
  },
  {
    path: '/api/tours/v3/cities/:code/',
    cache: 'reference',
    handle: ({ ctx, path, query }) =>
      getCity(ctx, parse(cityCodePathSchema, path).code, parse(lang, query).language),
  },
  {
    path: '/api/v2/city/:code/nearby-cities',
    cache: 'reference',
    handle: ({ ctx, path, query }) =>
      nearbyCities(ctx, parse(cityCodePathSchema, path).code, parse(lang, query).language),
  },
  {
    path: '/api/ratings',
    cache: 'catalogue',
    handle: ({ ctx, query }) => ratingsOfUid(ctx, parse(ratingsSchema, query).uid),
  },
  {
    path: '/api/prismic/get-banner-descriptors/:uid/:lang/',
    cache: 'catalogue',
    // Spec 001 §7: this call answers an empty object on failure, never an error status.
    handle: async ({ ctx, path }) => {
      const parsed = bannerDescriptorsPathSchema.safeParse(path);
      if (!parsed.success) return {};
      return bannerDescriptors(ctx, parsed.data.uid, parsed.data.lang).catch(() => ({}));
    },
  },
  {
    path: '/api/geolocation/country/',
    cache: 'personal',
    handle: async ({ request }) => {
      const code = countryOf(request);
      return { currentCountry: { code } };
    },
  },
  {
    path: '/api/domain/',
    cache: 'reference',
    // The answer is computed from the Origin header: shared caches must key on it.
    vary: ['Origin'],
    handle: async ({ request }) => {
      const origin = request.headers.get('origin') ?? new URL(request.url).origin;
      let host: string;
      try {
        host = new URL(origin).hostname;
      } catch {
        throw new BadParameterError('origin', 'must be an origin such as https://example.com');
      }
      const domain = host.replace(/^book\./, '');
      return { origin, domain, bookDomain: `book.${domain}`, isBookSubdomain: host.startsWith('book.') };
    },
  },
];
