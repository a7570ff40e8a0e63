import type en from './en';
import type { Translation } from '../../message';

export default {
  'city.topAttractions': 'أهم المعالم السياحية في {city}',
  'city.popularCategories': 'الفئات الشائعة',
  'city.travelGuide': 'دليل السفر إلى {city}',
  'city.nearby': 'مدن قريبة من {city}',
  'city.from': 'ابتداءً من {price}',
  'city.ratings': {
    zero: 'لا توجد تقييمات',
    one: 'تقييم واحد',
    two: 'تقييمان',
    few: '{count} تقييمات',
    many: '{count} تقييمًا',
    other: '{count} تقييم',
  },
  'collection.picks': 'اختياراتنا المميزة',
  'collection.all': 'جميع تجارب {name}',
  'collection.startingPrice': 'تذاكر ابتداءً من {price}',
  'collection.rating': '{rating}/5 من {count} تقييم',
  'collection.videos': 'شاهد: {name}',
  'collection.video': 'فيديو: {name}',
} satisfies Translation<typeof en>;
