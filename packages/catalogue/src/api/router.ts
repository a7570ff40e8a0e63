import { withRequestClock } from '@storefront/clock';
import { readCatalogueConfig } from '../config.ts';
import { getCatalogueContext } from '../embedded.ts';
import { NotFoundError, type CatalogueContext } from '../service/context.ts';
import { BadParameterError, queryObject } from './params.ts';
import { asHttpResponse, badRequest, json, notFound, type CatalogueAnswer } from './responses.ts';
import { compile, type CatalogueCall, type Route } from './route.ts';
import { availabilityRoutes } from './routes/availabilityRoutes.ts';
import { collectionRoutes } from './routes/collectionRoutes.ts';
import { experienceRoutes } from './routes/experienceRoutes.ts';
import { placeRoutes } from './routes/placeRoutes.ts';
import { referenceRoutes } from './routes/referenceRoutes.ts';
import { reviewRoutes } from './routes/reviewRoutes.ts';
import { tourGroupRoutes } from './routes/tourGroupRoutes.ts';

const ROUTES = [
  ...experienceRoutes,
  ...availabilityRoutes,
  ...tourGroupRoutes,
  ...collectionRoutes,
  ...reviewRoutes,
  ...referenceRoutes,
  ...placeRoutes,
].map((route) => ({ route, regex: compile(route.path) }));

function match(pathname: string): { route: Route; path: Record<string, string> } | null {
  for (const { route, regex } of ROUTES) {
    const found = regex.exec(pathname);
    if (found) return { route, path: { ...found.groups } };
  }
  return null;
}

/**
 * Answers every catalogue endpoint, framework-free: parses parameters, calls the service, answers JSON
 * with Cache-Control; bad parameters 400 naming the parameter, unknown ids 404. A call is anything with
 * a method, an absolute URL and headers (a web Request is one); the answer is plain data, which the
 * in-process transport hands the storefront's client as it is (src/lib/catalogue/client/transport.ts).
 */
export function createCatalogueAnswerer(getContext: () => Promise<CatalogueContext>) {
  // The clock a test set (x-storefront-clock, only with CLOCK_INJECTION=1): a catalogue in
  // its own process answers on the storefront's clock.
  return (call: CatalogueCall): Promise<CatalogueAnswer> =>
    withRequestClock(
      (name) => call.headers.get(name),
      () => answer(call),
    );
  async function answer(call: CatalogueCall): Promise<CatalogueAnswer> {
    const url = new URL(call.url);
    if (call.method !== 'GET' && call.method !== 'HEAD') {
      return json(
        { error: { code: 'METHOD_NOT_ALLOWED', message: 'catalogue endpoints answer GET' } },
        405,
        'error',
        { allow: 'GET, HEAD' },
      );
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return badRequest('path', 'is not valid percent-encoding');
    }
    const found = match(pathname);
    if (!found)
      return json(
        { error: { code: 'UNKNOWN_ENDPOINT', message: `no catalogue endpoint at ${url.pathname}` } },
        404,
        'notFound',
      );
    try {
      const query = queryObject(url.searchParams, found.route.arrays ?? []);
      const body = await found.route.handle({
        ctx: await getContext(),
        path: found.path,
        query,
        request: call,
      });
      return json(
        body,
        200,
        found.route.cache,
        found.route.vary ? { vary: found.route.vary.join(', ') } : {},
      );
    } catch (error) {
      if (error instanceof BadParameterError) return badRequest(error.parameter, error.message);
      if (error instanceof NotFoundError) return notFound(error.message);
      console.error(new Error(`catalogue ${url.pathname} failed`, { cause: error }));
      return json(
        { error: { code: 'INTERNAL', message: 'The catalogue could not answer; try again shortly.' } },
        500,
        'error',
      );
    }
  }
}

/** The same answers as HTTP: a web Request in, a Response out (the catalogue's server, `/api/…`). */
export function createCatalogueHandler(getContext: () => Promise<CatalogueContext>) {
  const answer = createCatalogueAnswerer(getContext);
  return async (request: Request): Promise<Response> => asHttpResponse(await answer(request));
}

const processCatalogue = () => getCatalogueContext(readCatalogueConfig());
/** The answerer on the process-wide catalogue (opened, migrated and seeded on first use). */
export const answerCatalogueCall = createCatalogueAnswerer(processCatalogue);
/** The HTTP handler on the process-wide catalogue. */
export const handleCatalogueRequest = createCatalogueHandler(processCatalogue);
