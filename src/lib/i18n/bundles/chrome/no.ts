import type en from './en';
import type { Translation } from '../../message';

export default {
  'chrome.currency.current': 'Valuta: {code}',
  'chrome.currency.choose': 'Velg valuta',
  'chrome.currency.main': 'Populære valutaer',
  'chrome.currency.other': 'Flere valutaer',
  'chrome.partnership.partnered': '{site} er offisiell billettpartner for {venue}.',
  'chrome.partnership.partneredSensitive':
    '{site} er offisiell billettpartner for {venue}. Dette er ikke stedets offisielle nettsted, og prisene kan avvike fra prisene i billettluken.',
  'chrome.partnership.independent': '{site} er en uavhengig forhandler uten tilknytning til {venue}.',
  'chrome.partnership.independentSensitive':
    '{site} er en uavhengig billettforhandler uten tilknytning til {venue}, og er verken godkjent eller drevet av stedet. Dette er ikke stedets offisielle nettsted, og våre priser kan avvike fra prisene i billettluken.',
  'chrome.partnership.reseller': '{site} er en uavhengig billettforhandler.',
  'chrome.notVenueWebsite': 'Dette er ikke stedets offisielle nettsted.',
  'chrome.suppliers': 'Opplevelsene leveres av uavhengige tredjepartsleverandører.',
  'chrome.footer.navigation': 'Lenker på nettstedet',
  'chrome.footer.legal': 'Juridisk',
  'chrome.footer.help': 'Hjelp og kontakt',
} satisfies Translation<typeof en>;
