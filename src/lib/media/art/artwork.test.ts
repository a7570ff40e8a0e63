import { describe, expect, it } from 'vitest';
import { artworkSvg, shotOf, THEMES, type ArtSubject, type Theme } from './artwork';
import { mix } from './colour';
import { d } from './geometry';
import { namedLandmark } from './landmarks';
import { landmarkOf, motifOf, themeOf } from './motifs';
import { artRandom, hashKey } from './random';
import { clipPanoramaSvg, VIDEO_CLIPS, type VideoClip } from './videoFrames';

const product = (title: string, theme: Theme, cityCode: string, tgid: number, frame = 0): ArtSubject => ({
  title,
  subtitle: undefined,
  theme,
  cityCode,
  paletteKey: `${cityCode}|1|${tgid}`,
  layoutKey: `/media/tour-groups/${tgid}/${frame}.webp`,
  frame,
});

const wicked = product('Wicked', 'stage', 'LONDON', 10002);
const seine = product('Bateaux Parisiens Seine River Sightseeing Cruise', 'cruise', 'PARIS', 10405);
const colosseum = product('Colosseum Guided Tour with Arena Floor Access', 'tour', 'ROME', 10202);
const card = { width: 1200, height: 800 };
const sizes = [card, { width: 800, height: 800 }, { width: 1600, height: 900 }, { width: 900, height: 1200 }];

/** A subject of every theme, in every size, several frames, as a snapshot too. */
function* everyPicture(): Generator<[string, string]> {
  for (const theme of THEMES)
    for (const size of sizes)
      for (const frame of [0, 1, 2, 3, 4, 5, 6, 7])
        for (const snapshot of [false, true]) {
          const subject = {
            ...product(`A ${theme}`, theme, frame % 2 ? 'ROME' : 'OSLO', 20_000 + frame, frame),
            snapshot,
          };
          yield [
            `${theme} ${size.width}x${size.height} #${frame}${snapshot ? ' snapshot' : ''}`,
            artworkSvg(subject, size, 480),
          ];
        }
}

