import { describe, expect, it } from 'vitest';
import { artworkSvg, wrapTitle } from './artwork';
import { parseMediaUrl, snapWidth } from './mediaPath';
import { srcset, widthUrl } from './srcset';

const url = (path: string) => new URL(path, 'http://colosseum.localhost:4321');

describe('parseMediaUrl', () => {
  it('reads every kind with its intrinsic size and the asked width snapped', () => {
    expect(parseMediaUrl(url('/media/tour-groups/10002/3.webp?w=500'))).toEqual({
      kind: 'tour-groups',
      id: '10002',
      index: 3,
      width: 480,
      height: 320,
    });
    expect(parseMediaUrl(url('/media/collections/167/hero.webp'))).toMatchObject({
      kind: 'collections',
      width: 1600,
      height: 900,
    });
    expect(parseMediaUrl(url('/media/collections/167/card.webp'))).toMatchObject({
      kind: 'collection-cards',
      width: 600,
      height: 400,
    });
    expect(parseMediaUrl(url('/media/cities/new_york.webp?w=640'))).toMatchObject({
      kind: 'cities',
      id: 'new_york',
      width: 640,
      height: 360,
    });
    expect(parseMediaUrl(url('/media/banners/rome/1.webp?mobile=1'))).toMatchObject({
      kind: 'mobile-banners',
      width: 800,
      height: 500,
    });
    expect(parseMediaUrl(url('/media/reviews/123/0.webp'))).toMatchObject({
      kind: 'reviews',
      width: 900,
      height: 1200,
    });
    expect(parseMediaUrl(url('/media/safety/10002.webp'))).toMatchObject({
      kind: 'safety',
      width: 800,
      height: 800,
    });
  });
  it('refuses anything else', () => {
    for (const path of [
      '/media/tour-groups/x/0.webp',
      '/media/../etc/passwd',
      '/media/cities/ROME.webp',
      '/media/tour-groups/1/0.svg',
      '/media/',
    ])
      expect(parseMediaUrl(url(path))).toBeUndefined();
  });
});

describe('snapWidth', () => {
  it('snaps to the nearest allowed width, never above the intrinsic one', () => {
    expect(snapWidth('500', 1200)).toBe(480);
    expect(snapWidth('5000', 1200)).toBe(1200);
    expect(snapWidth('1', 1200)).toBe(160);
    expect(snapWidth('abc', 1200)).toBe(1200);
    expect(snapWidth(null, 800)).toBe(800);
    expect(snapWidth('-5', 800)).toBe(800);
  });
});

describe('artworkSvg', () => {
  const input = {
    title: 'The Phantom of the Opera',
    subtitle: 'London',
    seed: 'tour-groups/10004/0',
    width: 1200,
    height: 800,
  };
  it('is deterministic and distinct per seed', () => {
    expect(artworkSvg(input)).toBe(artworkSvg(input));
    expect(artworkSvg({ ...input, seed: 'tour-groups/10004/1' })).not.toBe(artworkSvg(input));
  });
  it('writes the title and escapes it', () => {
    expect(artworkSvg({ ...input, title: 'Wicked' })).toContain('>Wicked</text>');
    expect(artworkSvg(input)).not.toMatch(/="-/);
    const svg = artworkSvg({ ...input, title: 'Tom & Jerry <live>' });
    expect(svg).toContain('Tom &amp; Jerry &lt;live&gt;');
    expect(svg).not.toContain('<live>');
  });
  it('wraps long titles on at most three lines', () => {
    expect(wrapTitle('Colosseum, Roman Forum & Palatine Hill Priority Tickets', 16)).toEqual([
      'Colosseum, Roman',
      'Forum & Palatine',
      'Hill Priority…',
    ]);
  });
});

describe('srcset', () => {
  it('offers widths up to the intrinsic one, with ?w=', () => {
    expect(srcset('/media/collections/167/card.webp', 600)).toBe(
      '/media/collections/167/card.webp?w=320 320w, /media/collections/167/card.webp?w=480 480w',
    );
  });
  it('keeps other parameters of outside images', () => {
    expect(widthUrl('https://cdn.example.com/a.jpg?auto=format&w=100', 640)).toBe(
      'https://cdn.example.com/a.jpg?auto=format&w=640',
    );
  });
});
