/** The CMS types of a site's settings, header and footer documents (their uid is the site's domain). */
export const SITE_SETTINGS_TYPE = 'site_settings';
export const HEADER_TYPE = 'common_header';
export const FOOTER_TYPE = 'common_footer';

/**
 * Document types whose uid is a site's domain and whose content shows on every page of that site: a
 * publication of one touches the site as a whole (`site:<domain>`).
 */
export const SITE_WIDE_TYPES: readonly string[] = [SITE_SETTINGS_TYPE, HEADER_TYPE, FOOTER_TYPE];
