/**
 * The fields of a Prismic document's data (or of one group row) that hold a value: Prismic's API answers
 * an empty Key Text, Number, Select, Date, Color or integration field as `null`; readers that treat a
 * missing field as "use the default" read `filledFields(data)` so both mean the same.
 * @example filledFields({ tagline: null, site_name: 'Paris' }) → { site_name: 'Paris' }
 */
export function filledFields(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== null));
}
