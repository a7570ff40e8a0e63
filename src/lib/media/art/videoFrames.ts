import { artworkSvg, type ArtSubject } from './artwork.ts';

/**
 * The demo clips shipped in public/media/videos/ (made by scripts/make-demo-videos.sh): one per city,
 * named by the city's slug. Imports carry `.ts`: the script renders them under plain Node.
 */
export const VIDEO_CLIPS = {
  london: 'LONDON',
  'new-york': 'NEW_YORK',
  rome: 'ROME',
  paris: 'PARIS',
  athens: 'ATHENS',
  naples: 'NAPLES',
} as const satisfies Record<string, string>;

export type VideoClip = keyof typeof VIDEO_CLIPS;

/** A clip's frame; the panorama it pans across is as high and twice as wide. */
export const VIDEO_SIZE = { width: 640, height: 400 } as const;
export const PANORAMA_SIZE = { width: VIDEO_SIZE.width * 2, height: VIDEO_SIZE.height } as const;

/** What a clip shows: the city's skyline across the river at dusk, its landmarks in turn as it pans. */
export function clipSubject(clip: VideoClip): ArtSubject {
  return {
    title: '',
    theme: 'skyline',
    cityCode: VIDEO_CLIPS[clip],
    paletteKey: `${VIDEO_CLIPS[clip]}|video`,
    layoutKey: `/media/videos/${clip}.mp4`,
    frame: 1,
  };
}

/**
 * The panorama a clip pans across, left to right, at full size (no text: the page titles the clip).
 * Its left half is the clip's first frame and its poster.
 * @example clipPanoramaSvg('rome').startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="400"')
 */
export function clipPanoramaSvg(clip: VideoClip): string {
  return artworkSvg(clipSubject(clip), PANORAMA_SIZE, PANORAMA_SIZE.width);
}
