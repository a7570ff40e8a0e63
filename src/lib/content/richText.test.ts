import { describe, expect, it } from 'vitest';
import { keepShared } from '../cache/deepFreeze';
import { richTextToHTML, richTextToPlain } from './richText';

describe('richTextToHTML', () => {
  it('renders blocks with escaped text', () => {
    expect(richTextToHTML([{ type: 'paragraph', text: '<b>Tom & Jerry</b>', spans: [] }])).toBe(
      '<p>&lt;b&gt;Tom &amp; Jerry&lt;/b&gt;</p>',
    );
    expect(richTextToHTML([{ type: 'heading2', text: 'Hours', spans: [] }])).toBe('<h2>Hours</h2>');
  });
  it('keeps safe links and opens external ones in a new tab', () => {
    const link = (url: string) => [
      {
        type: 'paragraph',
        text: 'Go there',
        spans: [{ start: 0, end: 2, type: 'hyperlink', data: { link_type: 'Web', url } }],
      },
    ];
    expect(richTextToHTML(link('/ar/guided-tours/'))).toBe('<p><a href="/ar/guided-tours/">Go</a> there</p>');
    expect(richTextToHTML(link('https://www.museivaticani.va/'))).toBe(
      '<p><a href="https://www.museivaticani.va/" rel="noopener noreferrer" target="_blank">Go</a> there</p>',
    );
  });
  it('renders unsafe links as plain text', () => {
    const link = (url: string) => [
      {
        type: 'paragraph',
        text: 'Go',
        spans: [{ start: 0, end: 2, type: 'hyperlink', data: { link_type: 'Web', url } }],
      },
    ];
    expect(richTextToHTML(link('javascript:alert(1)'))).toBe('<p>Go</p>');
    expect(richTextToHTML(link('//evil.example/'))).toBe('<p>Go</p>');
  });
  it('gives nothing for a field that is not rich text', () => {
    expect(richTextToHTML('text')).toBe('');
    expect(richTextToHTML(undefined)).toBe('');
  });
});

describe('richTextToPlain', () => {
  it('joins block texts', () => {
    expect(
      richTextToPlain([
        { type: 'heading1', text: 'Colosseum' },
        { type: 'paragraph', text: 'Rome' },
        { type: 'image' },
      ]),
    ).toBe('Colosseum Rome');
    expect(richTextToPlain(null)).toBe('');
  });
  it('serialises a kept (frozen) field once and any other field afresh', () => {
    const block = { type: 'paragraph', text: 'Hi', spans: [] };
    const open = [block];
    expect(richTextToHTML(open)).toBe('<p>Hi</p>');
    block.text = 'Bye';
    expect(richTextToHTML(open)).toBe('<p>Bye</p>');
    const shared = keepShared([{ type: 'paragraph', text: 'Kept', spans: [] }]);
    expect(richTextToHTML(shared)).toBe('<p>Kept</p>');
    expect(richTextToHTML(shared)).toBe('<p>Kept</p>');
  });
});
