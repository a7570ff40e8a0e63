import type en from './en';
import type { Translation } from '../../message';

export default {
  'chrome.currency.current': 'Para birimi: {code}',
  'chrome.currency.choose': 'Para birimi seçin',
  'chrome.currency.main': 'Popüler para birimleri',
  'chrome.currency.other': 'Diğer para birimleri',
  'chrome.partnership.partnered': '{site}, {venue} için resmi bilet ortağıdır.',
  'chrome.partnership.partneredSensitive':
    '{site}, {venue} için resmi bilet ortağıdır. Burası mekânın resmi web sitesi değildir ve fiyatlar gişe fiyatlarından farklı olabilir.',
  'chrome.partnership.independent': '{site}, {venue} ile bağlantısı olmayan bağımsız bir satıcıdır.',
  'chrome.partnership.independentSensitive':
    '{site}, {venue} ile hiçbir bağlantısı olmayan, mekân tarafından onaylanmamış ve işletilmeyen bağımsız bir bilet satıcısıdır. Burası mekânın resmi web sitesi değildir ve fiyatlarımız gişe fiyatlarından farklı olabilir.',
  'chrome.partnership.reseller': '{site}, bağımsız bir bilet satıcısıdır.',
  'chrome.notVenueWebsite': 'Burası mekânın resmi web sitesi değildir.',
  'chrome.suppliers': 'Deneyimler bağımsız üçüncü taraf tedarikçiler tarafından sunulmaktadır.',
  'chrome.footer.navigation': 'Site bağlantıları',
  'chrome.footer.legal': 'Yasal bilgiler',
  'chrome.footer.help': 'Yardım ve iletişim',
} satisfies Translation<typeof en>;
