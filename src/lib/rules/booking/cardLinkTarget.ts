import { getLanguage, type LanguageCode } from '../../i18n/languages';
import { bookingUrl, type BookingUrlOptions } from './bookingUrl';
import { hostParts } from './hostParts';
import { parentDomain } from './parentDomain';

/**
 * A show page's URL (spec 000 §2): its uid's dots become path segments, under the language prefix
 * (none for English), on the bare (parent) domain.
 * @example showPageUrl('london.the-lion-king', 'fr', 'www.example.com') === 'https://example.com/fr/london/the-lion-king/'
 */
export function showPageUrl(uid: string, lang: LanguageCode, host: string): string {
  const { port, isDevelopment } = hostParts(host);
  const segments = uid
    .split('.')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(encodeURIComponent);
  const prefix = getLanguage(lang).code === 'en' ? '' : `${lang}/`;
  const origin = `${isDevelopment ? 'http' : 'https'}://${parentDomain(host)}${isDevelopment ? port : ''}`;
  return `${origin}/${prefix}${segments.map((segment) => `${segment}/`).join('')}`;
}

export type CardLink =
  { kind: 'showPage'; href: string } | { kind: 'booking'; href: string } | { kind: 'none' };

/**
 * Where a product card leads (spec 000 §2, §4): its show page when one exists for the tgid, else the
 * booking flow; nothing for a card without a usable tgid.
 * @example cardLinkTarget({ host: 'example.com', tgid: 7 }, { 7: 'london.wicked' }, 'en') → { kind: 'showPage', href: 'https://example.com/london/wicked/' }
 */
export function cardLinkTarget(
  booking: BookingUrlOptions,
  showPageUids: Readonly<Record<number, string>> | ReadonlyMap<number, string>,
  lang: LanguageCode,
): CardLink {
  const uid =
    showPageUids instanceof Map
      ? showPageUids.get(booking.tgid)
      : (showPageUids as Record<number, string>)[booking.tgid];
  if (typeof uid === 'string' && uid.replace(/\./g, '').trim()) {
    return { kind: 'showPage', href: showPageUrl(uid, lang, booking.host) };
  }
  const href = bookingUrl(booking);
  return href ? { kind: 'booking', href } : { kind: 'none' };
}
