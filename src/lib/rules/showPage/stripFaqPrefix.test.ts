import { describe, expect, it } from 'vitest';
import { stripFaqPrefix } from './stripFaqPrefix';

describe('stripFaqPrefix in Arabic', () => {
  it('recognises س: and ج: (and سؤال:/جواب:) as question and answer markers', () => {
    expect(stripFaqPrefix({ type: 'paragraph', text: 'س: كم مدة العرض؟' })).toEqual({
      kind: 'question',
      block: { type: 'paragraph', text: 'كم مدة العرض؟', spans: [] },
    });
    expect(stripFaqPrefix({ type: 'paragraph', text: 'جواب: ساعتان' }).kind).toBe('answer');
    expect(stripFaqPrefix({ type: 'paragraph', text: 'ج: ساعتان' }).block.text).toBe('ساعتان');
    expect(stripFaqPrefix({ type: 'paragraph', text: 'سينما' }).kind).toBe('plain');
  });
});
