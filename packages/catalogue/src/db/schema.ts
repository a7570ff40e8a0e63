import type { ColumnType } from 'kysely';

/** Per-language texts: `{ en: 'Colosseum', it: 'Colosseo' }`; English is always present. */
export type Localised<T = string> = Record<string, T>;

/** `numeric` columns come back from PostgreSQL as strings; inserts accept numbers. */
type Numeric = ColumnType<string, number | string, number | string>;
type NullableNumeric = ColumnType<string | null, number | string | null, number | string | null>;
/** `date` columns: PGlite answers Date objects, node-pg strings (we set a parser to strings). */
type DateColumn = ColumnType<string, string, string>;
type Json<T> = ColumnType<T, string, string>;

export interface CurrencyTable {
  code: string;
  local_symbol: string;
  display_name: string;
  preferred_order: number;
  per_eur: number;
}
export interface CountryTable {
  code: string;
  currency_code: string;
  names: Json<Localised>;
}
export interface CityTable {
  code: string;
  country_code: string;
  currency_code: string;
  time_zone: string;
  latitude: number;
  longitude: number;
  names: Json<Localised>;
  image_url: string;
  nearby_city_codes: string[];
  popularity: number;
}
export interface CategoryTable {
  id: number;
  names: Json<Localised>;
  sort_order: number;
  hidden: boolean;
}
export interface SubCategoryTable extends CategoryTable {
  category_id: number;
}
export interface CollectionTable {
  id: number;
  city_code: string;
  names: Json<Localised>;
  meta_descriptions: Json<Localised>;
  hero_image_url: string;
  card_image_url: string;
  videos: Json<unknown[]>;
  qna: Json<unknown[]>;
  url_slug: string;
  popularity: number;
}
export interface TourGroupTable {
  id: number;
  city_code: string;
  currency_code: string;
  primary_collection_id: number;
  primary_category_id: number;
  primary_sub_category_id: number;
  flow_type: string;
  combo: boolean;
  multi_variant: boolean;
  default_variant_id: number | null;
  final_price: NullableNumeric;
  original_price: NullableNumeric;
  cashback_type: string | null;
  cashback_value: NullableNumeric;
  seatmap_price: NullableNumeric;
  min_duration: number | null;
  max_duration: number | null;
  average_rating: number;
  rating_count: number;
  /** Ratings of 5, 4, 3, 2 and 1 stars, derived from the review rows with the rating (`db/ratings.ts`). */
  rating_split: number[];
  review_count: number;
  popularity: number;
  booked_count: number;
  hidden: boolean;
  all_tags: string[];
  descriptors: string[];
  media: Json<unknown>;
  policies: Json<unknown>;
  url_slug: string;
  i18n: Json<unknown>;
  experience_itinerary_ids: number[];
  all_variant_open_dated: boolean;
}
export interface CollectionTourGroupTable {
  collection_id: number;
  tgid: number;
  rank: number;
  headout_pick: boolean;
}
export interface VariantTable {
  id: number;
  tgid: number;
  names: Json<Localised>;
  sort_order: number;
  min_pax: number;
  max_pax: number;
  final_price: Numeric;
  original_price: Numeric;
  open_dated: boolean;
}
export interface InventoryTable {
  variant_id: number;
  date: DateColumn;
  tgid: number;
  /** Places remaining in each slot of the weekday's `slot_schedule`, in its order. */
  slot_remaining: number[];
  /** The day's price of the variant (every slot of the day costs the same). */
  min_price: Numeric;
  original_price: Numeric;
  /** Places remaining over all slots of the day. */
  remaining: number;
}
export interface SlotScheduleTable {
  tgid: number;
  /** 0 = Sunday … 6 = Saturday, as `extract(dow …)`. */
  weekday: number;
  /** `HH:MM` start and end times and the capacity of each slot. */
  start_times: string[];
  end_times: string[];
  capacities: number[];
}
export interface ReviewTable {
  id: number;
  tgid: number;
  rating: number;
  text: string;
  language: string;
  author_name: string;
  author_country: string | null;
  created_on: DateColumn;
  media: Json<unknown[]>;
  has_media: boolean;
  helpful_count: number;
  collection_id: number;
  city_code: string;
  category_id: number;
  sub_category_id: number;
}
export interface PoiTable {
  id: number;
  city_code: string;
  names: Json<Localised>;
  content: Json<Localised>;
  latitude: number;
  longitude: number;
  address: string;
  operating_schedules: Json<unknown[]>;
}
/** A seating section of a venue, from the stage outwards (level 0 is nearest the stage). */
export interface VenueSectionRow {
  key: string;
  names: Localised;
  level: number;
  seats: number;
}
export interface VenueTable {
  poi_id: number;
  opened: number | null;
  capacity: number;
  sections: Json<VenueSectionRow[]>;
}
export interface VenueTourGroupTable {
  poi_id: number;
  tgid: number;
}
/** One option (ticket type) of a transfer: a vehicle, or a one-way or return seat on a shuttle. */
export interface TransferOptionRow {
  variant: string;
  vehicle: string;
  maxPax: number;
  trip: 'ONE_WAY' | 'RETURN';
}
export interface TransferPlaceTable {
  code: string;
  city_code: string;
  kind: string;
  names: Json<Localised>;
  within: string | null;
}
export interface TransferRouteTable {
  tgid: number;
  kind: string;
  pickup: string;
  dropoff: string;
  both_ways: boolean;
  options: Json<TransferOptionRow[]>;
}
export interface CollectionPoiTable {
  collection_id: number;
  poi_id: number;
}
export interface ExperienceItineraryTable {
  id: number;
  tgid: number;
  names: Json<Localised>;
  sections: Json<unknown[]>;
}
export interface BannerTable {
  id: number;
  city_code: string | null;
  titles: Json<Localised>;
  subtitles: Json<Localised>;
  image_url: string;
  mobile_image_url: string;
  cta_url: string;
  sort_order: number;
}
export interface AirportTable {
  code: string;
  city_code: string;
  names: Json<Localised>;
  latitude: number;
  longitude: number;
}
export interface PageUidTable {
  uid: string;
  tgid: number | null;
  collection_id: number | null;
  descriptors: Json<Localised<string[]>>;
}
export interface ListCountTable {
  kind: string;
  list_id: number;
  city_code: string;
  total: number;
}
/** The list read model (`service/listCardTable.ts`), maintained by the seed. */
export interface ListCardTable {
  tgid: number;
  category_id: number;
  sub_category_id: number;
  city_code: string;
  popularity: number;
  hidden: boolean;
  available: boolean;
  languages: string[];
  /** Serialised neutral fields and per-request data (`service/listCard.ts`). */
  card: string;
}
export interface CatalogueMetaTable {
  key: string;
  value: Json<unknown>;
}

export interface CatalogueDatabase {
  currency: CurrencyTable;
  country: CountryTable;
  city: CityTable;
  category: CategoryTable;
  sub_category: SubCategoryTable;
  collection: CollectionTable;
  tour_group: TourGroupTable;
  collection_tour_group: CollectionTourGroupTable;
  variant: VariantTable;
  inventory: InventoryTable;
  slot_schedule: SlotScheduleTable;
  review: ReviewTable;
  poi: PoiTable;
  collection_poi: CollectionPoiTable;
  venue: VenueTable;
  venue_tour_group: VenueTourGroupTable;
  transfer_place: TransferPlaceTable;
  transfer_route: TransferRouteTable;
  experience_itinerary: ExperienceItineraryTable;
  banner: BannerTable;
  airport: AirportTable;
  page_uid: PageUidTable;
  catalogue_meta: CatalogueMetaTable;
  list_count: ListCountTable;
  list_card: ListCardTable;
}
