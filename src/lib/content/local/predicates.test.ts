import { describe, expect, it } from 'vitest';
import { parseQuery, QueryParseError } from './predicates';

describe('parseQuery', () => {
  it('reads the client’s filters', () => {
    expect(parseQuery('[[at(document.type, "showpage")][any(document.tags, ["a", "b"])]]')).toEqual([
      { name: 'at', path: 'document.type', args: ['showpage'] },
      { name: 'any', path: 'document.tags', args: [['a', 'b']] },
    ]);
  });
  it('reads the older `:d =` form, numbers, booleans, escapes and empty arrays', () => {
    expect(parseQuery('[[:d = at(my.showpage.tgid, 30101)][at(my.page.flag, true)]]')).toEqual([
      { name: 'at', path: 'my.showpage.tgid', args: [30101] },
      { name: 'at', path: 'my.page.flag', args: [true] },
    ]);
    expect(
      parseQuery('[[fulltext(document, "say \\"hi\\"")][in(document.id, [])][at(my.p.n, -1.5)]]'),
    ).toEqual([
      { name: 'fulltext', path: 'document', args: ['say "hi"'] },
      { name: 'in', path: 'document.id', args: [[]] },
      { name: 'at', path: 'my.p.n', args: [-1.5] },
    ]);
    expect(parseQuery('[[has(my.page.title)]]')).toEqual([{ name: 'has', path: 'my.page.title', args: [] }]);
    expect(parseQuery('[]')).toEqual([]);
  });
  it('says where a malformed query goes wrong', () => {
    expect(() => parseQuery('[[at(document.type, "x")]')).toThrow(QueryParseError);
    expect(() => parseQuery('[[at(document.type, "x")]')).toThrow("expected ']'");
    expect(() => parseQuery('[[at(document.type, "unterminated)]]')).toThrow('a closing quote');
    expect(() => parseQuery('[[at(document.type, nope)]]')).toThrow('a string, number, boolean or array');
    expect(() => parseQuery('[[at(document.type, "x")]] trailing')).toThrow('the end of the query');
    expect(() => parseQuery('')).toThrow("Unexpected 'end of query' at column 1");
  });
});

describe('parseQuery bounds (hostile input)', () => {
  it('refuses arrays nested deeper than the bound with a parse error, not a stack overflow', () => {
    const deep = `[[any(document.tags, ${'['.repeat(100_000)}"a"${']'.repeat(100_000)})]]`;
    expect(() => parseQuery(deep.slice(0, 8_000))).toThrow(/nested deeper than 8/);
    expect(() => parseQuery(deep)).toThrow(QueryParseError);
  });

  it('still reads arrays nested up to the bound', () => {
    const nested = `[[any(document.tags, ${'['.repeat(8)}"a"${']'.repeat(8)})]]`;
    expect(parseQuery(nested)[0]?.args).toEqual([[[[[[[[['a']]]]]]]]]);
  });

  it('refuses a query longer than 8192 characters', () => {
    const long = `[[at(document.type, "${'x'.repeat(9_000)}")]]`;
    expect(() => parseQuery(long)).toThrow(/longer than 8192/);
  });
});
