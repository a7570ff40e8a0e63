import type en from './en';
import type { Translation } from '../../message';

export default {
  'chrome.currency.current': 'Valuta: {code}',
  'chrome.currency.choose': 'Kies een valuta',
  'chrome.currency.main': 'Populaire valuta’s',
  'chrome.currency.other': 'Meer valuta’s',
  'chrome.partnership.partnered': '{site} is een officiële ticketpartner van {venue}.',
  'chrome.partnership.partneredSensitive':
    '{site} is een officiële ticketpartner van {venue}. Dit is niet de officiële website van de locatie, en de prijzen kunnen afwijken van die aan de kassa.',
  'chrome.partnership.independent': '{site} is een onafhankelijke wederverkoper, niet verbonden aan {venue}.',
  'chrome.partnership.independentSensitive':
    '{site} is een onafhankelijke ticketverkoper: niet verbonden aan {venue}, en niet goedgekeurd of beheerd door de locatie. Dit is niet de officiële website van de locatie, en onze prijzen kunnen afwijken van die aan de kassa.',
  'chrome.partnership.reseller': '{site} is een onafhankelijke ticketverkoper.',
  'chrome.notVenueWebsite': 'Dit is niet de officiële website van de locatie.',
  'chrome.suppliers': 'De belevenissen worden verzorgd door onafhankelijke externe aanbieders.',
  'chrome.footer.navigation': 'Sitelinks',
  'chrome.footer.legal': 'Juridisch',
  'chrome.footer.help': 'Hulp en contact',
} satisfies Translation<typeof en>;
