import type { Organization, WithContext } from 'schema-dts';
import type { Site } from '../../sites/site';
import { SCHEMA_CONTEXT } from './common';

/**
 * The `@id` of a site's organization, so other nodes (WebSite, Product sellers) can point to it.
 * @example organizationId('https://colosseum-rome-tickets.com') === 'https://colosseum-rome-tickets.com/#organization'
 */
export function organizationId(origin: string): string {
  return new URL('/#organization', origin).href;
}

/**
 * The microsite as an Organization: its English name and tagline, its home URL on `origin`.
 * @example organization(colosseum, 'https://colosseum-rome-tickets.com').url === 'https://colosseum-rome-tickets.com/'
 */
export function organization(site: Site, origin: string): WithContext<Organization> {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Organization',
    '@id': organizationId(origin),
    name: site.name,
    url: new URL('/', origin).href,
    ...(site.tagline && { description: site.tagline }),
  };
}
