import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from './serializeJsonLd';

describe('serializeJsonLd', () => {
  it('escapes what could end the script element or open a comment', () => {
    expect(serializeJsonLd({ name: '</script><!--' })).toBe('{"name":"\\u003c/script\\u003e\\u003c!--"}');
    expect(serializeJsonLd({ name: 'Fish & Chips' })).toBe('{"name":"Fish \\u0026 Chips"}');
  });
  it('escapes the line and paragraph separators', () => {
    expect(serializeJsonLd({ text: 'a\u2028b\u2029c' })).toBe('{"text":"a\\u2028b\\u2029c"}');
  });
  it('parses back to the same value', () => {
    const value = { '@type': 'Thing', name: '<b>"Wicked" & more</b>\u2028', list: [1, 'é', null] };
    expect(JSON.parse(serializeJsonLd(value))).toEqual(value);
    expect(serializeJsonLd(value)).not.toMatch(/[<>&\u2028\u2029]/);
  });
});
