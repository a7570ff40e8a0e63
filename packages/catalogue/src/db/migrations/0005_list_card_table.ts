import { sql, type Kysely } from 'kysely';

/**
 * `list_card`: the list read model moves out of `tour_group` into a narrow table of its own, with
 * the list filters and order beside the card and the cards stored inline (no TOAST: a TOAST fetch
 * per row was half of a list page on PGlite). Partial indexes serve the listed products of a
 * category or sub-category, overall and per city, in popularity order.
 *
 * Filled by the seed, or after migrating by `refreshMissingReadModels` (`service/readModels.ts`) when the
 * database already held products: a migration never runs service code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table tour_group drop column if exists list_card;
    create table list_card (
      tgid int primary key, category_id int not null, sub_category_id int not null, city_code text not null,
      popularity int not null, hidden boolean not null, available boolean not null,
      languages text[] not null, card text not null
    ) with (toast_tuple_target = 8160);
    alter table list_card alter column card set storage main;
    create index list_card_category on list_card (category_id, popularity desc, tgid) where not hidden and available;
    create index list_card_sub_category on list_card (sub_category_id, popularity desc, tgid) where not hidden and available;
    create index list_card_category_city on list_card (category_id, city_code, popularity desc, tgid)
      where not hidden and available;
    create index list_card_sub_category_city on list_card (sub_category_id, city_code, popularity desc, tgid)
      where not hidden and available;
  `.execute(db);
}
