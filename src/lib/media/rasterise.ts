import sharp from 'sharp';

/**
 * WebP quality: the artwork is flat shapes and one sky gradient; 75 keeps their edges clean at about
 * a sixth fewer bytes than 80, and the encoder's most thorough effort saves a little more (a card
 * renders in ~40 ms, once: renditions are cached).
 */
const QUALITY = 75;
const EFFORT = 6;

/**
 * Rasterises an SVG (librsvg) to WebP at the size the SVG declares.
 * @example const webp = await rasteriseWebp('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>')
 */
export async function rasteriseWebp(svg: string): Promise<Uint8Array<ArrayBuffer>> {
  const buffer = await sharp(Buffer.from(svg)).webp({ quality: QUALITY, effort: EFFORT }).toBuffer();
  return new Uint8Array(buffer); // a copy on its own ArrayBuffer (a Buffer may share a pool)
}
