import type en from './en';
import type { Translation } from '../../message';

export default {
  'store.card.from': 'ابتداءً من',
  'store.card.unavailable': 'غير متاح حاليًا',
  'store.card.priceLabel': 'السعر ابتداءً من {price}',
  'store.card.scratchLabel': 'السعر السابق {price}',
  'store.card.rating': 'التقييم {rating} من 5',
  'store.card.trusted': 'تقييم مرتفع',
  'store.card.viewShow': 'عرض التفاصيل',
  'store.card.book': 'احجز الآن',
  'store.card.closes': 'العرض الأخير: {date}',
  'store.section.failed': 'تعذّر تحميل هذه التجارب الآن. يُرجى المحاولة مرة أخرى بعد قليل.',
  'store.section.empty': 'لا توجد تجارب متاحة هنا حاليًا.',
  'store.section.showMore': {
    zero: 'لا توجد تجارب أخرى',
    one: 'عرض تجربة أخرى',
    two: 'عرض تجربتين أخريين',
    few: 'عرض {count} تجارب أخرى',
    many: 'عرض {count} تجربة أخرى',
    other: 'عرض {count} تجربة أخرى',
  },
  'store.section.count': {
    zero: 'لا توجد تجارب',
    one: 'تجربة واحدة',
    two: 'تجربتان',
    few: '{count} تجارب',
    many: '{count} تجربة',
    other: '{count} تجربة',
  },
  'store.filter.all': 'الكل',
  'store.filter.label': 'تصفية التجارب',
  'store.banner.video': 'فيديو: {title}',
  'store.category.heading': 'تجارب {name}',
} satisfies Translation<typeof en>;
