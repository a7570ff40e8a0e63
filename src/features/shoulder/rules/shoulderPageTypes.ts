/**
 * The shoulder page types of spec 001 §3, as the `shoulder_page_type` field spells them (kebab case,
 * e.g. `plan-your-visit`), in the order a visitor meets them: learn about the place, then plan the
 * visit, then get there and in, then make the most of it. This order is the guide's navigation order.
 */
export const SHOULDER_PAGE_TYPES = [
  'about',
  'history',
  'architecture',
  'inside',
  'sub-attractions',
  'facts',
  'plan-your-visit',
  'timings',
  'getting-there',
  'directions',
  'entrances',
  'skip-the-line',
  'guided-tours',
  'tips',
  'restaurants',
  'misc',
] as const;
export type ShoulderPageType = (typeof SHOULDER_PAGE_TYPES)[number];

/** Spellings editors use for a type, after normalising (singular forms, run-together words). */
const ALIASES: Readonly<Record<string, ShoulderPageType>> = {
  'sub-attraction': 'sub-attractions',
  subattractions: 'sub-attractions',
  subattraction: 'sub-attractions',
  timing: 'timings',
  fact: 'facts',
  entrance: 'entrances',
  tip: 'tips',
  restaurant: 'restaurants',
  'guided-tour': 'guided-tours',
  'skip-the-lines': 'skip-the-line',
  miscellaneous: 'misc',
  'plan-visit': 'plan-your-visit',
};

const isShoulderPageType = (value: string): value is ShoulderPageType =>
  (SHOULDER_PAGE_TYPES as readonly string[]).includes(value);

/**
 * Lower case, trimmed, spaces and underscores as hyphens.
 * @example slugOf(' Plan your_visit ') === 'plan-your-visit'
 */
export const slugOf = (value: unknown): string =>
  typeof value === 'string'
    ? value
        .trim()
        .toLowerCase()
        .replace(/[\s_]+/g, '-')
        .replace(/-+/g, '-')
    : '';

/**
 * The shoulder page type a field names, tolerant of case, spaces, underscores and singular forms;
 * undefined for an empty or unknown value.
 * @example shoulderPageType('Plan your visit') === 'plan-your-visit'
 * @example shoulderPageType('sub_attraction') === 'sub-attractions'
 */
export function shoulderPageType(value: unknown): ShoulderPageType | undefined {
  const slug = slugOf(value);
  if (isShoulderPageType(slug)) return slug;
  return ALIASES[slug];
}

/**
 * Whether a microsite page is a shoulder page: its `tagged_page_type` says so (spec 001 §3,
 * `shoulder-page`, any case or separator). Its type is then `shoulderTypeOf`.
 * @example isShoulderPage({ tagged_page_type: 'Shoulder page' }) === true
 * @example isShoulderPage({ tagged_page_type: 'landing-page', shoulder_page_type: 'history' }) === false
 */
export function isShoulderPage(data: Readonly<Record<string, unknown>>): boolean {
  return slugOf(data['tagged_page_type']) === 'shoulder-page';
}

/**
 * The type of a shoulder page: its `shoulder_page_type`, or `misc` when it names none or an unknown one.
 * @example shoulderTypeOf({ shoulder_page_type: 'Getting there' }) === 'getting-there'
 * @example shoulderTypeOf({ shoulder_page_type: 'souvenirs' }) === 'misc'
 */
export function shoulderTypeOf(data: Readonly<Record<string, unknown>>): ShoulderPageType {
  return shoulderPageType(data['shoulder_page_type']) ?? 'misc';
}

/**
 * The place of a type in the guide's navigation (0 for `about` … 15 for `misc`).
 * @example shoulderTypeRank('history') === 1
 */
export function shoulderTypeRank(type: ShoulderPageType): number {
  return SHOULDER_PAGE_TYPES.indexOf(type);
}

/** The values of `tagged_page_type` that mark a shoulder page, as a content query asks for them. */
export const SHOULDER_PAGE_TAG_VALUES = [
  'shoulder-page',
  'shoulder_page',
  'Shoulder page',
  'Shoulder Page',
  'shoulder page',
] as const;
