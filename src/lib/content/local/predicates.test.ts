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
