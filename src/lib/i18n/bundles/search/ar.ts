import type en from './en';
import type { Translation } from '../../message';

export default {
  'search.title': 'بحث',
  'search.label': 'ابحث في هذا الموقع',
  'search.placeholder': 'معالم، جولات، عروض…',
  'search.submit': 'بحث',
  'search.resultsFor': 'نتائج البحث عن «{query}»',
  'search.empty': 'عذرًا، لم نعثر على أي نتائج.',
  'search.emptyHint': 'تحقّق من الإملاء، أو جرّب كلمات أقل أو أعم.',
  'search.shortened': 'اختُصر بحثك إلى أول {count} حرفًا.',
  'search.pages': 'الصفحات',
  'search.products': 'التذاكر والجولات',
  'search.failed': 'تعذّر تحميل بعض النتائج الآن. يُرجى المحاولة مرة أخرى بعد قليل.',
  'search.prompt': 'اكتب ما تبحث عنه: معلمًا أو جولة أو عرضًا.',
  'search.popular': 'الأكثر رواجًا الآن',
} satisfies Translation<typeof en>;
