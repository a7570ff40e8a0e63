import type { PrismicMigrationAsset } from '@prismicio/client';
import { isSitePath } from './localAssets.ts';

type Json = Record<string, unknown>;

/** An asset of the media library, as the Asset API answers it. */
export type Asset = NonNullable<PrismicMigrationAsset['asset']>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A filled Image field (or a rich-text image block): a URL and its dimensions. */
const isImage = (value: Json): boolean => typeof value['url'] === 'string' && isRecord(value['dimensions']);

/** A link to a file of the media library. */
const isMediaLink = (value: Json): boolean =>
  value['link_type'] === 'Media' && typeof value['url'] === 'string';

/** A link to another document. */
const isDocumentLink = (value: Json): boolean =>
  value['link_type'] === 'Document' && typeof value['id'] === 'string';

/** The keys of an Image field that are not its thumbnails (spec of Prismic's Image field). */
const IMAGE_KEYS = new Set(['id', 'url', 'dimensions', 'edit', 'alt', 'copyright']);

/**
 * The site paths of the files the data points at: Image fields (and their thumbnails), rich-text image
 * blocks and links to media. Plain text fields holding a path are text, and stay text.
 * @example assetPaths({ banner: { url: '/media/banners/rome/0.webp', dimensions: { width: 1600, height: 1000 } } }) → ['/media/banners/rome/0.webp']
 */
export function assetPaths(data: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(data)) for (const item of data) assetPaths(item, found);
  else if (isRecord(data)) {
    if ((isImage(data) || isMediaLink(data)) && isSitePath(String(data['url'])))
      found.add(String(data['url']));
    for (const value of Object.values(data)) assetPaths(value, found);
  }
  return found;
}

/** What a document link inside data becomes: the target in the repository, or a reference resolved later. */
export type LinkTarget = { id: string } | (() => unknown) | undefined;

export interface DataContext {
  /** The uploaded asset of a site path. */
  assetOf(path: string): Asset | undefined;
  /** The repository's document for a local document id (existing, or created in this migration). */
  documentOf(localId: string): LinkTarget;
  /** Told of something that could not be carried over (a link to a document that is not there). */
  warn(message: string): void;
}

/** An Image field value pointing at an uploaded asset, as Prismic stores it. */
function imageOf(asset: Asset, source: Json): Json {
  return {
    id: asset.id,
    url: asset.url,
    dimensions: { width: asset.width ?? 0, height: asset.height ?? 0 },
    edit: isRecord(source['edit']) ? source['edit'] : { x: 0, y: 0, zoom: 1, background: 'transparent' },
    alt: typeof source['alt'] === 'string' ? source['alt'] : null,
    copyright: typeof source['copyright'] === 'string' ? source['copyright'] : null,
  };
}

/**
 * A document's data as the Migration API takes it: images and media links on this site point at their
 * uploaded assets (thumbnails too), links to documents at the repository's documents (or, for documents
 * created in the same run, a reference the client resolves once they exist); everything else as the
 * files hold it. A value pointing at another host is left as it is.
 * @example migrationData({ banner: { url: '/media/a.webp', dimensions: {…} } }, context) → { banner: { id: 'Zasset…', url: 'https://images.prismic.io/…', … } }
 */
export function migrationData(data: unknown, context: DataContext, where = 'data'): unknown {
  if (Array.isArray(data))
    return data.map((item, index) => migrationData(item, context, `${where}[${index}]`));
  if (!isRecord(data)) return data;
  const url = typeof data['url'] === 'string' ? data['url'] : '';
  const asset = isSitePath(url) ? context.assetOf(url) : undefined;
  if (isImage(data) && asset) {
    const converted: Json = { ...imageOf(asset, data) };
    for (const [key, value] of Object.entries(data)) {
      if (IMAGE_KEYS.has(key)) continue;
      converted[key] = migrationData(value, context, `${where}.${key}`);
    }
    return converted;
  }
  if (isMediaLink(data) && asset) {
    const {
      url: _url,
      name: _name,
      kind: _kind,
      size: _size,
      width: _width,
      height: _height,
      ...rest
    } = data;
    return { ...rest, id: asset.id, link_type: 'Media' };
  }
  if (isDocumentLink(data)) {
    const target = context.documentOf(String(data['id']));
    const text = typeof data['text'] === 'string' ? { text: data['text'] } : {};
    if (target === undefined) {
      context.warn(`${where}: links to document ${String(data['id'])}, which is not migrated; left empty`);
      return { link_type: 'Any', ...text };
    }
    return { link_type: 'Document', id: typeof target === 'function' ? target : target.id, ...text };
  }
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, migrationData(value, context, `${where}.${key}`)]),
  );
}
