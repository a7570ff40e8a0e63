import type en from './en';
import type { Translation } from '../../message';

export default {
  'extras.gallery.open': "افتح الصورة {number} من {total}",
  'extras.gallery.position': "الصورة {number} من {total}",
  'extras.gallery.close': "إغلاق",
  'extras.gallery.previous': "الصورة السابقة",
  'extras.gallery.next': "الصورة التالية",
  'extras.breakdown.title': "توزيع التقييمات",
  'extras.breakdown.stars': { zero: "{count} نجوم", one: "نجمة واحدة", two: "نجمتان", few: "{count} نجوم", many: "{count} نجمة", other: "{count} نجمة" },
  'extras.similar.title': "تجارب مشابهة",
} satisfies Translation<typeof en>;
