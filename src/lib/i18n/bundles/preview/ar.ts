import type en from './en';
import type { Translation } from '../../message';

export default {
  'preview.region': 'معاينة',
  'preview.mode': 'وضع المعاينة',
  'preview.release': 'الإصدار: {label}',
  'preview.drafts': 'مسودات غير منشورة',
  'preview.document': 'الصفحة: {title} ({uid})',
  'preview.expired': 'انتهت صلاحية هذه المعاينة أو أنها غير معروفة: أنت ترى المحتوى المنشور.',
  'preview.exit': 'الخروج من المعاينة',
  'preview.error.title': 'المعاينة غير متاحة',
  'preview.error.token':
    'رابط المعاينة هذا غير صالح لهذا المستودع أو انتهت صلاحيته. افتح المعاينة مرة أخرى من المحرر.',
  'preview.error.document': 'رابط المعاينة هذا لا يشير إلى مستند صالح.',
  'preview.error.notFound': 'لم يُعثر على مستند هذه المعاينة في هذا الإصدار.',
  'preview.error.otherSite': 'ليس لهذا المستند صفحة على هذا الموقع. افتح المعاينة من الموقع الذي ينتمي إليه.',
  'preview.error.site': 'تُفتح المعاينات على عنوان الموقع نفسه.',
  'preview.error.unavailable': 'تعذّر الوصول إلى خدمة المحتوى. يُرجى المحاولة بعد قليل.',
  'preview.error.back': 'العودة إلى الصفحة الرئيسية',
} satisfies Translation<typeof en>;
