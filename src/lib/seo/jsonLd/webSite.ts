import type { WebSite, WithContext } from 'schema-dts';
import { getLanguage, type LanguageCode } from '../../i18n/languages';
import { buildPagePath } from '../../rules/routing/pagePath';
import { siteText, type Site } from '../../sites/site';
import { SCHEMA_CONTEXT } from './common';
import { organizationId } from './organization';

/**
 * The microsite in one language: its localized name and tagline, the language's home URL, and the
 * site's Organization as publisher. No SearchAction: the storefront has no site search.
 * @example webSite(colosseum, 'https://colosseum-rome-tickets.com', 'ar').url === 'https://colosseum-rome-tickets.com/ar/'
 */
export function webSite(site: Site, origin: string, language: LanguageCode): WithContext<WebSite> {
  const text = siteText(site, language);
  const home = new URL(buildPagePath(language, []), origin).href;
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'WebSite',
    '@id': `${home}#website`,
    name: text.name,
    url: home,
    inLanguage: getLanguage(language).bcp47,
    ...(text.tagline && { description: text.tagline }),
    publisher: { '@id': organizationId(origin) },
  };
}
