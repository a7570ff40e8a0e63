import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';

/** The bytes of a file the demo documents point at, to upload as a Prismic asset. */
export interface LocalAsset {
  bytes: Uint8Array<ArrayBuffer>;
  filename: string;
  contentType: string;
}

/** Bytes for a site path (`/media/banners/rome/0.webp`, `/media/videos/rome.mp4`). */
export type AssetSource = (path: string) => Promise<LocalAsset>;

const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.mp4': 'video/mp4',
  '.pdf': 'application/pdf',
};

/**
 * The asset's file name from its path: the folders joined, so that two pictures named `0.webp` stay apart.
 * @example assetFilename('/media/banners/rome/0.webp?w=800') === 'banners-rome-0.webp'
 */
export function assetFilename(path: string): string {
  const clean = path.split(/[?#]/)[0] ?? '';
  return clean.replace(/^\/+(media\/)?/, '').replaceAll('/', '-');
}

/** Whether a value is a path on this site (not a URL of another host, nor a protocol-relative one). */
export const isSitePath = (value: string): boolean => value.startsWith('/') && !value.startsWith('//');

/**
 * Where the demo's files come from, without a network: a file of `public/` as it is, else the site's
 * own media endpoint (`/media/…` pictures drawn and encoded in process, src/lib/media), called as the
 * server would be. Anything else is an error naming the path.
 */
export function createLocalAssetSource(deps: {
  publicDir: string;
  /** The media endpoint's handler (`createMediaHandler`), answering a `/media/…` request. */
  media: (request: Request) => Promise<Response>;
}): AssetSource {
  return async (path) => {
    const clean = path.split(/[?#]/)[0] ?? '';
    const filename = assetFilename(clean);
    const contentType = TYPES[extname(clean).toLowerCase()] ?? 'application/octet-stream';
    const file = join(deps.publicDir, normalize(clean).replace(/^([\\/]|\.\.)+/, ''));
    if (existsSync(file)) return { bytes: new Uint8Array(readFileSync(file)), filename, contentType };
    const response = await deps.media(new Request(new URL(clean, 'http://storefront.local')));
    if (!response.ok)
      throw new Error(`${path}: not a file of public/, and the media endpoint answered ${response.status}`);
    return {
      bytes: new Uint8Array(await response.arrayBuffer()),
      filename,
      contentType: response.headers.get('content-type') ?? contentType,
    };
  };
}
