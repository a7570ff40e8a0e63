import type en from './en';
import type { Translation } from '../../message';

export default {
  'chrome.currency.current': 'Valuta: {code}',
  'chrome.currency.choose': 'Vælg valuta',
  'chrome.currency.main': 'Populære valutaer',
  'chrome.currency.other': 'Flere valutaer',
  'chrome.partnership.partnered': '{site} er officiel billetpartner for {venue}.',
  'chrome.partnership.partneredSensitive':
    '{site} er officiel billetpartner for {venue}. Dette er ikke stedets officielle hjemmeside, og priserne kan afvige fra priserne i billetkontoret.',
  'chrome.partnership.independent': '{site} er en uafhængig forhandler uden tilknytning til {venue}.',
  'chrome.partnership.independentSensitive':
    '{site} er en uafhængig billetforhandler uden tilknytning til {venue} og er hverken godkendt eller drevet af stedet. Dette er ikke stedets officielle hjemmeside, og vores priser kan afvige fra priserne i billetkontoret.',
  'chrome.partnership.reseller': '{site} er en uafhængig billetforhandler.',
  'chrome.notVenueWebsite': 'Dette er ikke stedets officielle hjemmeside.',
  'chrome.suppliers': 'Oplevelserne leveres af uafhængige tredjepartsleverandører.',
  'chrome.footer.navigation': 'Links på siden',
  'chrome.footer.legal': 'Juridisk',
  'chrome.footer.help': 'Hjælp og kontakt',
} satisfies Translation<typeof en>;
