import { dropOn, DROPS } from '../cache/invalidation';
import { refreshingValue } from '../cache/refreshingValue';
import { getContentClient } from '../content';
import { loadSites } from './loadSites';
import type { Site } from './site';
import { logger } from '../log/logger';

const log = logger('sites');

/** Microsites change rarely: the list is kept 5 s (as Prismic's repository info) and refreshed behind. */
export const SITES_TTL_MS = 5000;

const sites = refreshingValue(() => loadSites(getContentClient()), SITES_TTL_MS, {
  onError: (error) => log.error({ err: error }, 'refreshing the microsite list failed'),
});

export const getSites: () => Promise<Site[]> = sites;

// A published `site_settings` (or a change that cannot be narrowed down) reloads the list at once.
dropOn(DROPS.sites, () => sites.invalidate());
