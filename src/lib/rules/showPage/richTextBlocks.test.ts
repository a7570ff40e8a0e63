import { describe, expect, it } from 'vitest';
import { BODY_TYPES, firstLinkUrl, headingLevel, plainText, richTextBlocks } from './richTextBlocks';
import { stripFaqPrefix } from './stripFaqPrefix';

describe('richTextBlocks', () => {
  it('gives nothing for non-arrays', () => {
    expect(richTextBlocks(undefined)).toEqual([]);
    expect(richTextBlocks({ type: 'paragraph', text: 'x' })).toEqual([]);
  });
  it('keeps spans inside their text and safe links only', () => {
    expect(
      richTextBlocks([
        {
          type: 'paragraph',
          text: 'Hello',
          spans: [
            { start: 0, end: 5, type: 'strong' },
            { start: 2, end: 2, type: 'em' },
            { start: 5, end: 6, type: 'em' },
            { start: 4, end: 5, type: 'hyperlink', data: { url: 'http://example.com/a' } },
            { start: 0, end: 1, type: 'hyperlink' },
            { start: 0, end: 1, type: 'hyperlink', data: { target: '_blank' } },
          ],
        },
      ]),
    ).toEqual([
      {
        type: 'paragraph',
        text: 'Hello',
        spans: [
          { start: 0, end: 5, type: 'strong' },
          { start: 4, end: 5, type: 'hyperlink', data: { url: 'https://example.com/a' } },
        ],
      },
    ]);
  });
  it('reads heading levels and body types', () => {
    expect(headingLevel({ type: 'heading6', text: '' })).toBe(6);
    expect(headingLevel({ type: 'heading7', text: '' })).toBe(0);
    expect(headingLevel({ type: 'subheading2', text: '' })).toBe(0);
    expect(headingLevel({ type: 'heading2x', text: '' })).toBe(0);
    expect([...BODY_TYPES]).toEqual(['paragraph', 'list-item', 'o-list-item', 'preformatted']);
  });
  it('finds the first link and the plain text', () => {
    const block = {
      type: 'paragraph',
      text: 'Apollo Victoria',
      spans: [
        { start: 0, end: 6, type: 'strong', data: { url: 'https://strong.example.com/' } },
        { start: 0, end: 6, type: 'hyperlink', data: {} },
        { start: 7, end: 15, type: 'hyperlink', data: { url: 'https://example.com/apollo' } },
      ],
    };
    expect(firstLinkUrl(block)).toBe('https://example.com/apollo');
    expect(firstLinkUrl({ type: 'paragraph', text: 'x' })).toBeUndefined();
    expect(
      plainText([
        { type: 'paragraph', text: ' a ' },
        { type: 'paragraph', text: '  ' },
        { type: 'list-item', text: 'b' },
      ]),
    ).toBe('a\nb');
  });
});

describe('stripFaqPrefix', () => {
  const p = (text: string) => ({ type: 'paragraph', text, spans: [] });
  it('classifies and strips question and answer markers, leading spaces included', () => {
    expect(stripFaqPrefix(p('  Q : Why?'))).toEqual({ kind: 'question', block: p('Why?') });
    expect(stripFaqPrefix(p('Question. Why?'))).toEqual({ kind: 'question', block: p('Why?') });
    expect(stripFaqPrefix(p(' A) Because.'))).toEqual({ kind: 'answer', block: p('Because.') });
    expect(stripFaqPrefix(p('R: Oui.'))).toEqual({ kind: 'answer', block: p('Oui.') });
    expect(stripFaqPrefix(p('Plain text'))).toEqual({ kind: 'plain', block: p('Plain text') });
    expect(stripFaqPrefix(p('xQ: not a marker'))).toEqual({ kind: 'plain', block: p('xQ: not a marker') });
    expect(stripFaqPrefix(p('xA: not a marker'))).toEqual({ kind: 'plain', block: p('xA: not a marker') });
    expect(stripFaqPrefix(p('Qx: no'))).toEqual({ kind: 'plain', block: p('Qx: no') });
    expect(stripFaqPrefix(p('Ax: no'))).toEqual({ kind: 'plain', block: p('Ax: no') });
  });
  it('shifts spans and drops those inside the marker', () => {
    expect(
      stripFaqPrefix({
        type: 'paragraph',
        text: 'A: Yes indeed',
        spans: [
          { start: 0, end: 2, type: 'strong' },
          { start: 1, end: 6, type: 'em' },
          { start: 7, end: 13, type: 'strong' },
        ],
      }),
    ).toEqual({
      kind: 'answer',
      block: {
        type: 'paragraph',
        text: 'Yes indeed',
        spans: [
          { start: 0, end: 3, type: 'em' },
          { start: 4, end: 10, type: 'strong' },
        ],
      },
    });
    expect(stripFaqPrefix({ type: 'paragraph', text: 'Q: x' }).block.spans).toEqual([]);
  });
});
