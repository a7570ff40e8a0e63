import type { Site } from './site';

/**
 * The origin of another microsite as the visitor reaches it: locally (the visitor's host ends with the
 * local suffix) `<alias>.<suffix>` with the visitor's scheme and port, in production `https://<domain>`.
 * @example siteOrigin({ alias: 'paris', domain: 'paris-city-tickets.com' }, { origin: 'http://global.localhost:4321', localSuffix: 'localhost' }) === 'http://paris.localhost:4321'
 * @example siteOrigin({ alias: 'paris', domain: 'paris-city-tickets.com' }, { origin: 'https://tickets-tours-worldwide.com', localSuffix: 'localhost' }) === 'https://paris-city-tickets.com'
 */
export function siteOrigin(
  site: Pick<Site, 'alias' | 'domain'>,
  input: { origin: string; localSuffix: string },
): string {
  const url = new URL(input.origin);
  const local = url.hostname === input.localSuffix || url.hostname.endsWith(`.${input.localSuffix}`);
  return local
    ? `${url.protocol}//${site.alias}.${input.localSuffix}${url.port ? `:${url.port}` : ''}`
    : `https://${site.domain}`;
}
