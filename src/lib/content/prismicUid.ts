import { parseQuery, QueryParseError, type Predicate, type PredicateValue } from './local/predicates.ts';

/**
 * Page identity ↔ Prismic UID (docs/decisions.md, "Page identity and Prismic UIDs"). The storefront
 * names a page by its dotted identity (spec 000 §2: the site's domain, then the path segments, joined
 * with dots: `colosseum-rome-tickets.com.guided-tours`); Prismic's UID field takes only lowercase
 * letters, digits, hyphens and underscores. A dot becomes an underscore on the way to the content API
 * and back: hostnames and the storefront's slugs never hold an underscore, so the mapping is one to one
 * for every identity that has a Prismic UID at all. The content client (`PageIdentityClient`) is the one
 * place that applies it, to what it asks and to every document it answers.
 */

/** What Prismic's UID field accepts: lowercase letters, digits, hyphens and underscores. */
const PRISMIC_UID = /^[a-z0-9_-]+$/;

/** A page identity: dot-separated segments of lowercase letters, digits and hyphens, none empty. */
const PAGE_IDENTITY = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*$/;

/**
 * The longest UID the storefront writes or asks for. Prismic documents no bound of its own; this one
 * is ours (the longest demo uid has 93 characters): a longer identity has no Prismic UID, so a long
 * made-up path is not sent to the content API.
 */
export const MAX_PRISMIC_UID_LENGTH = 200;

/**
 * Whether a value is a UID Prismic's UID field would take (and not longer than ours).
 * @example isPrismicUid('colosseum-rome-tickets_com_guided-tours') === true
 * @example isPrismicUid('colosseum-rome-tickets.com') === false
 */
export function isPrismicUid(value: string): boolean {
  return value.length <= MAX_PRISMIC_UID_LENGTH && PRISMIC_UID.test(value);
}

/**
 * The Prismic UID of a page identity, or undefined when it has none: an underscore (it would read back
 * as a dot), an upper-case letter or any other character outside the UID's alphabet, an empty segment
 * (`a..b`, a leading or trailing dot) or more than MAX_PRISMIC_UID_LENGTH characters.
 * @example toPrismicUid('paris-city-tickets.com.louvre-museum') === 'paris-city-tickets_com_louvre-museum'
 * @example toPrismicUid('big-bus-london-red-route') === 'big-bus-london-red-route'
 * @example toPrismicUid('paris-city-tickets.com.guided_tours') === undefined
 */
export function toPrismicUid(identity: string): string | undefined {
  if (identity.length > MAX_PRISMIC_UID_LENGTH || !PAGE_IDENTITY.test(identity)) return undefined;
  return identity.replaceAll('.', '_');
}

/**
 * The page identity of a Prismic UID: every underscore reads as a dot. A value that is not a Prismic
 * UID (a dotted identity already) has no underscore to read and is answered as it is.
 * @example fromPrismicUid('paris-city-tickets_com_louvre-museum') === 'paris-city-tickets.com.louvre-museum'
 */
export function fromPrismicUid(uid: string): string {
  return uid.replaceAll('_', '.');
}

/**
 * What a uid filter asks for when its identity has no Prismic UID: a value no Prismic UID can equal (a
 * dot is outside the UID's alphabet), so the filter matches nothing, as the identity names no document.
 */
export const NO_PRISMIC_UID = '.';

/** `my.<type>.uid` or `document.uid`: the filter paths whose values are uids. */
const UID_PATH = /^(?:my\.[a-z0-9_]+|document)\.uid$/;

function valueToPrismic(value: PredicateValue): PredicateValue {
  if (typeof value === 'string') return toPrismicUid(value) ?? NO_PRISMIC_UID;
  return Array.isArray(value) ? value.map(valueToPrismic) : value;
}

/** A value as @prismicio/client's `filter` helpers write it. */
function formatValue(value: PredicateValue): string {
  if (Array.isArray(value)) return `[${value.map(formatValue).join(', ')}]`;
  if (typeof value === 'string') return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  return String(value);
}

function formatPredicate({ name, path, args }: Predicate): string {
  return `[${name}(${[path, ...args.map(formatValue)].filter((part) => part !== '').join(', ')})]`;
}

/**
 * A query filter with the identities it asks for as uids (`my.<type>.uid`, `document.uid`) written as
 * their Prismic UIDs; any other filter, or one that does not parse (the API answers it with a 400), is
 * left as it is.
 * @example filterToPrismic('[at(my.microsite.uid, "vatican.com.tours")]') === '[at(my.microsite.uid, "vatican_com_tours")]'
 */
export function filterToPrismic(filter: string): string {
  if (!filter.includes('.uid')) return filter;
  let predicates: Predicate[];
  try {
    predicates = parseQuery(`[${filter}]`);
  } catch (error) {
    if (error instanceof QueryParseError) return filter;
    throw error;
  }
  if (!predicates.some((predicate) => UID_PATH.test(predicate.path))) return filter;
  return predicates
    .map((predicate) =>
      UID_PATH.test(predicate.path)
        ? formatPredicate({ ...predicate, args: predicate.args.map(valueToPrismic) })
        : formatPredicate(predicate),
    )
    .join('');
}

/**
 * Document links inside a document's data (link and content-relationship fields, rich-text hyperlink
 * spans: objects with `link_type: "Document"`) with their uid read as a page identity. Copies only the
 * objects and arrays on the way to a changed link; everything else is the same object.
 */
function linksFromPrismic(value: unknown): unknown {
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item: unknown, index) => {
      const mapped = linksFromPrismic(item);
      if (mapped !== item) (copy ??= [...value])[index] = mapped;
    });
    return copy ?? value;
  }
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  for (const [key, child] of Object.entries(record)) {
    const mapped =
      key === 'uid' && record.link_type === 'Document' && typeof child === 'string'
        ? fromPrismicUid(child)
        : linksFromPrismic(child);
    if (mapped !== child) (copy ??= { ...record })[key] = mapped;
  }
  return copy ?? record;
}

/** What documentFromPrismic reads: a document as the content API answers it (or the local repository stores it). */
interface AnsweredDocument {
  uid?: string | null | undefined;
  alternate_languages?: readonly { uid?: string | null | undefined }[] | undefined;
  data?: unknown;
}

/**
 * A document as the content API answers it, with every uid it holds read as a page identity: its own,
 * its alternate languages' and those of the documents it links to. The document given is not changed.
 * @example documentFromPrismic({ uid: 'vatican_com_tours', … }).uid === 'vatican.com.tours'
 */
export function documentFromPrismic<TDocument extends AnsweredDocument>(document: TDocument): TDocument {
  const { uid, alternate_languages: alternates, data } = document;
  return {
    ...document,
    ...(typeof uid === 'string' ? { uid: fromPrismicUid(uid) } : {}),
    ...(Array.isArray(alternates)
      ? {
          alternate_languages: alternates.map((alternate) =>
            typeof alternate.uid === 'string'
              ? { ...alternate, uid: fromPrismicUid(alternate.uid) }
              : alternate,
          ),
        }
      : {}),
    ...(data === undefined ? {} : { data: linksFromPrismic(data) }),
  };
}
