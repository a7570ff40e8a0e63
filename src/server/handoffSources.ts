import { catalogue } from '../lib/catalogue/client';
import { demoHostSuffix, type AppConfig } from '../lib/config';
import { getContentClient } from '../lib/content';
import { DEFAULT_LANGUAGE } from '../lib/i18n/languages';
import { showPageUids } from '../lib/cards/showPageLookup';
import { buildPagePath } from '../lib/rules/routing/pagePath';
import { getSites } from '../lib/sites/siteRegistry';
import type { HandoffSources } from './handoffReceiver';

/**
 * Where the demo's hand-off receiver reads from: the microsite list, the catalogue (the product in
 * English) and the content (the site's show page of the product, the same lookup as the cards). Off
 * (suffix null) when the demo hosts are off or HANDOFF_RECEIVER=off.
 * @example handoffSources(appConfig()).suffix === 'localhost'
 */
export function handoffSources(
  config: Pick<AppConfig, 'demoHosts' | 'localSiteSuffix' | 'handoffReceiver'>,
): HandoffSources {
  return {
    suffix: config.handoffReceiver ? demoHostSuffix(config) : null,
    sites: getSites,
    product: async (tgid) => {
      const group = await catalogue().getTourGroup(tgid, { language: DEFAULT_LANGUAGE });
      // Not found or failed (the client logged it): the page falls back to the id.
      if (!group) return undefined;
      return { name: group.name ?? `Product ${tgid}`, variants: group.variants };
    },
    productPath: async (site, tgid) => {
      const uids = await showPageUids(getContentClient(), [tgid], 'en-us', site.domain);
      const uid = uids.get(tgid);
      return uid === undefined ? undefined : buildPagePath(DEFAULT_LANGUAGE, uid.split('.'));
    },
  };
}
