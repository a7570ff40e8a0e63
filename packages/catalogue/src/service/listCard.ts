import type { CatalogueContext } from './context.ts';
import { localise, urlSlugs } from './localise.ts';
import { listItemAnswer, NEUTRAL_KEYS } from './listItemShape.ts';
import { listingPrice, type ListingPrice } from './money.ts';
import type { TourGroupRecord } from './tourGroupQuery.ts';
import { taxonomy, textsOf, type AnswerOptions, type Texts } from './tourGroupShape.ts';
import type { VariantRow } from './variants.ts';

/**
 * The list read model (`list_card.card`, written by the seed) is four parts joined by SEPARATOR, a
 * control character that serialised JSON never holds unescaped:
 *
 * 1. the language-neutral fields of the list item, serialised (`"id":1,"allTags":[…],…`): the bulk
 *    of the bytes (images, tags, policies), spliced into every answer as they are;
 * 2. `Header`, a small JSON array: taxonomy ids, city, slug, prices and variants;
 * 3. the English texts, serialised (`"name":…,…,"microBrandsDescriptor":…`);
 * 4. `Texts18n`, the list texts and variant names of every language, parsed only for answers in
 *    another language than English.
 *
 * A request computes only the prices (currency conversion), picks texts, and splices: the answer is
 * built as text, not as objects. Parts are kept ASCII (`\uXXXX` escapes, as valid JSON), so that the
 * page stays a one-byte string: cheaper to concatenate, check and encode.
 */
export const SEPARATOR = '\u0001';

const TEXT_KEYS = [
  'name',
  'callToAction',
  'highlights',
  'microBrandsHighlight',
  'microBrandsDescriptor',
] as const;

type Header = [
  collection: number,
  category: number,
  subCategory: number,
  city: string,
  slug: string,
  currency: string,
  flowType: string,
  final: number | null,
  original: number | null,
  seatmap: number | null,
  cashbackType: string | null,
  cashbackValue: number | null,
  variants: [
    id: number,
    minPax: number,
    maxPax: number,
    openDated: boolean,
    final: number,
    original: number,
    englishName: string | null,
  ][],
];

interface Texts18n {
  texts: Record<string, Pick<Texts, (typeof TEXT_KEYS)[number]>>;
  variantNames: Record<string, string>[];
}

