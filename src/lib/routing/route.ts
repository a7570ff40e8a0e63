import type { LanguageCode } from '../i18n/languages';
import type { Site } from '../sites/site';

/** What the middleware decided a request is for; the catch-all page renders it. */
export type Route =
  | { kind: 'index' }
  | { kind: 'unknownSite' }
  | { kind: 'notFound'; site: Site | undefined }
  | { kind: 'page'; site: Site; language: LanguageCode; segments: string[]; uid: string };
