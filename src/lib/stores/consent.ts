import { atom } from 'nanostores';
import { readCookies } from '../request/cookies';
import {
  CONSENT_COOKIE_NAME,
  consentCookieHeader,
  parseConsent,
  type Consent,
} from '../rules/consent/consent';

/** The visitor's cookie choice; undefined until they answer the banner (spec 001 §4). */
export const $consent = atom<Consent | undefined>(undefined);

/**
 * Reads the stored choice from `document.cookie` into the store, with the server's own cookie parser
 * (src/lib/request/cookies.ts), so browser and server read one cookie the same way.
 */
export function loadConsent(cookies: string): Consent | undefined {
  const consent = parseConsent(readCookies(cookies).get(CONSENT_COOKIE_NAME));
  $consent.set(consent);
  return consent;
}

/** Stores a choice: the cookie (so the server omits the banner next time), then the store. */
export function saveConsent(consent: Consent, host: string): void {
  if (typeof document !== 'undefined')
    document.cookie = consentCookieHeader(consent, host, window.location.protocol === 'https:');
  $consent.set(consent);
}
