import type en from './en';
import type { Translation } from '../../message';

export default {
  'chrome.currency.current': '貨幣：{code}',
  'chrome.currency.choose': '選擇貨幣',
  'chrome.currency.main': '常用貨幣',
  'chrome.currency.other': '更多貨幣',
  'chrome.partnership.partnered': '{site}是{venue}的官方票務合作夥伴。',
  'chrome.partnership.partneredSensitive':
    '{site}是{venue}的官方票務合作夥伴。本網站並非場館官方網站，價格可能與現場售票處不同。',
  'chrome.partnership.independent': '{site}是獨立票券轉售商，與{venue}並無隸屬關係。',
  'chrome.partnership.independentSensitive':
    '{site}是獨立票券轉售商，與{venue}並無任何隸屬、認可或經營關係。本網站並非場館官方網站，本站價格可能與現場售票處不同。',
  'chrome.partnership.reseller': '{site}是獨立票券轉售商。',
  'chrome.notVenueWebsite': '本網站並非場館官方網站。',
  'chrome.suppliers': '各項體驗由獨立的第三方供應商提供。',
  'chrome.footer.navigation': '網站連結',
  'chrome.footer.legal': '法律資訊',
  'chrome.footer.help': '說明與聯絡',
} satisfies Translation<typeof en>;
