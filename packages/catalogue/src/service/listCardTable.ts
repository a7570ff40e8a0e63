import { sql } from 'kysely';
import { buildListCard } from './listCard.ts';
import { createContext } from './context.ts';
import { tourGroupSelect, withTaxonomyNames } from './tourGroupQuery.ts';
import type { VariantRow } from './variants.ts';
import type { CatalogueDb } from '../db/open.ts';

/** Tour groups per batch: one read of rows and variants, one insert. */
const BATCH = 5_000;

/**
 * Rebuilds `list_card`, the list read model (a read model: the catalogue is written only by the
 * seed): per tour group the list filters and order (category, sub-category, city, popularity,
 * hidden, available, languages) and the card text of `service/listCard.ts`. The table keeps its
 * rows inline and uncompressed (`toast_tuple_target` 8160), so a page of 100 is one index scan and
 * about 50 heap pages, without TOAST look-ups. Run after every seed (and by migration 0005).
 */
export async function refreshListCards(db: CatalogueDb): Promise<void> {
  const ctx = await createContext(db);
  await sql`delete from list_card`.execute(db);
  for (let last = 0; ;) {
    const read = await tourGroupSelect(ctx).where('tg.id', '>', last).orderBy('tg.id').limit(BATCH).execute();
    const first = read[0];
    if (!first) break;
    last = read[read.length - 1]?.id ?? last;
    const rows = withTaxonomyNames(ctx, read);
    const variants = await db
      .selectFrom('variant')
      .select(['id', 'tgid', 'names', 'min_pax', 'max_pax', 'open_dated', 'final_price', 'original_price'])
      .where('tgid', '>=', first.id)
      .where('tgid', '<=', last)
      .orderBy('tgid')
      .orderBy('sort_order')
      .execute();
    const byTgid = new Map<number, VariantRow[]>();
    for (const { tgid, ...variant } of variants) {
      const list = byTgid.get(tgid) ?? [];
      list.push(variant);
      byTgid.set(tgid, list);
    }
    const cards = rows.map((row) => ({
      tgid: row.id,
      category_id: row.primary_category_id,
      sub_category_id: row.primary_sub_category_id,
      city_code: row.city_code,
      popularity: row.popularity,
      hidden: row.hidden,
      available: row.final_price !== null,
      languages: Object.keys(row.i18n as object),
      card: buildListCard(ctx, row, byTgid.get(row.id) ?? []),
    }));
    await sql`insert into list_card select * from jsonb_populate_recordset(null::list_card, ${JSON.stringify(cards)}::jsonb)`.execute(
      db,
    );
  }
}
