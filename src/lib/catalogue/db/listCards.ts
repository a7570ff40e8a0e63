import { sql, type QueryExecutorProvider } from 'kysely';

/**
 * The language-neutral part of a tour group as lists answer it, with its variants, kept as JSON
 * text in `tour_group.list_card` (a read model: the catalogue is written only by the seed): the
 * texts of every language without the product-page rich texts, no safety images, no v2
 * cancellation policy. A list then reads one uncompressed text column per row instead of building
 * JSON from 30 columns and decompressing every language's texts, which was most of a list's time
 * on PGlite. Run after every seed (and by migration 0004).
 */
export async function refreshListCards(db: QueryExecutorProvider): Promise<void> {
  await sql`
    update tour_group tg set list_card = json_build_object(
      'id', tg.id, 'city_code', tg.city_code, 'currency_code', tg.currency_code,
      'primary_collection_id', tg.primary_collection_id, 'primary_category_id', tg.primary_category_id,
      'primary_sub_category_id', tg.primary_sub_category_id, 'flow_type', tg.flow_type, 'combo', tg.combo,
      'multi_variant', tg.multi_variant, 'default_variant_id', tg.default_variant_id,
      'final_price', tg.final_price, 'original_price', tg.original_price, 'cashback_type', tg.cashback_type,
      'cashback_value', tg.cashback_value, 'seatmap_price', tg.seatmap_price,
      'min_duration', tg.min_duration, 'max_duration', tg.max_duration,
      'average_rating', tg.average_rating, 'rating_count', tg.rating_count, 'review_count', tg.review_count,
      'popularity', tg.popularity, 'booked_count', tg.booked_count, 'hidden', tg.hidden,
      'all_tags', tg.all_tags, 'descriptors', tg.descriptors,
      'media', jsonb_build_object('productImages', tg.media -> 'productImages'),
      'policies', tg.policies - 'cancellationPolicyV2', 'url_slug', tg.url_slug,
      'experience_itinerary_ids', tg.experience_itinerary_ids, 'all_variant_open_dated', tg.all_variant_open_dated,
      'i18n', (select coalesce(jsonb_object_agg(t.key, t.value - '{inclusionsRichText,exclusionsRichText}'::text[]), '{}')
        from jsonb_each(tg.i18n) t),
      'variants', (select coalesce(json_agg(json_build_object('id', v.id, 'names', v.names,
          'min_pax', v.min_pax, 'max_pax', v.max_pax, 'open_dated', v.open_dated,
          'final_price', v.final_price, 'original_price', v.original_price) order by v.sort_order), '[]')
        from variant v where v.tgid = tg.id))::text
  `.execute(db);
}
