import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'dayTrips.watchVideo': 'شاهد الفيديو',
  'dayTrips.video.title': 'فيديو: {title}',
  'dayTrips.video.close': 'أغلق الفيديو',
  'dayTrips.video.fallback': 'لا يستطيع متصفحك تشغيل هذا الفيديو هنا. افتح ملف الفيديو بدلًا من ذلك.',
  'dayTrips.readMore': 'اقرأ المزيد',
  'dayTrips.products': 'اختر رحلتك اليومية',
  'dayTrips.more': 'المزيد من الرحلات اليومية',
  'dayTrips.count': {
    zero: 'لا توجد رحلات',
    one: 'رحلة يومية واحدة',
    two: 'رحلتان يوميتان',
    few: '{count} رحلات يومية',
    many: '{count} رحلة يومية',
    other: '{count} رحلة يومية',
  },
} satisfies Translation<typeof en>;
