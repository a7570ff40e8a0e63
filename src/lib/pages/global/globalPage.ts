import { now } from '../../clock/clock';
import { readConfig } from '../../config';
import type { SimilarView } from '../showFeatures/loadSimilar';
import type { MicrositeLink } from '../../rules/global/cityMicrosites';
import { getSites } from '../../sites/siteRegistry';
import type { Site } from '../../sites/site';
import type { PageBase, PageDocument } from '../pageBase';
import type { PageContext } from '../pageContext';
import type { ShowProduct } from '../showPage';
import { globalDocument, isGlobalType, type GlobalKind } from './globalDocument';
import { globalIndex } from './globalIndex';
import { loadGlobalBase } from './globalBase';
import type { CardSection, CollectionTile, DestinationTile, Section } from './globalSections';
import { loadCityParts, loadCollectionParts, loadCountryParts, loadHomeParts } from './globalParts';
import { loadExperienceParts } from './globalExperience';

/** A country tile of the homepage: its page, picture, cities with pages and "from" price. */
export interface CountryTile {
  code: string;
  name: string;
  href: string;
  image: string | undefined;
  cityCount: number;
  productCount: number | undefined;
  fromText: string;
}

export type GlobalParts =
  | {
      page: 'home';
      heroImage: string | undefined;
      destinations: Section<DestinationTile>;
      collections: Section<CollectionTile>;
      experiences: CardSection;
      countries: Section<CountryTile>;
    }
  | {
      page: 'country';
      country: { code: string; name: string } | undefined;
      cities: Section<DestinationTile>;
      experiences: CardSection;
    }
  | {
      page: 'city';
      city:
        | {
            code: string;
            name: string;
            image: string | undefined;
            country: string;
            productCount: number | undefined;
          }
        | undefined;
      collections: Section<CollectionTile>;
      experiences: CardSection;
      microsites: MicrositeLink[];
    }
  | {
      page: 'collection';
      collection:
        | {
            id: number;
            name: string;
            description: string;
            image: string | undefined;
            rating: number | undefined;
            ratingCount: number;
            fromText: string;
            city: string | undefined;
          }
        | undefined;
      products: CardSection;
    }
  | {
      page: 'experience';
      tgid: number | undefined;
      product: ShowProduct | undefined;
      /** The experience's collection page on this site, when there is one. */
      collection: { name: string; href: string } | undefined;
      /** Other products of its sub-category in its city (issue 21 §4); undefined = no part. */
      similar?: SimilarView | undefined;
    };

/** A global page (microsite type B1): the shared base, and what its kind shows. */
export type GlobalPageView = {
  kind: 'global';
  base: PageBase;
  /** The catalogue does not know the page's country, city, collection or product: answer 404. */
  notFound: boolean;
} & GlobalParts;

/** What a global page needs besides the request: the microsite registry and the local host suffix. */
export interface GlobalDeps {
  sites: () => Promise<readonly Site[]>;
  localSuffix: string;
  now: Date;
}

const defaultDeps = (): GlobalDeps => ({
  sites: getSites,
  localSuffix: readConfig().localSiteSuffix,
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
