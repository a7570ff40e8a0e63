// The shapes of a global page's parts and what its loaders need: apart from the loaders (globalPage,
// globalParts, globalExperience) so that each depends on them rather than on one another.
import type { SimilarView } from '../../../lib/views/showFeatures/loadSimilar';
import type { MicrositeLink } from './cityMicrosites';
import type { Site } from '../../../lib/sites/site';
import type { ShowProduct } from '../../../lib/views/showPage';
import type { CardSection, CollectionTile, DestinationTile, Section } from './globalSections';

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

/** What a global page needs besides the request: the microsite registry and the local host suffix. */
export interface GlobalDeps {
  sites: () => Promise<readonly Site[]>;
  localSuffix: string;
  now: Date;
}
