import type en from './en';
import type { Translation } from '../../message';

export default {
  'chrome.currency.current': 'Валюта: {code}',
  'chrome.currency.choose': 'Выберите валюту',
  'chrome.currency.main': 'Популярные валюты',
  'chrome.currency.other': 'Другие валюты',
  'chrome.partnership.partnered': '{site} — официальный партнёр «{venue}» по продаже билетов.',
  'chrome.partnership.partneredSensitive':
    '{site} — официальный партнёр «{venue}» по продаже билетов. Это не официальный сайт площадки, и цены могут отличаться от цен в кассе.',
  'chrome.partnership.independent': '{site} — независимый продавец билетов, не аффилированный с «{venue}».',
  'chrome.partnership.independentSensitive':
    '{site} — независимый продавец билетов: он не аффилирован с «{venue}», не одобрен площадкой и не управляется ею. Это не официальный сайт площадки, и наши цены могут отличаться от цен в кассе.',
  'chrome.partnership.reseller': '{site} — независимый продавец билетов.',
  'chrome.notVenueWebsite': 'Это не официальный сайт площадки.',
  'chrome.suppliers': 'Впечатления предоставляются независимыми сторонними поставщиками.',
  'chrome.footer.navigation': 'Ссылки сайта',
  'chrome.footer.legal': 'Правовая информация',
  'chrome.footer.help': 'Помощь и контакты',
} satisfies Translation<typeof en>;
