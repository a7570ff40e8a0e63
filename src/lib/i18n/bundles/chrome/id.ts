import type en from './en';
import type { Translation } from '../../message';

export default {
  'chrome.currency.current': 'Mata uang: {code}',
  'chrome.currency.choose': 'Pilih mata uang',
  'chrome.currency.main': 'Mata uang populer',
  'chrome.currency.other': 'Mata uang lainnya',
  'chrome.partnership.partnered': '{site} adalah mitra tiket resmi untuk {venue}.',
  'chrome.partnership.partneredSensitive':
    '{site} adalah mitra tiket resmi untuk {venue}. Situs ini bukan situs web resmi tempat tersebut, dan harga dapat berbeda dengan harga di loket.',
  'chrome.partnership.independent':
    '{site} adalah penjual kembali independen yang tidak berafiliasi dengan {venue}.',
  'chrome.partnership.independentSensitive':
    '{site} adalah penjual tiket independen yang tidak berafiliasi dengan {venue}, serta tidak didukung atau dikelola oleh pihak tempat tersebut. Situs ini bukan situs web resmi tempat tersebut, dan harga kami dapat berbeda dengan harga di loket.',
  'chrome.partnership.reseller': '{site} adalah penjual tiket independen.',
  'chrome.notVenueWebsite': 'Situs ini bukan situs web resmi tempat tersebut.',
  'chrome.suppliers': 'Pengalaman disediakan oleh pemasok pihak ketiga yang independen.',
  'chrome.footer.navigation': 'Tautan situs',
  'chrome.footer.legal': 'Informasi hukum',
  'chrome.footer.help': 'Bantuan dan kontak',
} satisfies Translation<typeof en>;
