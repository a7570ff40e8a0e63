import type en from './en';
import type { Translation } from '../../message';

export default {
  'chrome.currency.current': '通貨：{code}',
  'chrome.currency.choose': '通貨を選択',
  'chrome.currency.main': '主要通貨',
  'chrome.currency.other': 'その他の通貨',
  'chrome.partnership.partnered': '{site}は{venue}の公式チケットパートナーです。',
  'chrome.partnership.partneredSensitive':
    '{site}は{venue}の公式チケットパートナーです。本サイトは施設の公式サイトではなく、料金が窓口価格と異なる場合があります。',
  'chrome.partnership.independent': '{site}は独立したチケット販売業者であり、{venue}とは提携していません。',
  'chrome.partnership.independentSensitive':
    '{site}は独立したチケット販売業者であり、{venue}との提携・承認・運営上の関係は一切ありません。本サイトは施設の公式サイトではなく、当サイトの料金は窓口価格と異なる場合があります。',
  'chrome.partnership.reseller': '{site}は独立したチケット販売業者です。',
  'chrome.notVenueWebsite': '本サイトは施設の公式サイトではありません。',
  'chrome.suppliers': '各体験は独立した第三者の事業者によって提供されます。',
  'chrome.footer.navigation': 'サイト内リンク',
  'chrome.footer.legal': '法的情報',
  'chrome.footer.help': 'ヘルプとお問い合わせ',
} satisfies Translation<typeof en>;
