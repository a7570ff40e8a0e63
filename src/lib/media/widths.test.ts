import { describe, expect, it } from 'vitest';
import { ALLOWED_WIDTHS, snapWidth, widthsFor } from './widths';

describe('widthsFor', () => {
  it('offers the allowed widths below the intrinsic one, then the intrinsic width', () => {
    expect(widthsFor(1600)).toEqual([...ALLOWED_WIDTHS]);
    expect(widthsFor(1200)).toEqual([160, 240, 320, 480, 640, 720, 960, 1200]);
    expect(widthsFor(900)).toEqual([160, 240, 320, 480, 640, 720, 900]);
    expect(widthsFor(160)).toEqual([160]);
    expect(widthsFor(100)).toEqual([100]);
  });
  it('offers nothing for an unusable width', () => {
    expect(widthsFor(0)).toEqual([]);
    expect(widthsFor(-5)).toEqual([]);
    expect(widthsFor(10.5)).toEqual([]);
    expect(widthsFor(Number.NaN)).toEqual([]);
  });
});

describe('snapWidth', () => {
  it('snaps to the nearest offered width, the larger on a tie', () => {
    expect(snapWidth(480, 1200)).toBe(480);
    expect(snapWidth(500, 1200)).toBe(480);
    expect(snapWidth(400, 1200)).toBe(480); // tie between 320 and 480
    expect(snapWidth(399, 1200)).toBe(320);
    expect(snapWidth(1, 1200)).toBe(160);
    expect(snapWidth(1100, 1200)).toBe(1200);
    expect(snapWidth(1000, 1200)).toBe(960);
    expect(snapWidth(700, 1200)).toBe(720);
    expect(snapWidth(660, 1200)).toBe(640);
  });
  it('never upscales, and no width means the intrinsic one', () => {
    expect(snapWidth(5000, 900)).toBe(900);
    expect(snapWidth(1600, 800)).toBe(800);
    expect(snapWidth(undefined, 1200)).toBe(1200);
    expect(snapWidth(850, 900)).toBe(900); // 900 is nearer than 720
    expect(snapWidth(660, 900)).toBe(640);
  });
});
