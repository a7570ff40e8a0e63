/// <reference types="astro/client" />
import type { LanguageCode } from './lib/i18n/languages';
import type { Translate } from './lib/i18n/translator';
import type { Route } from './lib/routing/route';

declare global {
  namespace App {
    interface Locals {
      route: Route;
      language: LanguageCode;
      t: Translate;
      isBot: boolean;
      /** scheme://host[:port] the visitor used, for absolute links (canonical, hreflang). */
      origin: string;
    }
  }
}
