import sharp from 'sharp';
import type { CatalogueClient } from '../catalogue/client';
import { artworkSvg, hash } from './artwork';
import type { MediaRequest } from './mediaPath';

export interface MediaLabel {
  title: string;
  subtitle?: string;
}

/**
 * What a demo picture shows, from the catalogue (in English, cached by the client): the product,
 * collection or city name; undefined when the entity does not exist (the endpoint answers 404).
 */
export async function mediaLabel(
  request: MediaRequest,
  catalogue: CatalogueClient,
): Promise<MediaLabel | undefined> {
  const id = Number(request.id);
  switch (request.kind) {
    case 'tour-groups':
    case 'safety': {
      const group = await catalogue.getTourGroup(id, { language: 'en' });
      if (!group?.name) return undefined;
      const subtitle = request.kind === 'safety' ? 'Safety measures' : (group.city?.displayName ?? undefined);
      return { title: group.name, ...(subtitle && { subtitle }) };
    }
    case 'collections':
    case 'collection-cards': {
      const collection = (await catalogue.getCollections([id], { language: 'en' }))?.collections[0];
      if (!collection?.displayName) return undefined;
      return {
        title: collection.displayName,
        ...(collection.city?.displayName && { subtitle: collection.city.displayName }),
      };
    }
    case 'cities':
    case 'banners':
    case 'mobile-banners': {
      if (request.id === 'global') return { title: 'Top experiences worldwide' };
      const city = await catalogue.getCity(request.id.toUpperCase(), 'en');
      if (!city?.displayName) return undefined;
      return {
        title: city.displayName,
        ...(city.country?.displayName && { subtitle: city.country.displayName }),
      };
    }
    case 'reviews':
      return { title: 'Traveller photo', subtitle: `#${request.index + 1}` };
  }
}

/** Rendered pictures, least recently used first out (about 30 KB each). */
const cache = new Map<string, Buffer>();
const CACHE_ENTRIES = 400;

export const mediaKey = (request: MediaRequest): string =>
  `${request.kind}/${request.id}/${request.index}@${request.width}`;

/** A strong validator for a picture: same entity, index and width, same bytes. */
export const mediaEtag = (request: MediaRequest, label: MediaLabel): string =>
  `"${hash(`${mediaKey(request)}|${label.title}|${label.subtitle ?? ''}`).toString(36)}"`;

/**
 * The WebP bytes of a demo picture at the asked width, rendered once and kept in a bounded LRU.
 * @example (await renderMedia(request, { title: 'Wicked' })).subarray(8, 12).toString() === 'WEBP'
 */
export async function renderMedia(request: MediaRequest, label: MediaLabel): Promise<Buffer> {
  const key = `${mediaKey(request)}|${label.title}`;
  const cached = cache.get(key);
  if (cached) {
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  const svg = artworkSvg({
    ...label,
    seed: `${request.kind}/${request.id}/${request.index}`,
    width: request.width,
    height: request.height,
  });
  const bytes = await sharp(Buffer.from(svg)).webp({ quality: 72 }).toBuffer();
  cache.set(key, bytes);
  if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value ?? '');
  return bytes;
}
