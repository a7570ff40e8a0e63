import type en from './en';
import type { Translation } from '../../message';

export default {
  'reviews.heading': 'المراجعات',
  'reviews.rated': 'التقييم {rating} من 5',
  'reviews.ratings': {
    zero: 'لا توجد تقييمات',
    one: 'تقييم واحد',
    two: 'تقييمان',
    few: '{count} تقييمات',
    many: '{count} تقييمًا',
    other: '{count} تقييم',
  },
  'reviews.trustBadge': 'تقييم مرتفع',
  'reviews.sortBy': 'الترتيب حسب',
  'reviews.filterBy': 'تصفية المراجعات',
  'reviews.filter.all': 'جميع المراجعات',
  'reviews.range': 'عرض {from}–{to} من أصل {count}',
  'reviews.pages': 'صفحات المراجعات',
  'reviews.previous': 'السابق',
  'reviews.next': 'التالي',
  'reviews.page': 'الصفحة {page}',
  'reviews.failed': 'تعذّر تحميل المراجعات الآن. يُرجى المحاولة مرة أخرى بعد قليل.',
  'reviews.none': 'لا توجد مراجعات بعد.',
  'reviews.writtenIn': 'نعرض المراجعات المكتوبة باللغة {language}.',
  'reviews.photos': 'صور شاركها {name}',
  'reviews.photoAlt': 'صورة شاركها {name}',
} satisfies Translation<typeof en>;
