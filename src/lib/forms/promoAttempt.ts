import type { Route } from '../routing/route';
import { clientAddressOf } from './clientAddress';
import { formRateKey } from './formRateKey';
import { formRateLimiter } from './formRateLimiter';
import type { RateLimiter } from './rateLimit';

/**
 * A promo code typed on a show page (GET `?promo=CODE`, src/features/promo/README.md) takes a token of the
 * client's promo bucket for the routed site: one bucket for all the site's show pages, whatever Host
 * variant or path named them. Answers the seconds to wait (the page answers 429 + Retry-After and leaves
 * the code unchecked), or undefined when the code may be checked.
 * @example await promoAttempt({ request, clientAddress: '203.0.113.9', locals: { route } }) === undefined // within the limit
 */
export async function promoAttempt(
  context: { request: Request; clientAddress: string; locals: { route: Route } },
  limiter: RateLimiter = formRateLimiter(),
): Promise<number | undefined> {
  const { route } = context.locals;
  const site = route.kind === 'page' || route.kind === 'notFound' ? route.site : undefined;
  const decision = await limiter.take(formRateKey(clientAddressOf(context), site, 'promo'));
  return decision.allowed ? undefined : decision.retryAfter;
}
