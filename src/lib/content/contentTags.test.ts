import { describe, expect, it } from 'vitest';
import { queriedTags } from './contentFetch';

describe('queriedTags', () => {
  it('reads the types and ids of a Prismic query', () => {
    const url = `https://x.cdn.prismic.io/api/v2/documents/search?ref=abc&q=${encodeURIComponent(
      '[[at(document.type, "news_page")][at(my.news_page.uid, "x")]]',
    )}&lang=en-us`;
    expect(queriedTags(url)).toEqual(['type:news_page']);
    const ids = `https://x/api/v2/documents/search?q=${encodeURIComponent('[[in(document.id, ["A1", "B2"])]]')}`;
    expect(queriedTags(ids)).toEqual(['doc:A1', 'doc:B2']);
    const any = `https://x/api/v2/documents/search?q=${encodeURIComponent('[[any(document.type, ["showpage","venue_page"])]]')}`;
    expect(queriedTags(any)).toEqual(['type:showpage', 'type:venue_page']);
  });
  it('is empty without a query or with a malformed one', () => {
    expect(queriedTags('https://x/api/v2')).toEqual([]);
    expect(queriedTags('https://x/api/v2/documents/search?q=%E0%A4%A')).toEqual([]);
  });
});
