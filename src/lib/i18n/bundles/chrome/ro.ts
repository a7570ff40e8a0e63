import type en from './en';
import type { Translation } from '../../message';

export default {
  'chrome.currency.current': 'Monedă: {code}',
  'chrome.currency.choose': 'Alegeți moneda',
  'chrome.currency.main': 'Monede populare',
  'chrome.currency.other': 'Alte monede',
  'chrome.partnership.partnered': '{site} este partener oficial de bilete pentru {venue}.',
  'chrome.partnership.partneredSensitive':
    '{site} este partener oficial de bilete pentru {venue}. Acesta nu este site-ul oficial al locației, iar prețurile pot diferi de cele de la casa de bilete.',
  'chrome.partnership.independent': '{site} este un revânzător independent, fără legătură cu {venue}.',
  'chrome.partnership.independentSensitive':
    '{site} este un revânzător independent de bilete, fără nicio legătură cu {venue}, neaprobat și neadministrat de locație. Acesta nu este site-ul oficial al locației, iar prețurile noastre pot diferi de cele de la casa de bilete.',
  'chrome.partnership.reseller': '{site} este un revânzător independent de bilete.',
  'chrome.notVenueWebsite': 'Acesta nu este site-ul oficial al locației.',
  'chrome.suppliers': 'Experiențele sunt oferite de furnizori terți independenți.',
  'chrome.footer.navigation': 'Linkuri ale site-ului',
  'chrome.footer.legal': 'Informații juridice',
  'chrome.footer.help': 'Ajutor și contact',
} satisfies Translation<typeof en>;
