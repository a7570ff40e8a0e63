import type en from './en';
import type { Translation } from '../../message';

export default {
  'chrome.currency.current': 'Waluta: {code}',
  'chrome.currency.choose': 'Wybierz walutę',
  'chrome.currency.main': 'Popularne waluty',
  'chrome.currency.other': 'Więcej walut',
  'chrome.partnership.partnered': '{site} jest oficjalnym partnerem biletowym obiektu „{venue}”.',
  'chrome.partnership.partneredSensitive':
    '{site} jest oficjalnym partnerem biletowym obiektu „{venue}”. To nie jest oficjalna strona obiektu, a ceny mogą się różnić od cen w kasie.',
  'chrome.partnership.independent': '{site} to niezależny sprzedawca, niepowiązany z obiektem „{venue}”.',
  'chrome.partnership.independentSensitive':
    '{site} to niezależny sprzedawca biletów: nie jest powiązany z obiektem „{venue}” ani przez niego zatwierdzony czy prowadzony. To nie jest oficjalna strona obiektu, a nasze ceny mogą się różnić od cen w kasie.',
  'chrome.partnership.reseller': '{site} to niezależny sprzedawca biletów.',
  'chrome.notVenueWebsite': 'To nie jest oficjalna strona obiektu.',
  'chrome.suppliers': 'Atrakcje są realizowane przez niezależnych dostawców zewnętrznych.',
  'chrome.footer.navigation': 'Linki serwisu',
  'chrome.footer.legal': 'Informacje prawne',
  'chrome.footer.help': 'Pomoc i kontakt',
} satisfies Translation<typeof en>;
