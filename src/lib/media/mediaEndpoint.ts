import { embeddedMediaFacts } from '@storefront/catalogue';
import { catalogueClientConfig, embeddedCatalogueConfig } from '../catalogue/config';
import { Cache } from '../cache/cache';
import { createMediaHandler, type Rendition } from './mediaHandler';
import { mediaSubject } from './mediaSubject';
import { rasteriseWebp } from './rasterise';

/** Rendered bytes kept in memory: a few thousand renditions (a 1200-pixel WebP is 10–20 kB). */
const CACHE_BYTES = 32 * 1024 * 1024;

/**
 * The media endpoint of this process. Subjects come from the embedded catalogue; with a remote
 * catalogue (CATALOGUE_API_URL) the images are the remote's own (CDN URLs), so every path is a 404
 * rather than opening a local database just for pictures.
 */
export const handleMediaRequest = createMediaHandler({
  subjectOf: async (ref) => {
    if (catalogueClientConfig().apiUrl) return undefined;
    const facts = await embeddedMediaFacts(embeddedCatalogueConfig(), ref);
    return facts && mediaSubject(ref, facts);
  },
  rasterise: rasteriseWebp,
  cache: new Cache<Rendition>({ maxBytes: CACHE_BYTES, sizeOf: (rendition) => rendition.bytes.byteLength }),
});
