import type en from './en';
import type { Translation } from '../../message';

export default {
  'chrome.currency.current': 'Währung: {code}',
  'chrome.currency.choose': 'Währung wählen',
  'chrome.currency.main': 'Beliebte Währungen',
  'chrome.currency.other': 'Weitere Währungen',
  'chrome.partnership.partnered': '{site} ist offizieller Ticketpartner für {venue}.',
  'chrome.partnership.partneredSensitive':
    '{site} ist offizieller Ticketpartner für {venue}. Dies ist nicht die offizielle Website des Veranstaltungsortes; die Preise können von denen an der Kasse abweichen.',
  'chrome.partnership.independent':
    '{site} ist ein unabhängiger Wiederverkäufer und kein offizieller Partner für {venue}.',
  'chrome.partnership.independentSensitive':
    '{site} ist ein unabhängiger Ticketanbieter – kein offizieller Partner für {venue} und vom Veranstaltungsort weder autorisiert noch betrieben. Dies ist nicht die offizielle Website des Veranstaltungsortes; unsere Preise können von denen an der Kasse abweichen.',
  'chrome.partnership.reseller': '{site} ist ein unabhängiger Ticketanbieter.',
  'chrome.notVenueWebsite': 'Dies ist nicht die offizielle Website des Veranstaltungsortes.',
  'chrome.suppliers': 'Die Erlebnisse werden von unabhängigen Drittanbietern durchgeführt.',
  'chrome.footer.navigation': 'Links der Website',
  'chrome.footer.legal': 'Rechtliches',
  'chrome.footer.help': 'Hilfe und Kontakt',
} satisfies Translation<typeof en>;
