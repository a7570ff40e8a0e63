import type en from './en';
import type { Translation } from '../../message';

export default {
  'search.title': '搜尋',
  'search.label': '搜尋本站',
  'search.placeholder': '景點、導覽、表演…',
  'search.submit': '搜尋',
  'search.resultsFor': '「{query}」的搜尋結果',
  'search.empty': '嗯，找不到任何結果。',
  'search.emptyHint': '請檢查拼字，或改用較少或較通用的字詞。',
  'search.shortened': '您的搜尋已縮短為前 {count} 個字元。',
  'search.pages': '頁面',
  'search.products': '門票與導覽',
  'search.failed': '部分結果暫時無法載入，請稍後再試。',
  'search.prompt': '輸入您要找的內容：景點、導覽或表演。',
  'search.popular': '現正熱門',
} satisfies Translation<typeof en>;
