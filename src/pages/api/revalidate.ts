import type { APIRoute } from 'astro';
import { handleRevalidate } from '../../lib/revalidate/handleRevalidate';

export const prerender = false;

/** Prismic's webhook: publishing reaches visitors at once (docs/preview.md). */
export const POST: APIRoute = ({ request }) => handleRevalidate(request);
