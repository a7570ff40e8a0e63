import type en from './en';
import type { Translation } from '../../message';

export default {
  'chrome.currency.current': 'العملة: {code}',
  'chrome.currency.choose': 'اختر العملة',
  'chrome.currency.main': 'العملات الشائعة',
  'chrome.currency.other': 'عملات أخرى',
  'chrome.partnership.partnered': '{site} شريك رسمي لبيع تذاكر {venue}.',
  'chrome.partnership.partneredSensitive':
    '{site} شريك رسمي لبيع تذاكر {venue}. هذا ليس الموقع الرسمي للمكان، وقد تختلف الأسعار عن أسعار شباك التذاكر.',
  'chrome.partnership.independent': '{site} بائع تذاكر مستقل لا تربطه أي علاقة مع {venue}.',
  'chrome.partnership.independentSensitive':
    '{site} بائع تذاكر مستقل لا تربطه أي علاقة مع {venue}، وهو غير معتمد من إدارة المكان ولا تديره. هذا ليس الموقع الرسمي للمكان، وقد تختلف أسعارنا عن أسعار شباك التذاكر.',
  'chrome.partnership.reseller': '{site} بائع تذاكر مستقل.',
  'chrome.notVenueWebsite': 'هذا ليس الموقع الرسمي للمكان.',
  'chrome.suppliers': 'تُقدَّم التجارب من قِبل مزوّدين خارجيين مستقلين.',
  'chrome.footer.navigation': 'روابط الموقع',
  'chrome.footer.legal': 'معلومات قانونية',
  'chrome.footer.help': 'المساعدة والتواصل',
} satisfies Translation<typeof en>;
