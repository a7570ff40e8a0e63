import { defineMiddleware } from 'astro:middleware';
import { pageRequestOf, resolveRouteData } from './routeData';

/** The route pattern of the page route, src/pages/[...path].astro. */
export const PAGE_ROUTE_PATTERN = '/[...path]';

/**
 * The page route's data, decided before it renders (docs/decisions.md, "One page-kind registry"): its own
 * responses (redirects, POST outcomes) are answered here and the page never runs; otherwise the page
 * reads `locals.routeData` and only renders. Runs last in the middleware sequence, after routing.
 */
export const pageRouteData = defineMiddleware(async (context, next) => {
  if (context.routePattern !== PAGE_ROUTE_PATTERN) return next();
  const data = await resolveRouteData(pageRequestOf(context), context.locals);
  for (const name of data.cookiesToClear) context.cookies.delete(name, { path: '/' });
  if (data.kind === 'response') return data.response;
  context.locals.routeData = data;
  return next();
});
