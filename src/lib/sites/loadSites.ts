import type { Client, Content, PrismicDocument } from '@prismicio/client';
import { filter } from '@prismicio/client';
import { z } from 'zod';
import { DEFAULT_LOCALE, fromPrismicLocale, LANGUAGE_CODES, type LanguageCode } from '../i18n/languages';
import { SITE_SETTINGS_TYPE } from '../rules/revalidate/siteWideTypes';
import type { Site } from './site';
import { filledFields } from '../rules/filledFields';
import { logger } from '../log/logger';

const logs = logger('sites');

export { SITE_SETTINGS_TYPE };

const settingsData = z.object({
  site_name: z.string().min(1),
  local_alias: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
  tagline: z.string().default(''),
  theme_color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .default('#7c3aed'),
  city_code: z.string().optional(),
  /** ISO 3166-1 alpha-2 country of the site's city: the region of its dates (i18n/dateLocale). */
  country_code: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional()
    .catch(undefined),
  subdomain_hosting: z.boolean().default(false),
  design_version: z.enum(['v2', 'v3']).default('v3'),
  microsite_type: z.string().trim().toLowerCase().optional(),
});

const localizedText = z
  .object({ site_name: z.string().min(1), tagline: z.string().default('') })
  .transform((data) => ({
    name: data.site_name,
    tagline: data.tagline,
  }));

function languagesOf(document: PrismicDocument): LanguageCode[] {
  const codes = new Set<LanguageCode>();
  for (const locale of [document.lang, ...document.alternate_languages.map((alternate) => alternate.lang)]) {
    const code = fromPrismicLocale(locale);
    if (code) codes.add(code);
  }
  return LANGUAGE_CODES.filter((code) => codes.has(code));
}

/** Turns one English `site_settings` document into a Site; undefined (and a log line) when malformed. */
export function toSite(
  document: PrismicDocument,
  log: (message: string) => void = (message: string) => logs.error(message),
): Site | undefined {
  const parsed = settingsData.safeParse(filledFields(document.data));
  if (!document.uid || !parsed.success) {
    const issue = parsed.error?.issues[0];
    log(
      `[sites] ${SITE_SETTINGS_TYPE} ${document.id} ignored: ${issue ? `${issue.path.join('.')}: ${issue.message}` : 'no uid'}`,
    );
    return undefined;
  }
  return {
    domain: document.uid,
    alias: parsed.data.local_alias,
    name: parsed.data.site_name,
    tagline: parsed.data.tagline,
    themeColor: parsed.data.theme_color,
    languages: languagesOf(document),
    localized: {},
    cityCode: parsed.data.city_code,
    ...(parsed.data.country_code && { countryCode: parsed.data.country_code }),
    subdomainHosting: parsed.data.subdomain_hosting,
    designV3: parsed.data.design_version === 'v3',
    ...(parsed.data.microsite_type?.startsWith('b1') && { global: true }),
  };
}

/** Every microsite of the content repository, in a stable order, with its translated names. */
export async function loadSites(client: Client): Promise<Site[]> {
  const documents = await client.dangerouslyGetAll<Content.SiteSettingsDocument>({
    filters: [filter.at('document.type', SITE_SETTINGS_TYPE)],
    lang: '*',
  });
  const sites = documents
    .filter((document) => document.lang === DEFAULT_LOCALE)
    .map((document) => toSite(document))
    .filter((site): site is Site => site !== undefined);
  for (const document of documents) {
    const site = sites.find((candidate) => candidate.domain === document.uid);
    const code = fromPrismicLocale(document.lang);
    const text = localizedText.safeParse(filledFields(document.data));
    if (site && code && text.success) site.localized[code] = text.data;
  }
  return sites.sort((a, b) => a.name.localeCompare(b.name));
}
