import { z } from 'zod';
import { productCards, qnaSections } from '../../service/collectionExtras.ts';
import { listItineraries, tourGroupItineraries } from '../../service/itineraries.ts';
import { experienceMedias } from '../../service/media.ts';
import { tourGroupVariants } from '../../service/variantList.ts';
import { bool, currency, id, int, language, parse, requiredIdList } from '../params.ts';
import type { Route } from '../route.ts';

const itineraryParams = z.object({ language, sections: bool.default(true) });
const priced = z.object({
  language,
  currency: currency.default('USD'),
  'fallback-to-english': bool.default(true),
});
const pathIdSchema = z.object({ id });
const pathId = (path: Record<string, string>) => parse(pathIdSchema, path).id;
const itineraryListSchema = itineraryParams.extend({ ids: requiredIdList() });
const mediaSchema = z.object({
  'resource-type': z.enum(['MB_EXPERIENCE'], { message: 'must be MB_EXPERIENCE' }),
  'resource-entity-ids': requiredIdList(),
  language,
});
const variantsSchema = priced.extend({ 'tour-group-ids': requiredIdList(50) });
const languageSchema = z.object({ language });
// Spec 000 §9: microsite cards default to 10.
const productCardsSchema = priced.extend({
  limit: int(1, 500).default(10),
  offset: int(0, 100_000).default(0),
});

export const experienceRoutes: Route[] = [
  {
    path: '/api/tours/v1/experience-itineraries/',
    cache: 'catalogue',
    arrays: ['ids'],
    handle: ({ ctx, query }) => {
      const q = parse(itineraryListSchema, query);
      return listItineraries(ctx, q.ids, q);
    },
  },
  {
    path: '/api/v6/tour-groups/:id/experience-itineraries/',
    cache: 'catalogue',
    handle: ({ ctx, path, query }) => tourGroupItineraries(ctx, pathId(path), parse(itineraryParams, query)),
  },
  {
    path: '/api/v1/media/',
    cache: 'catalogue',
    arrays: ['resource-entity-ids'],
    handle: ({ ctx, query }) => {
      const q = parse(mediaSchema, query);
      return experienceMedias(ctx, q['resource-entity-ids'], q.language);
    },
  },
  {
    path: '/api/v7/tour-groups/variants',
    cache: 'catalogue',
    arrays: ['tour-group-ids'],
    handle: ({ ctx, query }) => {
      const q = parse(variantsSchema, query);
      return tourGroupVariants(ctx, q['tour-group-ids'], {
        language: q.language,
        currency: q.currency,
        fallback: q['fallback-to-english'],
      });
    },
  },
  {
    path: '/api/v2/collections/:id/qna/sections/',
    cache: 'catalogue',
    handle: ({ ctx, path, query }) => qnaSections(ctx, pathId(path), parse(languageSchema, query).language),
  },
  {
    path: '/api/v2/collections/:id/product-cards/',
    cache: 'catalogue',
    handle: ({ ctx, path, query }) => {
      const q = parse(productCardsSchema, query);
      return productCards(ctx, pathId(path), {
        language: q.language,
        currency: q.currency,
        fallback: q['fallback-to-english'],
        limit: q.limit,
        offset: q.offset,
      });
    },
  },
];
