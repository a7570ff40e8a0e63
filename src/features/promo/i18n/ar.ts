import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'promo.label': 'رمز الخصم',
  'promo.apply': 'تطبيق',
  'promo.applied': 'تم تطبيق رمز الخصم {code}',
  'promo.remove': 'إزالة الرمز',
  'promo.originalPrice': 'السعر الأصلي',
  'promo.newPrice': 'السعر بعد الرمز',
  'promo.youSave': 'توفّر {amount}',
  'promo.error.unknown': 'هذا الرمز غير صالح. تحقّق من كتابته وحاول مرة أخرى.',
  'promo.error.notStarted': 'هذا الرمز غير مفعّل بعد. حاول مرة أخرى بعد بدء العرض.',
  'promo.error.expired': 'انتهت صلاحية هذا الرمز.',
  'promo.error.notApplicable': 'لا يمكن استخدام هذا الرمز لهذه التجربة.',
  'promo.error.wrongCurrency':
    'يسري هذا الرمز على الأسعار بعملة {currency} فقط. غيّر العملة إلى {currency} لاستخدامه.',
  'promo.error.unavailable': 'لا يمكننا التحقق من رموز الخصم الآن. يرجى المحاولة بعد قليل أو الحجز بدون رمز.',
  'promo.error.tooMany': 'محاولات كثيرة جدًا. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
} satisfies Translation<typeof en>;
