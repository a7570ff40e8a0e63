/**
 * Which sources Astro's `/_image` endpoint may transform: local raster files only. SVG (sharp turns
 * it into a 500), video, remote URLs and anything without a raster extension are refused up front.
 */
const RASTER = /\.(?:avif|gif|jpe?g|png|webp)$/i;

export type ImageSourceCheck = { ok: true } | { ok: false; status: 400 | 415; message: string };

export function checkImageSource(href: string | null): ImageSourceCheck {
  if (!href || href.length > 1_000) return { ok: false, status: 400, message: 'href is missing or too long' };
  if (!href.startsWith('/') || href.startsWith('//') || href.includes('\\'))
    return { ok: false, status: 400, message: 'href must be a local path' };
  const path = href.split(/[?#]/, 1)[0] ?? '';
  if (!RASTER.test(path))
    return {
      ok: false,
      status: 415,
      message: 'only local AVIF, GIF, JPEG, PNG and WebP images are transformed',
    };
  return { ok: true };
}
