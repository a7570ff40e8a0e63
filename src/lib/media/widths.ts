/**
 * Rendition widths: a short allow-list keeps the number of distinct renditions (and cache entries)
 * small; the srcset helper and the media endpoint both use it, so every srcset URL is a cache hit.
 * 720 is the full-width image of the most common Android phones (360 px at 2x, 412 px at 1.75x):
 * without it they take the 960-px rendition, ~40 % more bytes on the first screen.
 */
export const ALLOWED_WIDTHS = [160, 240, 320, 480, 640, 720, 960, 1200, 1600] as const;
export const LARGEST_WIDTH: number = Math.max(...ALLOWED_WIDTHS);

/**
 * The widths offered for an image of intrinsic width `intrinsic`: the allowed widths below it, then
 * the intrinsic width itself (never upscaled). A missing or invalid intrinsic width offers none.
 * @example widthsFor(900) → [160, 240, 320, 480, 640, 720, 900]
 */
export function widthsFor(intrinsic: number): number[] {
  if (!Number.isInteger(intrinsic) || intrinsic <= 0) return [];
  return [...ALLOWED_WIDTHS.filter((width) => width < intrinsic), intrinsic];
}

/**
 * The offered width nearest to the one asked (the larger on a tie); no width asked → the intrinsic.
 * @example snapWidth(500, 1200) === 480
 * @example snapWidth(5000, 900) === 900
 */
export function snapWidth(requested: number | undefined, intrinsic: number): number {
  if (requested === undefined) return intrinsic;
  let best = intrinsic;
  for (const width of widthsFor(intrinsic)) {
    const distance = Math.abs(width - requested);
    const bestDistance = Math.abs(best - requested);
    if (distance < bestDistance || (distance === bestDistance && width > best)) best = width;
  }
  return best;
}
