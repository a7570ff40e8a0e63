import type en from './en';
import type { Translation } from '../../message';

export default {
  'shell.scrollToTop': '맨 위로',
  'shell.skipToContent': '본문 바로가기',
  'shell.languageSwitcher': '언어',
  'shell.poweredBy': '{brand} 제공',
  'shell.resellerNotice':
    '당사는 공식 인증을 받은 티켓 판매처입니다. 본 사이트는 해당 장소의 공식 웹사이트가 아닙니다.',
  'shell.copyright': '© {year} {brand}. 모든 권리 보유.',
  'shell.privacyPolicy': '개인정보 처리방침',
  'shell.termsOfUse': '이용약관',
  'shell.home': '홈',
  'shell.breadcrumbs': '이동 경로',
  'shell.mainNavigation': '주 메뉴',
  'shell.menu': '메뉴',
  'shell.otherLanguages': '이 페이지의 다른 언어 버전',
  'notFound.title': '페이지를 찾을 수 없습니다',
  'notFound.message':
    '이런, 검색 결과가 없습니다. 찾으시는 페이지가 이동되었거나 더 이상 존재하지 않을 수 있습니다.',
  'notFound.backHome': '홈페이지로 이동',
  'error.title': '문제가 발생했습니다',
  'error.message': '지금은 이 페이지를 불러올 수 없습니다. 잠시 후 다시 시도해 주세요.',
  'unknownSite.title': '사이트를 찾을 수 없습니다',
  'unknownSite.message':
    '이 주소에서 운영 중인 스토어가 없습니다. 주소를 확인하시거나 사이트 목록을 열어 보세요.',
  'sites.title': '데모 마이크로사이트',
  'sites.intro': '각 마이크로사이트는 별도의 호스트에서 운영됩니다. 둘러볼 사이트를 선택하세요.',
  'sites.languages': '언어',
  'page.type.city': '도시 가이드',
  'page.type.hopOnHopOff': '홉온 홉오프 투어',
  'page.type.cruises': '크루즈',
  'page.type.airportTransfers': '공항 픽업·샌딩',
  'page.type.category': '카테고리',
  'page.type.subCategory': '하위 카테고리',
  'page.type.seatMap': '좌석 배치도',
  'page.type.default': '체험',
  'page.updated': '{date} 업데이트',
  'page.translations': { other: '다른 언어 {count}개로도 제공됩니다' },
} satisfies Translation<typeof en>;
