import { describe, expect, it } from 'vitest';
import { fitWidthZoom, stepZoom, viewerKeyAction } from './menuZoom';

describe('menu viewer zoom and keys', () => {
  it('steps through the zoom levels and stops at the ends', () => {
    expect(stepZoom(1, 'in')).toBe(1.25);
    expect(stepZoom(1, 'out')).toBe(0.75);
    expect(stepZoom(1.1, 'in')).toBe(1.25);
    expect(stepZoom(1.1, 'out')).toBe(1);
    expect(stepZoom(3, 'in')).toBe(3);
    expect(stepZoom(0.5, 'out')).toBe(0.5);
  });

  it('fits the page to the available width within the limits', () => {
    expect(fitWidthZoom(714, 595)).toBe(1.2);
    expect(fitWidthZoom(5000, 595)).toBe(3);
    expect(fitWidthZoom(100, 595)).toBe(0.5);
    expect(fitWidthZoom(0, 595)).toBe(1);
  });

  it('maps + − 0 and page keys, swapping the arrows in right-to-left pages', () => {
    expect(['+', '=', '-', '−', '0', 'x'].map((key) => viewerKeyAction(key, false))).toEqual([
      'zoomIn',
      'zoomIn',
      'zoomOut',
      'zoomOut',
      'reset',
      undefined,
    ]);
    expect(viewerKeyAction('ArrowRight', false)).toBe('next');
    expect(viewerKeyAction('ArrowRight', true)).toBe('previous');
    expect(viewerKeyAction('ArrowLeft', true)).toBe('next');
    expect(viewerKeyAction('PageDown', true)).toBe('next');
    expect(viewerKeyAction('Home', false)).toBe('first');
    expect(viewerKeyAction('ArrowDown', false)).toBeUndefined();
  });
});
