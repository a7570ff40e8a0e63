import type { LanguageCode } from '../i18n/languages';

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
  /** Microsites on subdomain hosting never qualify as category pages (spec 000 §2). */
  subdomainHosting: boolean;
}
