import type { APIRoute } from 'astro';
import { GET as astroImage } from 'astro/assets/endpoint/node';
import { checkImageSource } from './imageSource';

const plain = (status: number, text: string) =>
  new Response(text, {
    status,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });

/**
 * Astro's image endpoint behind a source check (`imageSource.ts`): a source it cannot decode answers
 * 415 instead of the default endpoint's 500.
 */
export const GET: APIRoute = async (context) => {
  const check = checkImageSource(context.url.searchParams.get('href'));
  if (!check.ok) return plain(check.status, check.message);
  const response = await astroImage(context);
  return response.status >= 500 ? plain(415, 'the image could not be decoded') : response;
};
