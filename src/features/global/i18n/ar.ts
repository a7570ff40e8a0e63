import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'global.topDestinations': 'أبرز الوجهات',
  'global.topCollections': 'أبرز المجموعات',
  'global.topExperiences': 'أبرز التجارب',
  'global.countries': 'الدول',
  'global.citiesIn': 'مدن {country}',
  'global.thingsToDoIn': 'أفضل الأنشطة في {city}',
  'global.experiencesIn': 'أبرز التجارب في {place}',
  'global.cityCount': {
    zero: 'لا توجد مدن',
    one: 'مدينة واحدة',
    two: 'مدينتان',
    few: '{count} مدن',
    many: '{count} مدينة',
    other: '{count} مدينة',
  },
  'global.allExperiences': 'كل التجارب',
  'global.citySites': 'مواقعنا الخاصة بـ{city}',
  'global.partOf': 'ضمن {collection}',
  'global.browse': 'تصفّح حسب الدولة',
} satisfies Translation<typeof en>;
