import { appConfig, demoHostSuffix } from '../config';
import type { Route } from '../routing/route';
import type { Site } from '../sites/site';
import { matchHost } from '../sites/matchHost';
import { logger } from '../log/logger';

const log = logger('forms');

export type FormSite = { kind: 'site'; site: Site } | { kind: 'none' } | { kind: 'unavailable' };

/**
 * The microsite a form POST belongs to: the routed one when the middleware routed the request, else
 * (the endpoints outside the page router: `/consent/`, `/api/group-submit-form`) the validated host
 * matched against the microsites by the same `matchHost` the router uses, so `www.`, a port, a trailing
 * dot or upper case name the same site. `none` for a host that is no microsite; `unavailable` when the
 * microsite list cannot be loaded (a content outage: answer 503, never 404).
 * @example await formSite({ route: { kind: 'notFound', site: undefined }, host: 'www.broadway.localhost:4321' }, async () => sites) → { kind: 'site', site: broadway }
 */
export async function formSite(
  request: { route: Route; host: string | undefined },
  sites: () => Promise<readonly Site[]>,
): Promise<FormSite> {
  if ('site' in request.route && request.route.site) return { kind: 'site', site: request.route.site };
  if (request.host === undefined) return { kind: 'none' };
  let list: readonly Site[];
  try {
    list = await sites();
  } catch (error) {
    log.error({ err: error }, 'the microsite list could not be loaded');
    return { kind: 'unavailable' };
  }
  const match = matchHost(request.host, list, demoHostSuffix(appConfig()));
  return match.kind === 'site' ? { kind: 'site', site: match.site } : { kind: 'none' };
}
