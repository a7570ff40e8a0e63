import { hostParts } from '../rules/booking/hostParts';
import { registrableDomain } from '../rules/booking/parentDomain';
import type { CookieContext } from '../rules/security/cookieOptions';

/**
 * The cookie context of an answer, on the server: the host, the scheme (when not known: development
 * hosts are http, others https) and the host's registrable domain by the public suffix list, which
 * parent-scoped cookies (the currency) get as Domain.
 * @example cookieContextFor('tickets.example.co.uk', true) → { host: 'tickets.example.co.uk', https: true, domain: 'example.co.uk' }
 * @example cookieContextFor('127.0.0.1:4321') → { host: '127.0.0.1:4321', https: false }
 */
export function cookieContextFor(
  host: string,
  https: boolean = !hostParts(host).isDevelopment,
): CookieContext {
  const domain = registrableDomain(host);
  return domain ? { host, https, domain } : { host, https };
}
