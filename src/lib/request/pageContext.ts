import type { Client } from '@prismicio/client';
import type { CatalogueClient, RequestContext } from '../catalogue/client';
import type { LanguageCode } from '../i18n/languages';
import type { Translate } from '../i18n/translator';
import type { ExperimentVariants } from '../rules/experiments/visitorExperiments';
import type { CurrencyCode } from '../rules/pricing/currencies';
import type { Site } from '../sites/site';
import type { LinkResolver } from '../routing/linkResolver';

/** Everything a page loader needs about the request, built once per request by the page route. */
export interface PageContext {
  site: Site;
  language: LanguageCode;
  /** The Prismic locale of the language, e.g. `fr-fr`. */
  locale: string;
  currency: CurrencyCode;
  /** host[:port] the visitor used. */
  host: string;
  /** scheme://host[:port]. */
  origin: string;
  content: Client;
  catalogue: CatalogueClient;
  /** Forwarded to every catalogue call: the visitor's cookies and an injected fault in tests. */
  request: RequestContext;
  isBot: boolean;
  /** Bots and `?overrideLazyLoad` get lazy sections in the first HTML (spec 000 §4). */
  lazyOff: boolean;
  t: Translate;
  /** The visitor's experiment variants (spec 001 §9); absent means every control. */
  experiments?: ExperimentVariants;
  /**
   * The site's link resolver (src/lib/routing/linkResolver.ts), the one of `locals.links`: Link fields
   * read by a loader resolve links to documents through it. Absent (a bare test context): none resolve.
   */
  links?: LinkResolver;
}

/** The catalogue's answer parameters for the page: its language and the visitor's currency. */
export const answerParams = (context: PageContext) => ({
  language: context.language,
  currency: context.currency,
});
