import { z } from 'zod';
import { listCategories } from '../../service/categories.ts';
import { collectionSections, listCollections, topCollections } from '../../service/collections.ts';
import { listByJson } from '../../service/listBy.ts';
import { bool, cityCode, currency, id, idList, int, language, parse } from '../params.ts';
import { JsonText } from '../responses.ts';
import type { Route } from '../route.ts';

const base = z.object({
  language,
  currency: currency.default('USD'),
  'fallback-to-english': bool.default(true),
});
const options = (q: z.infer<typeof base>) => ({
  language: q.language,
  currency: q.currency,
  fallback: q['fallback-to-english'],
});
const pathIdSchema = z.object({ id });
const pathId = (p: Record<string, string>) => parse(pathIdSchema, p).id;
const collectionListSchema = base.extend({
  ids: idList().default([]),
  limit: int(1, 500).default(100),
  offset: int(0, 100_000).default(0),
});
const collectionTourGroupsSchema = base.extend({
  limit: int(1, 500).default(100),
  offset: int(0, 100_000).default(0),
});
const topCollectionsSchema = base.extend({
  city: cityCode.optional(),
  categoryId: id.optional(),
  subCategoryId: id.optional(),
  limit: int(1, 100).default(10),
  'use-seatmap-prices': bool.optional(),
});
const categoriesSchema = z.object({
  city: cityCode.optional(),
  language,
  'filter-category-active-product-count': bool.default(true),
  'include-unavailable': bool.default(false),
  'include-hidden': bool.default(false),
});

export const collectionRoutes: Route[] = [
  {
    path: '/api/tours/v1/collection/',
    cache: 'catalogue',
    arrays: ['ids'],
    handle: ({ ctx, query }) => {
      const q = parse(collectionListSchema, query);
      return listCollections(ctx, q.ids, { ...options(q), limit: q.limit, offset: q.offset });
    },
  },
  {
    path: '/api/tours/v1/collection/:id/sections/',
    cache: 'catalogue',
    handle: ({ ctx, path, query }) => collectionSections(ctx, pathId(path), options(parse(base, query))),
  },
  {
    path: '/api/tours/v1/collection/:id/tour-groups/',
    cache: 'catalogue',
    handle: async ({ ctx, path, query }) => {
      const q = parse(collectionTourGroupsSchema, query);
      const collectionId = pathId(path);
      const list = await listByJson(ctx, 'collection', collectionId, {
        ...options(q),
        useSeatmapPrices: false,
        limit: q.limit,
        offset: q.offset,
        city: undefined,
        subCategoryIds: [],
      });
      return new JsonText(`{"id":${collectionId},"tourGroups":${list}}`);
    },
  },
  {
    path: '/api/v1/collection/top/list/',
    cache: 'catalogue',
    handle: ({ ctx, query }) => {
      const q = parse(topCollectionsSchema, query);
      return topCollections(
        ctx,
        { city: q.city, categoryId: q.categoryId, subCategoryId: q.subCategoryId, limit: q.limit },
        options(q),
      );
    },
  },
  {
    path: '/api/v2/category/',
    cache: 'catalogue',
    handle: ({ ctx, query }) => {
      const q = parse(categoriesSchema, query);
      return listCategories(ctx, {
        city: q.city,
        language: q.language,
        activeOnly: q['filter-category-active-product-count'],
        includeUnavailable: q['include-unavailable'],
        includeHidden: q['include-hidden'],
      });
    },
  },
];
