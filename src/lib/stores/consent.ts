import { atom } from 'nanostores';
import { consentCookieHeader, parseConsent, type Consent } from '../rules/consent/consent';

/** The visitor's cookie choice; undefined until they answer the banner (spec 001 §4). */
export const $consent = atom<Consent | undefined>(undefined);

/**
 * Puts the visitor's choice into the store as the server read it (the page's `#app-state`, from the
 * request context: the cookie is read once, by the server), so the browser never parses the cookie.
 */
export function loadConsent(serverConsent: string): Consent | undefined {
  const consent = parseConsent(serverConsent || undefined);
  $consent.set(consent);
  return consent;
}

/** Stores a choice: the cookie (so the server omits the banner next time), then the store. */
export function saveConsent(consent: Consent, host: string): void {
  if (typeof document !== 'undefined')
    document.cookie = consentCookieHeader(consent, host, window.location.protocol === 'https:');
  $consent.set(consent);
}
