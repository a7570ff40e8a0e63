import type { LanguageCode } from '../i18n/languages';

export interface SiteText {
  name: string;
  tagline: string;
}

/** A microsite: one brand on its own host, described by its `site_settings` document. */
export interface Site {
  /** Production domain without `www.`; also the uid of its landing page. */
  domain: string;
  /** Local host name: `<alias>.localhost`. */
  alias: string;
  name: string;
  tagline: string;
  themeColor: string;
  /** Languages the site has settings in, English first. */
  languages: LanguageCode[];
  cityCode: string | undefined;
  /** The country of the site's city (ISO 3166-1 alpha-2): dates follow its conventions (`dateLocale`). */
  countryCode?: string | undefined;
  /** Name and tagline in each language the settings are translated to. */
  localized: Partial<Record<LanguageCode, SiteText>>;
  /** Microsites on subdomain hosting never qualify as category pages (spec 000 §2). */
  subdomainHosting: boolean;
  /** V3 design (the default) lists every product; older designs drop cards without a show page (spec 000 §2). */
  designV3: boolean;
  /** A global microsite (type B1): its pages are the global document types (src/features/global/README.md). */
  global?: boolean;
}

/**
 * The site's name and tagline in a language, else in English.
 * @example siteText(vatican, 'ar').name === 'تذاكر متاحف الفاتيكان'
 */
export function siteText(site: Site, language: LanguageCode): SiteText {
  return site.localized[language] ?? { name: site.name, tagline: site.tagline };
}
