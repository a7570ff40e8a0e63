import { z } from 'zod';
import { listByJson, type ListKind } from '../../service/listBy.ts';
import { SEARCH_LIMIT_MAX, searchTourGroupsJson } from '../../service/search.ts';
import { getTourGroup } from '../../service/tourGroups.ts';
import { normaliseSearch, SEARCH_QUERY_MAX_LENGTH } from '../../contract/search.ts';
import { bool, cityCode, currency, id, idList, int, language, parse } from '../params.ts';
import { JsonText } from '../responses.ts';
import type { Route } from '../route.ts';

const answerParams = {
  language,
  currency: currency.optional(),
  'fallback-to-english': bool.default(true),
  'use-seatmap-prices': bool.default(false),
};

const detailSchema = z.object({
  ...answerParams,
  ids: idList().default([]),
  useTest: bool.optional(),
  'fetch-collection-svg': bool.optional(),
  'fetch-all-listing-prices': bool.optional(),
  'include-unavailable': bool.default(false),
});

const listSchema = z.object({
  ...answerParams,
  limit: int(1, 500).default(100),
  offset: int(0, 1_000_000).default(0),
  city: cityCode.optional(),
  'filter-by-subcategory-id': idList().default([]),
  'filter-by-subcategory-ids': idList().default([]),
  'src-version': z.string().optional(),
});

const searchSchema = z.object({
  ...answerParams,
  // Normalised by the storefront's rule (controls dropped: PostgreSQL text holds no NUL); a longer
  // search than the storefront ever sends is refused, not shortened.
  q: z
    .string()
    .max(SEARCH_QUERY_MAX_LENGTH * 4, `must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`)
    .transform((value) => normaliseSearch(value))
    .refine((value) => !value?.shortened, {
      message: `must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`,
    })
    .transform((value) => value?.text ?? '')
    .default(''),
  limit: int(1, SEARCH_LIMIT_MAX).default(20),
  city: cityCode.optional(),
});

/** The tour group, collection, category or sub-category id of the path. */
const pathIdSchema = z.object({ id });

const answerOptions = (
  q: z.infer<typeof detailSchema> | z.infer<typeof listSchema> | z.infer<typeof searchSchema>,
  fallbackCurrency: string,
) => ({
  language: q.language,
  currency: q.currency ?? fallbackCurrency,
  fallback: q['fallback-to-english'],
  useSeatmapPrices: q['use-seatmap-prices'],
});

const listRoute = (kind: ListKind, path: string): Route => ({
  path,
  cache: 'catalogue',
  arrays: ['filter-by-subcategory-id', 'filter-by-subcategory-ids'],
  handle: async ({ ctx, path: p, query }) => {
    const q = parse(listSchema, query);
    const listId = parse(pathIdSchema, p).id;
    const text = await listByJson(ctx, kind, listId, {
      ...answerOptions(q, 'USD'),
      limit: q.limit,
      offset: q.offset,
      city: q.city,
      subCategoryIds: [...q['filter-by-subcategory-id'], ...q['filter-by-subcategory-ids']],
    });
    return new JsonText(text);
  },
});

export const tourGroupRoutes: Route[] = [
  {
    path: '/api/tours/v6/tour-groups/:id/',
    cache: 'catalogue',
    arrays: ['ids'],
    handle: ({ ctx, path, query }) => {
      const q = parse(detailSchema, query);
      const tgid = parse(pathIdSchema, path).id;
      // Without `currency` the product answers in its own currency (read with the product).
      return getTourGroup(ctx, tgid, {
        language: q.language,
        currency: q.currency,
        fallback: q['fallback-to-english'],
        useSeatmapPrices: q['use-seatmap-prices'],
        includeUnavailable: q['include-unavailable'],
        variantIds: q.ids,
      });
    },
  },
  {
    path: '/api/v1/tour-groups/search',
    cache: 'catalogue',
    handle: async ({ ctx, query }) => {
      const q = parse(searchSchema, query);
      const text = await searchTourGroupsJson(ctx, {
        ...answerOptions(q, 'USD'),
        query: q.q,
        city: q.city,
        limit: q.limit,
      });
      return new JsonText(text);
    },
  },
  listRoute('collection', '/api/tours/v6/tour-groups/list-by/collection/:id/'),
  listRoute('category', '/api/tours/v6/tour-groups/list-by/category/:id/'),
  listRoute('sub-category', '/api/tours/v6/tour-groups/list-by/sub-category/:id/'),
];
