import type en from './en';
import type { Translation } from '../../message';

export default {
  'search.title': '검색',
  'search.label': '이 사이트 검색',
  'search.placeholder': '명소, 투어, 공연…',
  'search.submit': '검색',
  'search.resultsFor': '“{query}” 검색 결과',
  'search.empty': '이런, 검색 결과가 없습니다.',
  'search.emptyHint': '철자를 확인하거나 더 적거나 일반적인 단어로 검색해 보세요.',
  'search.shortened': '검색어가 처음 {count}자로 줄었습니다.',
  'search.pages': '페이지',
  'search.products': '티켓 및 투어',
  'search.failed': '일부 결과를 지금 불러올 수 없습니다. 잠시 후 다시 시도해 주세요.',
  'search.prompt': '명소, 투어, 공연 등 찾으시는 것을 입력하세요.',
  'search.popular': '지금 인기',
} satisfies Translation<typeof en>;
