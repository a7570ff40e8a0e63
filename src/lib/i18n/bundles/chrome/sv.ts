import type en from './en';
import type { Translation } from '../../message';

export default {
  'chrome.currency.current': 'Valuta: {code}',
  'chrome.currency.choose': 'Välj valuta',
  'chrome.currency.main': 'Populära valutor',
  'chrome.currency.other': 'Fler valutor',
  'chrome.partnership.partnered': '{site} är officiell biljettpartner för {venue}.',
  'chrome.partnership.partneredSensitive':
    '{site} är officiell biljettpartner för {venue}. Detta är inte platsens officiella webbplats, och priserna kan skilja sig från priserna i biljettkassan.',
  'chrome.partnership.independent': '{site} är en oberoende återförsäljare utan koppling till {venue}.',
  'chrome.partnership.independentSensitive':
    '{site} är en oberoende biljettåterförsäljare utan koppling till {venue}, och är varken godkänd eller driven av platsen. Detta är inte platsens officiella webbplats, och våra priser kan skilja sig från priserna i biljettkassan.',
  'chrome.partnership.reseller': '{site} är en oberoende biljettåterförsäljare.',
  'chrome.notVenueWebsite': 'Detta är inte platsens officiella webbplats.',
  'chrome.suppliers': 'Upplevelserna tillhandahålls av oberoende tredjepartsleverantörer.',
  'chrome.footer.navigation': 'Länkar på webbplatsen',
  'chrome.footer.legal': 'Juridisk information',
  'chrome.footer.help': 'Hjälp och kontakt',
} satisfies Translation<typeof en>;
