import type en from './en';
import type { Translation } from '../../message';

export default {
  'chrome.currency.current': 'Valuta: {code}',
  'chrome.currency.choose': 'Scegli una valuta',
  'chrome.currency.main': 'Valute più usate',
  'chrome.currency.other': 'Altre valute',
  'chrome.partnership.partnered': '{site} è partner ufficiale per la vendita dei biglietti per {venue}.',
  'chrome.partnership.partneredSensitive':
    '{site} è partner ufficiale per la vendita dei biglietti per {venue}. Questo non è il sito ufficiale della struttura e i prezzi possono differire da quelli della biglietteria.',
  'chrome.partnership.independent': '{site} è un rivenditore indipendente, senza alcun legame con {venue}.',
  'chrome.partnership.independentSensitive':
    '{site} è un rivenditore indipendente di biglietti: non ha alcun legame con {venue} e non è approvato né gestito dalla struttura. Questo non è il sito ufficiale della struttura e i nostri prezzi possono differire da quelli della biglietteria.',
  'chrome.partnership.reseller': '{site} è un rivenditore indipendente di biglietti.',
  'chrome.notVenueWebsite': 'Questo non è il sito ufficiale della struttura.',
  'chrome.suppliers': 'Le esperienze sono fornite da fornitori terzi indipendenti.',
  'chrome.footer.navigation': 'Link del sito',
  'chrome.footer.legal': 'Note legali',
  'chrome.footer.help': 'Assistenza e contatti',
} satisfies Translation<typeof en>;
