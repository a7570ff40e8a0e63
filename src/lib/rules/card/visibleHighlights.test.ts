import { describe, expect, it } from 'vitest';
import { highlightItems, visibleHighlights } from './visibleHighlights';

const words = (count: number, word = 'w') => Array.from({ length: count }, () => word).join(' ');

describe('highlightItems', () => {
  it('reads list items of rich text as plain text', () => {
    expect(
      highlightItems(
        '<ul><li>Skip the <b>line</b></li><li class="x">Audio &amp; guide&nbsp;in 8 languages</li></ul>',
      ),
    ).toEqual(['Skip the line', 'Audio & guide in 8 languages']);
    expect(highlightItems('<li><script>alert(1)</script></li>')).toEqual(['alert(1)']);
  });
  it('reads lines of plain text and arrays', () => {
    expect(highlightItems('First\n\n Second <br/>Third')).toEqual(['First', 'Second', 'Third']);
    expect(highlightItems(['  a ', '', '&lt;b&gt;'])).toEqual(['a', '<b>']);
  });
  it('gives nothing for nothing', () => {
    expect(highlightItems(undefined)).toEqual([]);
    expect(highlightItems('')).toEqual([]);
  });
});

describe('visibleHighlights', () => {
  it('keeps leading items while they add up to at most 42 words', () => {
    expect(visibleHighlights([words(20), words(22), words(1)])).toEqual([words(20), words(22)]);
    expect(visibleHighlights([words(42), words(1)])).toEqual([words(42)]);
    expect(visibleHighlights([words(20), words(23)])).toEqual([words(20)]);
  });
  it('keeps at most 4 items', () => {
    expect(visibleHighlights(['a b', 'c d', 'e f', 'g h', 'i j'])).toEqual(['a b', 'c d', 'e f', 'g h']);
    expect(visibleHighlights(['a', 'b', 'c'])).toEqual(['a', 'b', 'c']);
  });
  it('shows the first 2 items when not even the first fits', () => {
    expect(visibleHighlights([words(43), 'short', 'third'])).toEqual([words(43), 'short']);
    expect(visibleHighlights([words(50)])).toEqual([words(50)]);
  });
  it('shows nothing for no highlights', () => {
    expect(visibleHighlights([])).toEqual([]);
  });
});
