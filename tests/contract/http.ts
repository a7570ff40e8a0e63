import { inject } from 'vitest';

export type Json = Record<string, unknown>;

/** GET on the built server started by globalSetup; answers status, Cache-Control and JSON body. */
export async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${inject('catalogueBase')}${path}`, { headers });
  return {
    status: response.status,
    cache: response.headers.get('cache-control') ?? '',
    body: (await response.json()) as Json,
  };
}
