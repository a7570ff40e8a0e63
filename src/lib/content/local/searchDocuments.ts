import { matchPredicate, resolvePath, validatePredicate } from './matchPredicate';
import { parseQuery, QueryParseError, type Predicate } from './predicates';
import type { StoredDocument } from './prismicDocument';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;
export const MASTER_LOCALE = 'en-us';

export interface SearchParams {
  q: string[];
  lang: string | null;
  page: string | null;
  pageSize: string | null;
  orderings: string | null;
}

export interface SearchResult {
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
  results: StoredDocument[];
}

interface Ordering {
  path: string;
  descending: boolean;
}

function parseInteger(name: string, raw: string | null, fallback: number, min: number, max: number): number {
  if (raw === null || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new QueryParseError(`${name} must be a whole number, got '${raw}'`);
  const value = Number(raw);
  if (value < min || value > max)
    throw new QueryParseError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

/** `[my.page.title desc, document.first_publication_date]` or the same without brackets. */
export function parseOrderings(raw: string | null): Ordering[] {
  if (!raw) return [];
  const inner = raw.trim().replace(/^\[/, '').replace(/\]$/, '');
  return inner
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const match = /^([a-zA-Z_][\w.-]*)(\s+(desc|asc))?$/.exec(part);
      if (!match?.[1]) throw new QueryParseError(`unexpected ordering '${part}'`);
      return { path: match[1], descending: match[3] === 'desc' };
    });
}

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

function sortKey(document: StoredDocument, path: string): unknown {
  const resolved = resolvePath(document, path);
  if (!resolved.found) return undefined;
  const value = resolved.value;
  if (Array.isArray(value)) return value.map((block: { text?: string }) => block.text ?? '').join(' ');
  return value;
}

/**
 * Runs a documents/search query over stored documents: predicates, language, orderings and pagination
 * the way Prismic's REST API v2 does. Throws QueryParseError for input Prismic would answer with 400.
 */
export function searchDocuments(documents: readonly StoredDocument[], params: SearchParams): SearchResult {
  const predicates: Predicate[] = params.q.flatMap((q) => parseQuery(q));
  predicates.forEach(validatePredicate);
  const page = parseInteger('page', params.page, 1, 1, Number.MAX_SAFE_INTEGER);
  const pageSize = parseInteger('pageSize', params.pageSize, DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE);
  const orderings = parseOrderings(params.orderings);
  const lang = (params.lang ?? MASTER_LOCALE).toLowerCase();

  const matching = documents.filter(
    (document) =>
      (lang === '*' || document.lang === lang) &&
      predicates.every((predicate) => matchPredicate(document, predicate)),
  );
  if (orderings.length > 0) {
    matching.sort((a, b) => {
      for (const { path, descending } of orderings) {
        const order = compareValues(sortKey(a, path), sortKey(b, path));
        if (order !== 0) return descending ? -order : order;
      }
      return 0;
    });
  }
  const total = matching.length;
  return {
    page,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
    results: matching.slice((page - 1) * pageSize, page * pageSize),
  };
}
