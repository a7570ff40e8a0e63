import type { APIRoute } from 'astro';
import { clientAddressOf } from '../../lib/forms/formGuard';
import { handleRevalidate } from '../../lib/revalidate/handleRevalidate';

export const prerender = false;

/** Prismic's webhook: publishing reaches visitors at once (docs/preview.md). */
export const POST: APIRoute = (context) => handleRevalidate(context.request, clientAddressOf(context));
