/**
 * Parser for the `q` parameter of Prismic's REST API v2:
 * `[[at(document.type, "page")][any(document.tags, ["a", "b"])]]`, also the older `[:d = at(…)]` form.
 */
export type PredicateValue = string | number | boolean | PredicateValue[];

export interface Predicate {
  name: string;
  path: string;
  args: PredicateValue[];
}

/** Prismic answers an unparsable query with 400 and a message; so does the local repository. */
export class QueryParseError extends Error {
  override name = 'QueryParseError';
}

/** Bounds of a `q` value: deeper arrays or a longer text are refused (400) before any recursion. */
export const MAX_QUERY_LENGTH = 8_192;
export const MAX_VALUE_DEPTH = 8;

class Reader {
  position = 0;
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }

  fail(expected: string): never {
    throw new QueryParseError(
      `Unexpected '${this.text[this.position] ?? 'end of query'}' at column ${this.position + 1} in query '${this.text}': expected ${expected}`,
    );
  }
  skipSpace(): void {
    while (/\s/.test(this.text[this.position] ?? '')) this.position += 1;
  }
  peek(): string | undefined {
    this.skipSpace();
    return this.text[this.position];
  }
  expect(char: string): void {
    if (this.peek() !== char) this.fail(`'${char}'`);
    this.position += 1;
  }
  match(pattern: RegExp, expected: string): string {
    this.skipSpace();
    const found = pattern.exec(this.text.slice(this.position));
    if (!found) this.fail(expected);
    this.position += found[0].length;
    return found[0];
  }
}

function readString(reader: Reader): string {
  reader.expect('"');
  let result = '';
  for (;;) {
    const char = reader.text[reader.position];
    if (char === undefined) reader.fail('a closing quote');
    reader.position += 1;
    if (char === '"') return result;
    if (char === '\\') {
      const escaped = reader.text[reader.position];
      if (escaped === undefined) reader.fail('an escaped character');
      reader.position += 1;
      result += escaped;
    } else {
      result += char;
    }
  }
}

function readValue(reader: Reader, depth = 0): PredicateValue {
  if (depth > MAX_VALUE_DEPTH) {
    throw new QueryParseError(`Arrays nested deeper than ${MAX_VALUE_DEPTH} levels in query`);
  }
  const next = reader.peek();
  if (next === '"') return readString(reader);
  if (next === '[') {
    reader.expect('[');
    const values: PredicateValue[] = [];
    if (reader.peek() === ']') {
      reader.expect(']');
      return values;
    }
    for (;;) {
      values.push(readValue(reader, depth + 1));
      if (reader.peek() === ',') reader.expect(',');
      else break;
    }
    reader.expect(']');
    return values;
  }
  const literal = reader.match(/^(-?\d+(\.\d+)?|true|false)/, 'a string, number, boolean or array');
  if (literal === 'true') return true;
  if (literal === 'false') return false;
  return Number(literal);
}

function readPredicate(reader: Reader): Predicate {
  reader.expect('[');
  if (reader.peek() === ':') reader.match(/^:d\s*=/, "':d ='");
  const name = reader.match(/^[a-zA-Z.]+/, 'a predicate name');
  reader.expect('(');
  let path = '';
  if (reader.peek() !== ')' && reader.peek() !== '"') {
    path = reader.match(/^[a-zA-Z_][\w.-]*/, 'a path');
  }
  const args: PredicateValue[] = [];
  while (reader.peek() === ',' || (path === '' && args.length === 0 && reader.peek() === '"')) {
    if (reader.peek() === ',') reader.expect(',');
    args.push(readValue(reader));
  }
  reader.expect(')');
  reader.expect(']');
  return { name, path, args };
}

/**
 * Parses one `q` value into its predicates.
 * @example parseQuery('[[at(document.type, "showpage")]]') → [{ name: 'at', path: 'document.type', args: ['showpage'] }]
 */
export function parseQuery(query: string): Predicate[] {
  if (query.length > MAX_QUERY_LENGTH) {
    throw new QueryParseError(`Query longer than ${MAX_QUERY_LENGTH} characters`);
  }
  const reader = new Reader(query);
  const predicates: Predicate[] = [];
  reader.expect('[');
  while (reader.peek() === '[') predicates.push(readPredicate(reader));
  reader.expect(']');
  if (reader.peek() !== undefined) reader.fail('the end of the query');
  return predicates;
}