/** JSON with every character above U+00FF escaped: the same value, as a one-byte string. */
export const asciiJson = (value: unknown): string =>
  JSON.stringify(value).replace(
    /[\u0100-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

const num = (value: string | number | null) => (value === null ? null : Number(value));

function textsText(text: ReturnType<typeof textsOf>): string {
  let out = '';
  for (const key of TEXT_KEYS) out += `,"${key}":${asciiJson(text(key))}`;
  return out.slice(1);
}

/** The stored card of a tour group (with its taxonomy names) and its variants, in sort order. */
export function buildListCard(ctx: CatalogueContext, row: TourGroupRecord, variants: VariantRow[]): string {
  const item = listItemAnswer(ctx, row, [], {
    language: 'en',
    currency: row.currency_code,
    fallback: true,
    useSeatmapPrices: false,
  });
  const neutral = asciiJson(Object.fromEntries(NEUTRAL_KEYS.map((key) => [key, item[key]])));
  const texts: Texts18n['texts'] = {};
  for (const [language, all] of Object.entries(row.i18n as Record<string, Texts>)) {
    texts[language] = Object.fromEntries(
      TEXT_KEYS.filter((key) => all[key] !== undefined).map((key) => [key, all[key]]),
    );
  }
  const header: Header = [
    row.primary_collection_id,
    row.primary_category_id,
    row.primary_sub_category_id,
    row.city_code,
    row.url_slug,
    row.currency_code,
    row.flow_type,
    num(row.final_price),
    num(row.original_price),
    num(row.seatmap_price),
    row.cashback_type,
    num(row.cashback_value),
    variants.map((v) => [
      v.id,
      v.min_pax,
      v.max_pax,
      v.open_dated,
      Number(v.final_price),
      Number(v.original_price),
      v.names['en'] ?? null,
    ]),
  ];
  const i18n: Texts18n = { texts, variantNames: variants.map((v) => v.names) };
  return [
    neutral.slice(1, -1),
    asciiJson(header),
    textsText(textsOf(texts, { language: 'en', fallback: true })),
    asciiJson(i18n),
  ].join(SEPARATOR);
}

/** Serialised taxonomy, city and currency entries per context and options (reference data, a few hundred). */
const fragments = new WeakMap<CatalogueContext, Map<string, string>>();

function fragment(ctx: CatalogueContext, key: string, make: () => unknown): string {
  let byKey = fragments.get(ctx);
  if (!byKey) fragments.set(ctx, (byKey = new Map()));
  let text = byKey.get(key);
  if (text === undefined) byKey.set(key, (text = asciiJson(make())));
  return text;
}

/** `JSON.stringify(price)`, written out (prices are finite numbers, currency codes three letters). */
const priceText = (p: ListingPrice | null): string =>
  p === null
    ? 'null'
    : `{"finalPrice":${p.finalPrice},"originalPrice":${p.originalPrice},"currencyCode":"${p.currencyCode}","bestDiscount":${p.bestDiscount},"cashbackType":${JSON.stringify(p.cashbackType)},"cashbackValue":${p.cashbackValue}}`;

/**
 * A list item as JSON text, which parses to `listItemAnswer(…)` of the same product: the stored
 * neutral fields spliced with the texts, taxonomy, prices and variants of the request.
 */
export function listItemText(
  ctx: CatalogueContext,
  card: string,
  options: AnswerOptions & { slugLanguages: readonly string[] },
): string {
  const [neutral = '', headerText = '[]', english = '', i18nText = '{}'] = card.split(SEPARATOR);
  const [
    collection,
    category,
    subCategory,
    cityCode,
    slug,
    from,
    flowType,
    final,
    original,
    seatmap,
    cbType,
    cbValue,
    variants,
  ] = JSON.parse(headerText) as Header;
  let texts = english;
  let variantName = (index: number) => variants[index]?.[6] ?? null;
  if (options.language !== 'en') {
    const i18n = JSON.parse(i18nText) as Texts18n;
    texts = textsText(textsOf(i18n.texts, options));
    variantName = (index) => localise(i18n.variantNames[index], options.language, options.fallback);
  }
  const seat = options.useSeatmapPrices && flowType === 'SEATMAP' ? seatmap : null;
  const price = seat ?? final;
  const listing =
    price === null
      ? null
      : listingPrice(
          ctx,
          { final: price, original: original ?? price, from, cashbackType: cbType, cashbackValue: cbValue },
          options.currency,
        );
  let variantsText = '';
  for (let i = 0; i < variants.length; i++) {
    const [id, minPax, maxPax, openDated, vFinal, vOriginal] = variants[i] as Header[12][number];
    const vPrice =
      final === null
        ? null
        : listingPrice(
            ctx,
            { final: vFinal, original: vOriginal, from, cashbackType: null, cashbackValue: null },
            options.currency,
          );
    variantsText += `${i ? ',' : ''}{"id":${id},"name":${asciiJson(variantName(i))},"minPax":${minPax},"maxPax":${maxPax},"openDated":${openDated},"listingPrice":${priceText(vPrice)}}`;
  }
  const scope = `${options.language}|${options.fallback ? 1 : 0}|${options.slugLanguages.join(',')}`;
  const { collections, categories, subCategories, cities } = ctx.taxonomy;
  const collectionText = fragment(ctx, `collection|${collection}|${scope}`, () => {
    const entry = collections.get(collection);
    return {
      ...taxonomy(collection, entry?.names ?? {}, options),
      urlSlugs: urlSlugs(entry?.slug ?? String(collection), options.slugLanguages),
    };
  });
  const categoryText = fragment(ctx, `category|${category}|${scope}`, () =>
    taxonomy(category, categories.get(category)?.names ?? {}, options),
  );
  const subCategoryText = fragment(ctx, `sub-category|${subCategory}|${scope}`, () =>
    taxonomy(subCategory, subCategories.get(subCategory)?.names ?? {}, options),
  );
  const cityText = fragment(ctx, `city|${cityCode}|${options.language}`, () => ({
    code: cityCode,
    displayName: localise(cities.get(cityCode)?.names ?? {}, options.language),
  }));
  const currencyText = fragment(ctx, `currency|${options.currency}`, () => ({
    code: options.currency,
    localSymbol: ctx.rates.get(options.currency)?.localSymbol ?? options.currency,
  }));
  return (
    `{${neutral},${texts},"urlSlugs":${asciiJson(urlSlugs(slug, options.slugLanguages))}` +
    `,"primaryCollection":${collectionText},"primaryCategory":${categoryText},"primarySubCategory":${subCategoryText}` +
    `,"city":${cityText},"currency":${currencyText},"listingPrice":${priceText(listing)},"variants":[${variantsText}]}`
  );
}
