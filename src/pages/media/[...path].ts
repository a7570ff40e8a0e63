import type { APIRoute } from 'astro';
import { handleMediaRequest } from '../../lib/media/mediaEndpoint';

export const prerender = false;

/**
 * The project's own images (the catalogue's `contract/mediaPaths.ts`): generated artwork per catalogue entity,
 * WebP at an allowed width. Demo videos under /media/videos/ are static files and never reach here.
 */
export const GET: APIRoute = ({ request }) => handleMediaRequest(request);
export const HEAD: APIRoute = ({ request }) => handleMediaRequest(request);
