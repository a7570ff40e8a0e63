import { routeRegion } from '../../routing/route';
import type { WidgetEnv } from './widgetTypes';

/**
 * The widgets' environment from a request's locals: the page's language and translator, the
 * visitor's currency, the host booking links are built for, and the page's link resolver.
 * @example widgetEnvOf({ language: 'en', currency: 'EUR', origin: 'http://colosseum.localhost:4321', t }).host === 'colosseum.localhost:4321'
 */
export function widgetEnvOf(
  locals: Pick<App.Locals, 'language' | 'currency' | 'origin' | 't'> &
    Partial<Pick<App.Locals, 'route' | 'links'>>,
): WidgetEnv {
  let host = 'localhost';
  try {
    host = new URL(locals.origin).host;
  } catch {
    // A request always has an origin; a bare render (a test) keeps the local host.
  }
  return {
    language: locals.language,
    currency: locals.currency,
    host,
    t: locals.t,
    region: routeRegion(locals.route),
    links: locals.links,
  };
}
