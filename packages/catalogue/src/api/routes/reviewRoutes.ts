import { z } from 'zod';
import { listReviews, type ReviewOptions, type ReviewScope } from '../../service/reviews.ts';
import { bool, cityCode, id, int, language, parse } from '../params.ts';
import type { Route, RouteInput } from '../route.ts';

const page = { limit: int(1, 100).default(10), offset: int(0, 1_000_000).default(0) };
const order = z.enum(['ASC', 'DESC']);

/** v2 tour-group reviews: filter-type ALL|TOP (TOP = 4 stars and up), sort-type HELPFULNESS|RATING|TIME. */
const v2Schema = z.object({
  ...page,
  language: language.optional(),
  'filter-type': z.enum(['ALL', 'TOP']).default('ALL'),
  'sort-type': z.enum(['HELPFULNESS', 'RATING', 'TIME']).default('HELPFULNESS'),
  'sort-order': order.default('DESC'),
});
/** v6 tour-group reviews: rating-filter GE_4|EQ_3|LT_3, sort-type MOST_RELEVANT|MOST_RECENT, media-filter. */
const v6Schema = z.object({
  ...page,
  'rating-filter': z.enum(['GE_4', 'EQ_3', 'LT_3']).optional(),
  'sort-type': z.enum(['MOST_RELEVANT', 'MOST_RECENT']).default('MOST_RELEVANT'),
  'media-filter': bool.default(false),
  language: language.optional(),
});
const scopeSchema = z.object({ ...page, language: language.optional() });

const plain = (o: Partial<ReviewOptions> & { limit: number; offset: number }): ReviewOptions => ({
  ratingFilter: undefined,
  mediaOnly: false,
  language: undefined,
  sort: 'HELPFULNESS',
  order: 'DESC',
  ...o,
});

const scoped = (path: string, scope: (p: RouteInput['path']) => ReviewScope): Route => ({
  path,
  cache: 'reviews',
  handle: ({ ctx, path: p, query }) => {
    const q = parse(scopeSchema, query);
    return listReviews(ctx, scope(p), plain({ limit: q.limit, offset: q.offset, language: q.language }));
  },
});

const idPathSchema = z.object({ id });
const cityPathSchema = z.object({ cityId: cityCode });
const idOf = (p: RouteInput['path']) => parse(idPathSchema, p).id;
const cityOf = (p: RouteInput['path']) => parse(cityPathSchema, p).cityId;

export const reviewRoutes: Route[] = [
  {
    path: '/api/tours/v2/review/tour-group/id/:id/',
    cache: 'reviews',
    handle: ({ ctx, path, query }) => {
      const q = parse(v2Schema, query);
      return listReviews(
        ctx,
        { kind: 'tour-group', id: idOf(path) },
        plain({
          limit: q.limit,
          offset: q.offset,
          language: q.language,
          ratingFilter: q['filter-type'] === 'TOP' ? 'GE_4' : undefined,
          sort: q['sort-type'] === 'TIME' ? 'RECENT' : q['sort-type'],
          order: q['sort-order'],
        }),
      );
    },
  },
  {
    path: '/api/v6/tour-groups/:id/reviews/',
    cache: 'reviews',
    handle: ({ ctx, path, query }) => {
      const q = parse(v6Schema, query);
      return listReviews(
        ctx,
        { kind: 'tour-group', id: idOf(path) },
        plain({
          limit: q.limit,
          offset: q.offset,
          language: q.language,
          ratingFilter: q['rating-filter'],
          mediaOnly: q['media-filter'],
          sort: q['sort-type'] === 'MOST_RECENT' ? 'RECENT' : 'HELPFULNESS',
        }),
      );
    },
  },
  {
    path: '/api/v6/tour-groups/:id/review-medias',
    cache: 'reviews',
    handle: async ({ ctx, path, query }) => {
      const q = parse(scopeSchema, query);
      const answer = await listReviews(
        ctx,
        { kind: 'tour-group', id: idOf(path) },
        plain({ limit: q.limit, offset: q.offset, mediaOnly: true }),
      );
      return {
        total: answer.total,
        nextOffset: answer.nextOffset,
        items: answer.items.map((r) => ({ reviewId: r.id, rating: r.rating, medias: r.media })),
      };
    },
  },
  scoped('/api/v2/collections/:id/reviews', (p) => ({ kind: 'collection', id: idOf(p) })),
  scoped('/api/v3/cities/:cityId/categories/:id/reviews', (p) => ({
    kind: 'city-category',
    city: cityOf(p),
    id: idOf(p),
  })),
  scoped('/api/v3/cities/:cityId/subcategories/:id/reviews', (p) => ({
    kind: 'city-sub-category',
    city: cityOf(p),
    id: idOf(p),
  })),
];
