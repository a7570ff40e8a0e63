import { describe, expect, it } from 'vitest';
import { artworkSvg, THEMES, type ArtSubject, type Theme } from './artwork';
import { PALETTES, paletteFor } from './palettes';
import { artRandom, hashKey } from './random';

const wicked: ArtSubject = {
  title: 'Wicked',
  subtitle: 'London',
  theme: 'stage',
  paletteKey: 'LONDON|7|10002',
  layoutKey: '/media/tour-groups/10002/0.webp',
};
const size = { width: 1200, height: 800 };

describe('artworkSvg', () => {
  it('draws in the intrinsic space at the width asked', () => {
    const svg = artworkSvg(wicked, size, 480);
    expect(
      svg.startsWith(
        '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320" viewBox="0 0 1200 800">',
      ),
    ).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain('>Wicked</text>');
    expect(svg).toContain('>London</text>');
    expect(svg).toContain('font-family="DejaVu Sans, sans-serif"');
  });
  it('is the same picture at every width and on every call', () => {
    const strip = (svg: string) => svg.replace(/^<svg[^>]*>/, '');
    expect(artworkSvg(wicked, size, 480)).toBe(artworkSvg(wicked, size, 480));
    expect(strip(artworkSvg(wicked, size, 160))).toBe(strip(artworkSvg(wicked, size, 1200)));
  });
  it('differs between entities and between the pictures of one entity', () => {
    const other = artworkSvg({ ...wicked, layoutKey: '/media/tour-groups/10002/1.webp' }, size, 480);
    expect(other).not.toBe(artworkSvg(wicked, size, 480));
    const colours = (svg: string) => svg.match(/stop-color="#[0-9a-f]{6}"/g)?.slice(0, 2);
    const palettes = new Set(
      [10001, 10002, 10003, 10004, 10005, 10006].map((tgid) =>
        JSON.stringify(colours(artworkSvg({ ...wicked, paletteKey: `LONDON|7|${tgid}` }, size, 480))),
      ),
    );
    expect(palettes.size).toBeGreaterThan(2);
  });
  it('escapes names and never writes a link or an outside reference', () => {
    const svg = artworkSvg({ ...wicked, title: 'Rock & Roll <Live> "Tour"' }, size, 480);
    expect(svg).toContain('>Rock &amp; Roll &lt;Live&gt;</text>');
    expect(svg).toContain('>&quot;Tour&quot;</text>');
    for (const theme of Object.keys(THEMES) as Theme[]) {
      const drawn = artworkSvg({ ...wicked, theme }, size, 480).replace(
        'xmlns="http://www.w3.org/2000/svg"',
        '',
      );
      expect(drawn, theme).not.toMatch(/href|https?:|url\((?!#)/);
      expect(drawn, theme).not.toMatch(/NaN|undefined|Infinity/);
    }
  });
  it('leaves out the caption when there is nothing to write', () => {
    const svg = artworkSvg({ ...wicked, title: '', subtitle: undefined, theme: 'globe' }, size, 480);
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain('url(#scrim)');
  });
  it('writes larger type with a caption scale', () => {
    const fontSize = (svg: string) => Number(/font-weight="700" font-size="([\d.]+)"/.exec(svg)?.[1]);
    const plain = fontSize(artworkSvg(wicked, { width: 800, height: 500 }, 800));
    const scaled = fontSize(artworkSvg({ ...wicked, captionScale: 1.4 }, { width: 800, height: 500 }, 800));
    expect(plain).toBe(60);
    expect(scaled).toBe(84);
  });
  it('puts the caption at the bottom, or at the top for pictures with copy laid over them', () => {
    const baseline = (svg: string) => Number(/<text x="[\d.]+" y="([\d.]+)"/.exec(svg)?.[1]);
    const bottom = artworkSvg(wicked, size, 1200);
    const top = artworkSvg({ ...wicked, captionAt: 'top' }, size, 1200);
    expect(baseline(bottom)).toBeGreaterThan(400);
    expect(baseline(top)).toBeLessThan(200);
    expect(bottom).toContain('fill="url(#scrim)"');
    expect(top).toContain('fill="url(#scrimTop)"');
    expect(top).not.toContain('fill="url(#scrim)"');
  });
});

describe('palettes and randomness', () => {
  it('picks a palette by key, always the same one', () => {
    expect(paletteFor('ROME|city')).toBe(paletteFor('ROME|city'));
    expect(PALETTES).toContain(paletteFor('anything'));
    expect(paletteFor('')).toBe(PALETTES[hashKey('') % PALETTES.length]);
  });
  it('hashes with FNV-1a and draws the same stream for the same key', () => {
    expect(hashKey('')).toBe(0x811c9dc5);
    expect(hashKey('a')).toBe(0xe40c292c);
    const a = artRandom('key');
    const b = artRandom('key');
    const draws = [a.next(), a.int(1, 6), a.between(2, 3), a.pick(['x', 'y', 'z'])];
    expect([b.next(), b.int(1, 6), b.between(2, 3), b.pick(['x', 'y', 'z'])]).toEqual(draws);
    expect(draws[0]).toBeGreaterThanOrEqual(0);
    expect(draws[0]).toBeLessThan(1);
    expect(draws[2]).toBeGreaterThanOrEqual(2);
    expect(draws[2]).toBeLessThan(3);
    expect(artRandom('other').next()).not.toBe(draws[0]);
  });
});
