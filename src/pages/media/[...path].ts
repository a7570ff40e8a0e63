import type { APIRoute } from 'astro';
import { catalogue } from '../../lib/catalogue/client';
import { parseMediaUrl } from '../../lib/media/mediaPath';
import { mediaEtag, mediaLabel, renderMedia } from '../../lib/media/renderMedia';

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'content-type': 'text/plain', 'cache-control': 'public, max-age=300' },
  });

/**
 * Demo media made by the project (no outside host): deterministic artwork per product, collection,
 * city, banner and review photo, as WebP at an allowed width. Unknown paths and entities are 404.
 */
export const GET: APIRoute = async ({ url, request }) => {
  const media = parseMediaUrl(url);
  if (!media) return notFound();
  const label = await mediaLabel(media, catalogue());
  if (!label) return notFound();
  const etag = mediaEtag(media, label);
  const headers = {
    'cache-control': 'public, max-age=31536000, immutable',
    etag,
    'x-content-type-options': 'nosniff',
  };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  try {
    const bytes = await renderMedia(media, label);
    return new Response(new Uint8Array(bytes), { headers: { ...headers, 'content-type': 'image/webp' } });
  } catch (error) {
    console.error(new Error(`[media] ${url.pathname} could not be rendered`, { cause: error }));
    return new Response('Unavailable', { status: 503, headers: { 'retry-after': '5' } });
  }
};
