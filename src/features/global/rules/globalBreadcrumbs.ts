import type { LanguageCode } from '../../../lib/i18n/languages';
import { buildPagePath } from '../../../lib/rules/routing/pagePath';

/** A crumb: same shape as the site's breadcrumbs (`src/lib/views/breadcrumbs.ts`). */
export interface GlobalCrumb {
  name: string;
  url: string;
  current: boolean;
}

/** One ancestor of a global page: its path segments and the short name of its country or city. */
export interface CrumbStep {
  segments: readonly string[];
  name: string;
}

/**
 * The trail of a global page, Home › Country › City › Collection or Experience: the home crumb, the
 * ancestors that exist (a country or city page the site has), then the page itself. Each URL is the
 * page's path in the language (English without prefix) on `origin`.
 * @example globalBreadcrumbs({ origin: 'https://x.com', language: 'ar', homeName: 'الرئيسية', steps: [{ segments: ['italy'], name: 'إيطاليا' }], current: { segments: ['italy', 'rome'], name: 'روما' } }).map((c) => c.url) → ['https://x.com/ar/', 'https://x.com/ar/italy/', 'https://x.com/ar/italy/rome/']
 */
export function globalBreadcrumbs(input: {
  origin: string;
  language: LanguageCode;
  homeName: string;
  steps: readonly CrumbStep[];
  current: CrumbStep;
}): GlobalCrumb[] {
  const url = (segments: readonly string[]) => `${input.origin}${buildPagePath(input.language, segments)}`;
  if (input.current.segments.length === 0)
    return [{ name: input.current.name || input.homeName, url: url([]), current: true }];
  return [
    { name: input.homeName, url: url([]), current: false },
    ...input.steps
      .filter((step) => step.segments.length > 0 && step.segments.length < input.current.segments.length)
      .sort((a, b) => a.segments.length - b.segments.length)
      .map((step) => ({ name: step.name, url: url(step.segments), current: false })),
    { name: input.current.name, url: url(input.current.segments), current: true },
  ];
}
