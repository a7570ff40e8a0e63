import { describe, expect, it } from 'vitest';
import { DEFAULT_SIZES, MOBILE_MEDIA } from '../../media/srcset';
import { scrollButtonVisible, SCROLL_TOP_THRESHOLD_PX } from './shellConstants';

describe('app shell constants', () => {
  it('shows the scroll button past 100 px', () => {
    expect(SCROLL_TOP_THRESHOLD_PX).toBe(100);
    expect(scrollButtonVisible(0)).toBe(false);
    expect(scrollButtonVisible(100)).toBe(false);
    expect(scrollButtonVisible(101)).toBe(true);
  });
  it('treats widths below 768 px as mobile', () => {
    expect(MOBILE_MEDIA).toBe('(max-width: 767px)');
    expect(DEFAULT_SIZES).toBe('(max-width: 767px) 100vw, 50vw');
  });
});