/** The shapes of a picture without their colours and opacities. */
const shapes = (svg: string) =>
  svg.replace(/#[0-9a-f]{6}/g, '').replace(/(fill|stroke)-opacity="[\d.]+"/g, '');

describe('artworkSvg', () => {
  it('draws in the intrinsic space at the width asked', () => {
    const svg = artworkSvg(wicked, card, 480);
    expect(
      svg.startsWith(
        '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320" viewBox="0 0 1200 800">',
      ),
    ).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
  });

  it('writes no text on any picture, and never a link, an outside reference or a filter', () => {
    let count = 0;
    for (const [name, svg] of everyPicture()) {
      count++;
      expect(svg, name).not.toContain('<text');
      const drawn = svg.replace('xmlns="http://www.w3.org/2000/svg"', '');
      expect(drawn, name).not.toMatch(/href|https?:|url\((?!#)|<filter|<image/);
      expect(drawn, name).not.toMatch(/NaN|undefined|Infinity/);
    }
    expect(count).toBe(THEMES.length * sizes.length * 16);
  });

  it('is the same picture at every width and on every call', () => {
    const strip = (svg: string) => svg.replace(/^<svg[^>]*>/, '');
    expect(artworkSvg(wicked, card, 480)).toBe(artworkSvg(wicked, card, 480));
    expect(strip(artworkSvg(wicked, card, 160))).toBe(strip(artworkSvg(wicked, card, 1200)));
    expect(artworkSvg({ ...seine, snapshot: true }, card, 320)).toBe(
      artworkSvg({ ...seine, snapshot: true }, card, 320),
    );
  });

  it('draws the five first pictures of a gallery as different compositions, not recoloured copies', () => {
    for (const subject of [
      wicked,
      seine,
      colosseum,
      product('Big Bus London Hop-On Hop-Off Tour', 'bus', 'LONDON', 10501),
    ]) {
      const frames = [0, 1, 2, 3, 4].map((frame) =>
        shapes(artworkSvg({ ...subject, frame, layoutKey: `/media/tour-groups/1/${frame}.webp` }, card, 720)),
      );
      expect(new Set(frames).size, subject.title).toBe(5);
      // Different views, not only different positions of the same elements.
      expect(
        new Set([0, 1, 2, 3, 4].map((frame) => shotOf({ ...subject, frame }).view)).size,
        subject.title,
      ).toBe(5);
    }
  });

  it('keeps the look of a show across its pictures and varies it between shows', () => {
    const curtain = (svg: string) => /<path d="M0 0L[^"]*" fill="(#[0-9a-f]{6})"/.exec(svg)?.[1];
    expect(curtain(artworkSvg(wicked, card, 480))).toBe(
      curtain(artworkSvg({ ...wicked, frame: 4 }, card, 480)),
    );
    const looks = new Set(
      ['Hamilton', 'Chicago', 'Hadestown', 'Aladdin', 'Matilda The Musical', 'SIX The Musical', 'Wicked'].map(
        (title, i) => curtain(artworkSvg(product(title, 'stage', 'LONDON', 10_010 + i), card, 480)),
      ),
    );
    expect(looks.size).toBeGreaterThan(2);
  });

  it('marks the motif it draws: the stage for a show, the boat for a cruise, the landmark for its tour', () => {
    expect(artworkSvg(wicked, card, 480)).toContain('<g data-motif="stage">');
    expect(artworkSvg(seine, card, 480)).toContain('<g data-motif="boat">');
    expect(artworkSvg(colosseum, card, 480)).toContain('<g data-motif="colosseum">');
    // A cruise's river picture has the boat's glass cabin and its hull on the water.
    expect(artworkSvg(seine, card, 480)).toMatch(/<rect [^>]*rx="[\d.]+" fill="#[0-9a-f]{6}"\/>/);
  });

  it('turns a review photo into a tilted snapshot', () => {
    const snapshot = artworkSvg(
      { ...colosseum, snapshot: true, layoutKey: '/media/reviews/7/0.webp' },
      { width: 900, height: 1200 },
      480,
    );
    expect(snapshot).toMatch(/<g transform="rotate\(-?[2-5] 450 600\) translate\(450 600\) scale\(1\.16\)/);
  });
});

describe('motifOf', () => {
  const motif = (title: string, theme: Theme, cityCode = 'LONDON') =>
    motifOf({ title, theme, cityCode, paletteKey: `${cityCode}|${title}` });

  it('names the motif of each kind of product', () => {
    expect(motif('Wicked', 'stage')).toBe('stage');
    expect(motif('Candlelight Concert in London', 'stage')).toBe('stage');
    expect(motif('Bateaux Parisiens Seine Dinner Cruise', 'cruise', 'PARIS')).toBe('boat');
    expect(motif('Big Bus London Hop-On Hop-Off Tour', 'bus')).toBe('bus');
    expect(motif('Private Transfer: Fiumicino Airport (FCO) to Rome City Centre', 'transfer', 'ROME')).toBe(
      'transfer',
    );
    expect(motif('Orvieto & Assisi Day Trip from Rome', 'daytrip', 'ROME')).toBe('coach');
    expect(motif('London National Museum Tickets', 'museum')).toBe('museum');
    expect(motif('London Food Tour with Tastings', 'food')).toBe('food');
    expect(motif('London Helicopter Flight', 'aerial')).toBe('helicopter');
    expect(motif('Things to do in London', 'skyline')).toBe('city');
    expect(motif('', 'world')).toBe('world');
  });

  it('names the landmark of a landmark ticket or tour', () => {
    expect(motif('Colosseum, Roman Forum & Palatine Hill Priority Tickets', 'landmark', 'ROME')).toBe(
      'colosseum',
    );
    expect(motif('St. Peter’s Basilica Dome Climb', 'landmark', 'ROME')).toBe('stPeters');
    expect(motif('Eiffel Tower Summit Access Tickets', 'landmark', 'PARIS')).toBe('eiffel');
    expect(motif('Acropolis Guided Tour with Skip-the-Line Entry', 'tour', 'ATHENS')).toBe('parthenon');
    expect(motif('Pompeii Archaeological Park Tickets', 'landmark', 'NAPLES')).toBe('pompeii');
    expect(motif('Statue of Liberty & Ellis Island Tickets', 'landmark', 'NEW_YORK')).toBe('liberty');
    expect(motif('Vienna State Opera Guided Tour', 'tour', 'VIENNA')).toBe('viennaOpera');
    expect(motif('London Castle Tickets', 'landmark')).toBe('castle');
    expect(motif('Tower Bridge Exhibition', 'landmark')).toBe('towerBridge');
  });

  it("falls back to one of the city's landmarks, or a generic one of the right kind", () => {
    expect(['bigBen', 'towerBridge', 'londonEye']).toContain(motif('London Old Town Walking Tour', 'tour'));
    expect(motif('Things to do in Paris', 'skyline', 'PARIS')).toBe('city');
    expect(
      landmarkOf({ title: 'Things to do in Paris', theme: 'skyline', cityCode: 'PARIS', paletteKey: 'k' }),
    ).toBe('eiffel');
    expect(
      landmarkOf({ title: 'Things to do in Berlin', theme: 'skyline', cityCode: 'BERLIN', paletteKey: 'k' }),
    ).toBe('deck');
    expect(landmarkOf({ title: 'Seine Cruise', theme: 'cruise', cityCode: 'PARIS', paletteKey: 'k' })).toBe(
      'eiffel',
    );
  });

  it('reads what a ticket or tour is about from its name when its category says less', () => {
    expect(themeOf({ title: 'London Zoo Guided Tour', theme: 'tour', paletteKey: 'k' })).toBe('zoo');
    expect(themeOf({ title: 'Rome Theme Park Tickets', theme: 'landmark', paletteKey: 'k' })).toBe('park');
    expect(
      themeOf({ title: 'Louvre Museum Guided Tour with Mona Lisa', theme: 'tour', paletteKey: 'k' }),
    ).toBe('tour');
    expect(themeOf({ title: 'Wicked', theme: 'stage', paletteKey: 'k' })).toBe('stage');
  });

  it('recognises the first landmark a name mentions', () => {
    expect(namedLandmark('Combo: Colosseum & Vatican Museums Guided Tours')).toBe('colosseum');
    expect(namedLandmark('Combo: Louvre Museum & Bateaux-Mouches Seine River Cruise')).toBe('louvre');
    expect(namedLandmark('Big Ben and Westminster walk')).toBe('bigBen');
    expect(namedLandmark('Wicked')).toBeUndefined();
  });
});

describe('evening products', () => {
  it('draws a dinner cruise at dusk and night, never in daylight', () => {
    const dinner = product('Bateaux Parisiens Seine Dinner Cruise', 'cruise', 'PARIS', 10408);
    const moods = [0, 1, 2, 3, 4, 5, 6, 7].map((frame) => shotOf({ ...dinner, frame }).mood);
    expect(moods.filter((mood) => mood === 'day' || mood === 'morning')).toEqual([]);
    expect(shotOf({ ...seine, frame: 0 }).mood).toBe('day');
  });
});

describe('video panoramas', () => {
  it('draws each clip city twice as wide as its clip, without text, the same on every call', () => {
    for (const clip of Object.keys(VIDEO_CLIPS) as VideoClip[]) {
      const svg = clipPanoramaSvg(clip);
      expect(
        svg.startsWith(
          '<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="400" viewBox="0 0 1280 400">',
        ),
      ).toBe(true);
      expect(svg).not.toContain('<text');
      expect(svg).toBe(clipPanoramaSvg(clip));
    }
  });
});

describe('helpers', () => {
  it('mixes colours and rounds path coordinates', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#102030', '#102030', 0.3)).toBe('#102030');
    expect(d`M${1.234} ${5}L${-0.06} ${2.25}`).toBe('M1.2 5L-0.1 2.3');
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
    expect(artRandom('other').next()).not.toBe(draws[0]);
  });
});
