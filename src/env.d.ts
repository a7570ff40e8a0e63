/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    route: import('./lib/routing/route').Route;
    language: import('./lib/i18n/languages').LanguageCode;
    t: import('./lib/i18n/translator').Translate;
    isBot: boolean;
    /** scheme://host[:port] the visitor used, for absolute links (canonical, hreflang). */
    origin: string;
  }
}
