import { sql, type Kysely } from 'kysely';

/**
 * The catalogue schema. Relational columns carry what is filtered, joined or sorted on; per-language
 * texts live in `jsonb` maps keyed by language code (`{"en": …, "fr": …}`) so one row answers every
 * language with an English fallback; nested shapes the API returns verbatim (media, policies,
 * videos, schedules, slots) are `jsonb` too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table currency (
      code text primary key, local_symbol text not null, display_name text not null,
      preferred_order int not null, per_eur double precision not null check (per_eur > 0)
    );
    create table country (
      code text primary key, currency_code text not null references currency, names jsonb not null
    );
    create table city (
      code text primary key, country_code text not null references country,
      currency_code text not null references currency, time_zone text not null,
      latitude double precision not null, longitude double precision not null,
      names jsonb not null, image_url text not null, nearby_city_codes text[] not null default '{}',
      popularity int not null default 0
    );
    create table category (
      id int primary key, names jsonb not null, sort_order int not null, hidden boolean not null default false
    );
    create table sub_category (
      id int primary key, category_id int not null references category, names jsonb not null,
      sort_order int not null, hidden boolean not null default false
    );
    create table collection (
      id int primary key, city_code text not null references city, names jsonb not null,
      meta_descriptions jsonb not null, hero_image_url text not null, card_image_url text not null,
      videos jsonb not null default '[]', qna jsonb not null default '[]', url_slug text not null,
      popularity int not null default 0
    );
    create table tour_group (
      id int primary key, city_code text not null references city, currency_code text not null references currency,
      primary_collection_id int not null references collection, primary_category_id int not null references category,
      primary_sub_category_id int not null references sub_category, flow_type text not null,
      combo boolean not null, multi_variant boolean not null, default_variant_id int,
      final_price numeric(12,2), original_price numeric(12,2), cashback_type text, cashback_value numeric(12,2),
      seatmap_price numeric(12,2), min_duration int, max_duration int,
      average_rating real not null default 0, rating_count int not null default 0, review_count int not null default 0,
      popularity int not null default 0, booked_count int not null default 0, hidden boolean not null default false,
      all_tags text[] not null default '{}', descriptors text[] not null default '{}',
      media jsonb not null, policies jsonb not null, url_slug text not null, i18n jsonb not null,
      experience_itinerary_ids int[] not null default '{}', all_variant_open_dated boolean not null default false
    );
    create index tour_group_category_rank on tour_group (primary_category_id, popularity desc, id);
    create index tour_group_sub_category_rank on tour_group (primary_sub_category_id, popularity desc, id);
    create index tour_group_city_rank on tour_group (city_code, popularity desc, id);
    create table collection_tour_group (
      collection_id int not null references collection, tgid int not null references tour_group,
      rank int not null, headout_pick boolean not null default false, primary key (collection_id, tgid)
    );
    create index collection_tour_group_rank on collection_tour_group (collection_id, rank);
    create index collection_tour_group_tgid on collection_tour_group (tgid);
    create table variant (
      id int primary key, tgid int not null references tour_group, names jsonb not null, sort_order int not null,
      min_pax int not null, max_pax int not null, final_price numeric(12,2) not null,
      original_price numeric(12,2) not null, open_dated boolean not null default false
    );
    create index variant_tgid on variant (tgid, sort_order);
    create table inventory (
      variant_id int not null references variant, date date not null, tgid int not null,
      slots jsonb not null, min_price numeric(12,2) not null, remaining int not null,
      primary key (variant_id, date)
    );
    create index inventory_tgid_date on inventory (tgid, date);
    create table review (
      id int primary key, tgid int not null references tour_group, rating smallint not null check (rating between 1 and 5),
      text text not null, language text not null, author_name text not null, author_country text,
      created_on date not null, media jsonb not null default '[]', has_media boolean not null default false,
      helpful_count int not null default 0, collection_id int not null, city_code text not null,
      category_id int not null, sub_category_id int not null
    );
    create index review_tg_relevant on review (tgid, helpful_count desc, id);
    create index review_tg_recent on review (tgid, created_on desc, id);
    create index review_collection_relevant on review (collection_id, helpful_count desc, id);
    create index review_city_category on review (city_code, category_id, helpful_count desc, id);
    create index review_city_sub_category on review (city_code, sub_category_id, helpful_count desc, id);
    create table poi (
      id int primary key, city_code text not null references city, names jsonb not null, content jsonb not null,
      latitude double precision not null, longitude double precision not null, address text not null,
      operating_schedules jsonb not null
    );
    create table collection_poi (
      collection_id int not null references collection, poi_id int not null references poi,
      primary key (collection_id, poi_id)
    );
    create table experience_itinerary (
      id int primary key, tgid int not null references tour_group, names jsonb not null, sections jsonb not null
    );
    create index experience_itinerary_tgid on experience_itinerary (tgid);
    create table banner (
      id int primary key, city_code text references city, titles jsonb not null, subtitles jsonb not null,
      image_url text not null, mobile_image_url text not null, cta_url text not null, sort_order int not null
    );
    create table airport (
      code text primary key, city_code text not null references city, names jsonb not null,
      latitude double precision not null, longitude double precision not null
    );
    create table page_uid (
      uid text primary key, tgid int references tour_group, collection_id int references collection,
      descriptors jsonb not null default '{}'
    );
    create table catalogue_meta (key text primary key, value jsonb not null);
  `.execute(db);
}
