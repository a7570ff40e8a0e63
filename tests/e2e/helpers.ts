import { E2E_PORT } from '../../playwright.config';

/** A microsite's URL on the test server: http://<alias>.localhost:<port><path>. */
export function siteUrl(alias: string, path = '/'): string {
  return `http://${alias}.localhost:${E2E_PORT}${path}`;
}

export const indexUrl = `http://localhost:${E2E_PORT}/`;

/**
 * Node's resolver does not know `*.localhost`, so API requests go to 127.0.0.1 with the microsite's
 * Host header (browsers resolve `*.localhost` themselves).
 */
export function hostRequest(alias: string, path = '/'): { url: string; headers: Record<string, string> } {
  return { url: `http://127.0.0.1:${E2E_PORT}${path}`, headers: { host: `${alias}.localhost:${E2E_PORT}` } };
}
