import type { LanguageCode } from '../../../lib/i18n/languages';
import { buildPagePath } from '../../../lib/rules/routing/pagePath';
import type { Site } from '../../../lib/sites/site';
import { siteOrigin } from '../../../lib/sites/siteOrigin';

/** A link to a microsite of the registry. */
export interface MicrositeLink {
  name: string;
  href: string;
  /** The language the link opens in: the page's when the site has it, else English. */
  language: LanguageCode;
}

/**
 * The registry's own microsites of a city (not global ones), by name, at most `limit`: each linked in
 * the page's language when it offers it, else in English. Locally (the visitor's host ends with the
 * local suffix) a site lives at `<alias>.<suffix>` on the same port, in production at its domain.
 * @example cityMicrosites(sites, 'PARIS', { language: 'ar', origin: 'http://global.localhost:4321', localSuffix: 'localhost' })[0].href === 'http://paris.localhost:4321/ar/'
 */
export function cityMicrosites(
  sites: readonly Site[],
  cityCode: string,
  input: { language: LanguageCode; origin: string; localSuffix: string; limit?: number },
): MicrositeLink[] {
  return sites
    .filter((site) => !site.global && site.cityCode === cityCode)
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, input.limit ?? 3)
    .map((site) => {
      const language: LanguageCode = site.languages.includes(input.language) ? input.language : 'en';
      return {
        name: site.localized[language]?.name ?? site.name,
        href: `${siteOrigin(site, input)}${buildPagePath(language, [])}`,
        language,
      };
    });
}
