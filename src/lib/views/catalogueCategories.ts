import { z } from 'zod';
import type { CatalogueCategory } from '../routing/pageType';
import { logger } from '../log/logger';

const logs = logger('catalogue');

const category = z.object({
  id: z.number().int(),
  name: z.string(),
  subCategories: z.array(z.object({ id: z.number().int(), name: z.string() })).default([]),
});

/**
 * The categories of a `/api/v2/category/` answer. A category that cannot be read is logged and
 * skipped, and reading goes on (spec 000 §8); no answer at all gives undefined.
 * @example parseCategories({ categories: [{ id: 1, name: 'Tickets', subCategories: [] }] }) → [{ id: 1, … }]
 */
export function parseCategories(
  answer: unknown,
  log: (message: string) => void = (message: string) => logs.error(message),
): CatalogueCategory[] | undefined {
  const list = (answer as { categories?: unknown } | null | undefined)?.categories;
  if (!Array.isArray(list)) return undefined;
  const categories: CatalogueCategory[] = [];
  list.forEach((entry, index) => {
    const parsed = category.safeParse(entry);
    if (parsed.success) categories.push(parsed.data);
    else log(`[categories] entry ${index} skipped: ${parsed.error.issues[0]?.message ?? 'unreadable'}`);
  });
  return categories;
}
