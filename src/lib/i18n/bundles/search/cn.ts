import type en from './en';
import type { Translation } from '../../message';

export default {
  'search.title': '搜索',
  'search.label': '搜索本站',
  'search.placeholder': '景点、游览、演出…',
  'search.submit': '搜索',
  'search.resultsFor': '“{query}”的搜索结果',
  'search.empty': '嗯，没有找到相关结果。',
  'search.emptyHint': '请检查拼写，或尝试更少或更通用的词语。',
  'search.shortened': '您的搜索已缩短为前 {count} 个字符。',
  'search.pages': '页面',
  'search.products': '门票和游览',
  'search.failed': '部分结果暂时无法加载，请稍后再试。',
  'search.prompt': '输入您要查找的内容：景点、游览或演出。',
  'search.popular': '当前热门',
} satisfies Translation<typeof en>;
