import type { Predicate, PredicateValue } from './predicates';
import { QueryParseError } from './predicates';
import type { StoredDocument } from './prismicDocument';

type Resolved = { found: true; value: unknown } | { found: false };

const DOCUMENT_FIELDS = new Set([
  'type',
  'id',
  'tags',
  'uid',
  'lang',
  'first_publication_date',
  'last_publication_date',
]);

/** Reads `document.*` or `my.<type>.<field>[.<sub>…]` from a document; a `my` path of another type is absent. */
export function resolvePath(document: StoredDocument, path: string): Resolved {
  const parts = path.split('.');
  if (parts[0] === 'document' && parts.length === 2 && DOCUMENT_FIELDS.has(parts[1] ?? '')) {
    return { found: true, value: document[parts[1] as keyof StoredDocument] };
  }
  if (parts[0] === 'my' && parts.length >= 3) {
    if (parts[1] !== document.type) return { found: false };
    if (parts[2] === 'uid' && parts.length === 3) return { found: true, value: document.uid };
    let value: unknown = document.data;
    for (const key of parts.slice(2)) {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return { found: false };
      value = (value as Record<string, unknown>)[key];
    }
    return value === undefined ? { found: false } : { found: true, value };
  }
  throw new QueryParseError(
    `unexpected field '${path}': use document.type|id|tags|uid|lang or my.<type>.<field>`,
  );
}

function scalarEquals(actual: unknown, expected: PredicateValue): boolean {
  if (typeof expected === 'number')
    return typeof actual === 'number' ? actual === expected : Number(actual) === expected;
  if (typeof expected === 'boolean') return actual === expected;
  if (typeof expected === 'string') return actual === expected;
  return false;
}

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) {
    return value.length === 0 || value.every((block) => isRichTextBlock(block) && block.text.trim() === '');
  }
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (record['link_type'] === 'Any') return true;
    return Object.keys(record).length === 0;
  }
  return false;
}

function isRichTextBlock(value: unknown): value is { type: string; text: string } {
  return (
    typeof value === 'object' && value !== null && typeof (value as { text?: unknown }).text === 'string'
  );
}

/** Every piece of text in a value: strings and rich-text block texts, recursively. */
export function collectText(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) collectText(item, into);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) collectText(item, into);
  return into;
}

function words(text: string): string[] {
  return text
    .toLocaleLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function arg(predicate: Predicate, index: number): PredicateValue {
  const value = predicate.args[index];
  if (value === undefined)
    throw new QueryParseError(`[${predicate.name}] expects a value after '${predicate.path}'`);
  return value;
}

function list(predicate: Predicate): PredicateValue[] {
  const value = arg(predicate, 0);
  if (!Array.isArray(value)) throw new QueryParseError(`[${predicate.name}] expects an array of values`);
  return value;
}

function at(actual: Resolved, expected: PredicateValue): boolean {
  if (!actual.found) return false;
  if (Array.isArray(actual.value)) {
    const values = actual.value;
    const wanted = Array.isArray(expected) ? expected : [expected];
    return wanted.every((item) => values.some((value) => scalarEquals(value, item)));
  }
  return scalarEquals(actual.value, expected);
}

const PREDICATES = new Set(['at', 'not', 'any', 'in', 'fulltext', 'has', 'missing']);

/** Rejects, before any document is read, what Prismic would answer with a parsing error. */
export function validatePredicate(predicate: Predicate): void {
  if (!PREDICATES.has(predicate.name)) throw new QueryParseError(`unknown predicate '${predicate.name}'`);
  if (predicate.name === 'fulltext' && predicate.path === 'document') return;
  const parts = predicate.path.split('.');
  const documentPath = parts[0] === 'document' && parts.length === 2 && DOCUMENT_FIELDS.has(parts[1] ?? '');
  const customPath = parts[0] === 'my' && parts.length >= 3 && parts.every(Boolean);
  if (!documentPath && !customPath) {
    throw new QueryParseError(
      `unexpected field '${predicate.path}': use document.type|id|tags|uid|lang or my.<type>.<field>`,
    );
  }
}

/** Whether one predicate (at, not, any, in, fulltext, has, missing) holds for a document. */
export function matchPredicate(document: StoredDocument, predicate: Predicate): boolean {
  switch (predicate.name) {
    case 'at':
      return at(resolvePath(document, predicate.path), arg(predicate, 0));
    case 'not': {
      const actual = resolvePath(document, predicate.path);
      if (predicate.path.startsWith('my.') && predicate.path.split('.')[1] !== document.type) return false;
      return !at(actual, arg(predicate, 0));
    }
    case 'any':
    case 'in': {
      const actual = resolvePath(document, predicate.path);
      const values = list(predicate);
      return values.some((value) => at(actual, value));
    }
    case 'fulltext': {
      const needle = arg(predicate, 0);
      if (typeof needle !== 'string') throw new QueryParseError('[fulltext] expects a string');
      let haystack: string[];
      if (predicate.path === 'document') haystack = collectText([document.data, document.uid ?? '']);
      else {
        const resolved = resolvePath(document, predicate.path);
        haystack = resolved.found ? collectText(resolved.value) : [];
      }
      const found = new Set(words(haystack.join(' ')));
      const wanted = words(needle);
      return wanted.length > 0 && wanted.every((word) => found.has(word));
    }
    case 'has': {
      const actual = resolvePath(document, predicate.path);
      return actual.found && !isEmpty(actual.value);
    }
    case 'missing': {
      if (predicate.path.startsWith('my.') && predicate.path.split('.')[1] !== document.type) return false;
      const actual = resolvePath(document, predicate.path);
      return !actual.found || isEmpty(actual.value);
    }
    default:
      throw new QueryParseError(`unknown predicate '${predicate.name}'`);
  }
}
