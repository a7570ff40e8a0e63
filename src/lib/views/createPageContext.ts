import type { Client } from '@prismicio/client';
import type { CatalogueClient, RequestContext } from '../catalogue/client';
import type { RequestContext as VisitorRequest } from '../request/requestContext';
import { getLanguage } from '../i18n/languages';
import type { Translate } from '../i18n/translator';
import type { Route } from '../routing/route';
import type { ExperimentVariants } from '../rules/experiments/visitorExperiments';
import type { CurrencyCode } from '../rules/pricing/currencies';
import type { PageContext } from '../request/pageContext';
import type { LinkResolver } from '../routing/linkResolver';

export { FAULT_HEADER } from '../request/requestContext';

/**
 * What every catalogue call of a request forwards, from its request context: the cookies of its
 * variation (currency, consent, channel) and the injected fault (only with CATALOGUE_FAULT_INJECTION=1,
 * the end-to-end tests' server).
 */
export function catalogueRequest(request: VisitorRequest, cookie: string | undefined): RequestContext {
  const { channel } = request.variation;
  return { cookie, ...(channel ? { channel } : {}), fault: request.visitor.fault };
}

/**
 * The page context of a request: the route's site and language, the visitor's currency, the host,
 * the clients, and the cookies forwarded to the catalogue. The fault header is honoured only when
 * CATALOGUE_FAULT_INJECTION=1 (the end-to-end tests' server).
 */
export function createPageContext(input: {
  route: Extract<Route, { kind: 'page' }>;
  locals: {
    currency: CurrencyCode;
    origin: string;
    cookie: string | undefined;
    isBot: boolean;
    t: Translate;
    experiments?: ExperimentVariants;
    links?: LinkResolver | undefined;
  };
  request: VisitorRequest;
  lazyOverride: boolean;
  content: Client;
  catalogue: CatalogueClient;
}): PageContext {
  const { route, locals } = input;
  return {
    site: route.site,
    language: route.language,
    locale: getLanguage(route.language).locale,
    currency: locals.currency,
    host: new URL(locals.origin).host,
    origin: locals.origin,
    content: input.content,
    catalogue: input.catalogue,
    request: catalogueRequest(input.request, locals.cookie),
    isBot: locals.isBot,
    lazyOff: locals.isBot || input.lazyOverride,
    t: locals.t,
    ...(locals.experiments && { experiments: locals.experiments }),
    ...(locals.links && { links: locals.links }),
  };
}
