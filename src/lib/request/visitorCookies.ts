import {
  OVERRIDE_COOKIE_NAME,
  SANDBOX_COOKIE_NAME,
  SANDBOX_MAX_AGE,
} from '../rules/experiments/visitorExperiments';
import { serializeCookie, type CookieContext } from '../rules/security/cookieOptions';
import type { RequestContext } from './requestContext';

export const ATTRIBUTION_COOKIE_NAME = 'attribution';
/** The attribution window: 30 days, the usual last-click window of ad platforms. */
export const ATTRIBUTION_MAX_AGE = 30 * 24 * 60 * 60;

/**
 * The Set-Cookie headers that belong to this visitor alone (issue 20 §1), added by the server to
 * whatever answers the page — a cached copy or a render —, never part of a cacheable page: a first
 * visitor's sandbox id, an experiment override from the URL, and the tracking identifiers of the
 * landing URL (the booking hand-off reads them from the parent-domain `attribution` cookie).
 * @example visitorCookies(context, { host: 'a.localhost:4321', https: false }) → ['sandboxId=…; Max-Age=31536000; Path=/; SameSite=Lax; HttpOnly']
 */
export function visitorCookies(
  context: Pick<RequestContext, 'visitor'>,
  cookieContext: CookieContext | (() => CookieContext),
): string[] {
  const { visitor } = context;
  const cookies: string[] = [];
  // Most answers set none: the cookie context (a public-suffix lookup) is made only when needed.
  if (!visitor.newSandboxId && !visitor.newOverride && !visitor.tracking) return cookies;
  const at = typeof cookieContext === 'function' ? cookieContext() : cookieContext;
  if (visitor.newSandboxId)
    cookies.push(serializeCookie(SANDBOX_COOKIE_NAME, visitor.newSandboxId, at, SANDBOX_MAX_AGE));
  if (visitor.newOverride) cookies.push(serializeCookie(OVERRIDE_COOKIE_NAME, visitor.newOverride, at));
  if (visitor.tracking)
    cookies.push(serializeCookie(ATTRIBUTION_COOKIE_NAME, visitor.tracking, at, ATTRIBUTION_MAX_AGE));
  return cookies;
}
