/// <reference types="astro/client" />
import type { LanguageCode } from './lib/i18n/languages';
import type { Translate } from './lib/i18n/translator';
import type { Route } from './lib/routing/route';
import type { CurrencyFacts } from './lib/views/visitorCurrency';
import type { CurrencyCode } from './lib/rules/pricing/currencies';
import type { Consent } from './lib/rules/consent/consent';
import type { RequestOrigin } from './lib/security/requestHost';
import type { ExperimentVariants } from './lib/rules/experiments/visitorExperiments';
import type { PreviewState } from './lib/preview/previewSession';
import type { RequestContext } from './lib/request/requestContext';
import type { RenderData } from './lib/views/routeData';
import type { LinkResolver } from './lib/routing/linkResolver';

declare global {
  namespace App {
    interface Locals {
      /** The request, parsed once (src/lib/request/requestContext.ts): the only source of its facts. */
      requestContext: RequestContext;
      route: Route;
      language: LanguageCode;
      t: Translate;
      isBot: boolean;
      /** scheme://host[:port] the visitor used, for absolute links (canonical, hreflang). */
      origin: string;
      /** The visitor's Cookie header, forwarded to the catalogue. */
      cookie: string | undefined;
      /** The raw currency cookie value, valid or not. */
      currencyCookie: string | undefined;
      /** The currency every price on the page is shown in (spec 000 §4). */
      currency: CurrencyCode;
      /** The catalogue's currencies and city currencies, when the route needed them. */
      currencyFacts?: CurrencyFacts;
      /** Lazy sections render eagerly: a search bot, or `?overrideLazyLoad` (spec 000 §4). */
      lazyOff: boolean;
      /** The visitor's stored cookie choice; undefined until answered (the banner shows). */
      consent: Consent | undefined;
      /** Every experiment's variant for this visitor (spec 001 §4, §9). */
      experiments: ExperimentVariants;
      /** The validated host and scheme of the request (src/lib/security/edgeMiddleware.ts). */
      edge: RequestOrigin;
      /** The editor's preview (the `io.prismic.preview` cookie), else undefined (docs/preview.md). */
      preview?: PreviewState | undefined;
      /**
       * The link resolver of the route's site (src/lib/routing/linkResolver.ts), made once per request by
       * the middleware: rich text and Link fields resolve links to documents through it. Undefined off a site.
       */
      links?: LinkResolver | undefined;
      /** What the page route renders, decided before it renders (src/lib/views/pageRouteMiddleware.ts). */
      routeData?: RenderData;
    }
  }
}

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first intent inside the island, or on `islands:hydrate` naming it (src/integrations). */
    'client:interaction'?: string | boolean;
  }
}
