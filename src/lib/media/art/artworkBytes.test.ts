import { describe, expect, it } from 'vitest';
import { rasteriseWebp } from '../rasterise';
import { artworkSvg, type ArtSubject } from './artwork';

/**
 * The byte budget of the pictures pages load first (docs/performance.md): a card's 720-pixel
 * rendition and a banner's 960-pixel one stay within 12 kB of WebP. The subjects are the heaviest
 * of the seeded catalogue (a show's finale, a theme park's crowd, London's river at dusk).
 */
const BUDGET = 12_000;

const tourGroup = (
  title: string,
  theme: ArtSubject['theme'],
  cityCode: string,
  tgid: number,
  frame: number,
): ArtSubject => ({
  title,
  theme,
  cityCode,
  paletteKey: `${cityCode}|7|${tgid}`,
  layoutKey: `/media/tour-groups/${tgid}/${frame}.webp`,
  frame,
});

describe('artwork bytes', () => {
  it('keeps 720-pixel cards and 960-pixel banners within the budget', async () => {
    const cards = [
      tourGroup('The Lion King', 'stage', 'LONDON', 10001, 0),
      tourGroup('The Lion King', 'stage', 'LONDON', 10001, 4),
      tourGroup('SIX The Musical', 'stage', 'NEW_YORK', 10110, 5),
      tourGroup('Rome Theme Park Tickets', 'park', 'ROME', 20271, 6),
      tourGroup('Colosseum Guided Tour', 'tour', 'ROME', 10202, 0),
      tourGroup('Bateaux Parisiens Seine River Sightseeing Cruise', 'cruise', 'PARIS', 10405, 0),
      tourGroup('Big Bus London Hop-On Hop-Off Tour', 'bus', 'LONDON', 10501, 0),
    ];
    const banner: ArtSubject = {
      title: 'London',
      theme: 'skyline',
      cityCode: 'LONDON',
      paletteKey: 'LONDON|banner|0',
      layoutKey: '/media/banners/london/0.webp',
      frame: 1,
    };
    const sizes = await Promise.all([
      ...cards.map(
        async (subject) =>
          [
            subject.layoutKey,
            (await rasteriseWebp(artworkSvg(subject, { width: 1200, height: 800 }, 720))).byteLength,
          ] as const,
      ),
      (async () =>
        [
          banner.layoutKey,
          (await rasteriseWebp(artworkSvg(banner, { width: 1600, height: 1000 }, 960))).byteLength,
        ] as const)(),
    ]);
    for (const [key, bytes] of sizes) expect(bytes, key).toBeLessThanOrEqual(BUDGET);
  });
});
