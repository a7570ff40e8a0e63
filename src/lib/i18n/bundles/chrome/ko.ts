import type en from './en';
import type { Translation } from '../../message';

export default {
  'chrome.currency.current': '통화: {code}',
  'chrome.currency.choose': '통화 선택',
  'chrome.currency.main': '주요 통화',
  'chrome.currency.other': '기타 통화',
  'chrome.partnership.partnered': '{site} 사이트는 {venue}의 공식 티켓 파트너입니다.',
  'chrome.partnership.partneredSensitive':
    '{site} 사이트는 {venue}의 공식 티켓 파트너입니다. 이 사이트는 해당 장소의 공식 웹사이트가 아니며, 가격은 현장 매표소와 다를 수 있습니다.',
  'chrome.partnership.independent':
    '{site} 사이트는 독립 티켓 재판매업체이며 {venue} 측과 제휴 관계가 없습니다.',
  'chrome.partnership.independentSensitive':
    '{site} 사이트는 독립 티켓 재판매업체로, {venue} 측과 제휴, 보증 또는 운영 관계가 전혀 없습니다. 이 사이트는 해당 장소의 공식 웹사이트가 아니며, 당사 가격은 현장 매표소와 다를 수 있습니다.',
  'chrome.partnership.reseller': '{site} 사이트는 독립 티켓 재판매업체입니다.',
  'chrome.notVenueWebsite': '이 사이트는 해당 장소의 공식 웹사이트가 아닙니다.',
  'chrome.suppliers': '모든 체험은 독립적인 제3자 공급업체가 제공합니다.',
  'chrome.footer.navigation': '사이트 링크',
  'chrome.footer.legal': '법적 고지',
  'chrome.footer.help': '도움말 및 문의',
} satisfies Translation<typeof en>;
