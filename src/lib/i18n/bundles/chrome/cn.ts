import type en from './en';
import type { Translation } from '../../message';

export default {
  'chrome.currency.current': '货币：{code}',
  'chrome.currency.choose': '选择货币',
  'chrome.currency.main': '常用货币',
  'chrome.currency.other': '更多货币',
  'chrome.partnership.partnered': '{site}是{venue}的官方票务合作伙伴。',
  'chrome.partnership.partneredSensitive':
    '{site}是{venue}的官方票务合作伙伴。本网站并非场馆官方网站，价格可能与现场售票处不同。',
  'chrome.partnership.independent': '{site}是独立票务转售商，与{venue}无隶属关系。',
  'chrome.partnership.independentSensitive':
    '{site}是独立票务转售商，与{venue}无任何隶属、认可或运营关系。本网站并非场馆官方网站，本站价格可能与现场售票处不同。',
  'chrome.partnership.reseller': '{site}是独立票务转售商。',
  'chrome.notVenueWebsite': '本网站并非场馆官方网站。',
  'chrome.suppliers': '各项体验由独立的第三方供应商提供。',
  'chrome.footer.navigation': '网站链接',
  'chrome.footer.legal': '法律信息',
  'chrome.footer.help': '帮助与联系',
} satisfies Translation<typeof en>;
