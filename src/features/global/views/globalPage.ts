import { now } from '@storefront/clock';
import { appConfig } from '../../../lib/config';
import { getSites } from '../../../lib/sites/siteRegistry';
import type { PageBase, PageDocument } from '../../../lib/views/pageBase';
import type { PageContext } from '../../../lib/request/pageContext';
import { globalDocument, isGlobalType, type GlobalKind } from './globalDocument';
import { globalIndex } from './globalIndex';
import { loadGlobalBase } from './globalBase';
import { loadCityParts, loadCollectionParts, loadCountryParts, loadHomeParts } from './globalParts';
import { loadExperienceParts } from './globalExperience';
import type { GlobalDeps, GlobalParts } from './globalTypes';

export type { CountryTile, GlobalDeps, GlobalParts } from './globalTypes';

/** A global page (microsite type B1): the shared base, and what its kind shows. */
export type GlobalPageView = {
  kind: 'global';
  base: PageBase;
  /** The catalogue does not know the page's country, city, collection or product: answer 404. */
  notFound: boolean;
} & GlobalParts;

const defaultDeps = (): GlobalDeps => ({
  sites: getSites,
  localSuffix: appConfig().localSiteSuffix,
  now: now(),
});

/**
 * A global page (home, country, city, collection or experience, by its document type): the site's
 * index of global pages (one content query), the base (slices, breadcrumbs) and the kind's catalogue
 * calls, all in parallel; each failing call hides or explains its own section, and an entity the
 * catalogue does not know makes the page a 404 (never a 500).
 * @example await loadGlobalPage('global_city', page, context)
 */
export async function loadGlobalPage(
  documentType: string,
  page: PageDocument,
  context: PageContext,
  deps: Partial<GlobalDeps> = {},
): Promise<GlobalPageView> {
  const resolved = { ...defaultDeps(), ...deps };
  const type = isGlobalType(documentType) ? documentType : 'global_homepage';
  const fields = globalDocument(type, page.data);
  const index = globalIndex(context.content, context.site.domain, context.locale);
  const cities = context.catalogue.getCities({ language: context.language }, context.request);
  const load: Record<GlobalKind, () => Promise<{ notFound: boolean; parts: GlobalParts }>> = {
    home: () => loadHomeParts(fields, index, cities, context),
    country: () => loadCountryParts(fields, index, cities, context),
    city: () => loadCityParts(fields, index, cities, context, resolved),
    collection: () => loadCollectionParts(fields, index, context),
    experience: () => loadExperienceParts(fields, index, context, resolved.now),
  };
  const [base, { notFound, parts }] = await Promise.all([
    loadGlobalBase(page, fields, index, context),
    load[fields.kind](),
  ]);
  return { kind: 'global', base, notFound, ...parts };
}
