import type en from './en';
import type { Translation } from '../../message';

export default {
  'subscribe.heading': 'Seyahat ipuçları ve fırsatlar',
  'subscribe.intro':
    'Yeni deneyimler, özel fırsatlar ve yerel ipuçları doğrudan gelen kutunuzda. Aboneliğinizi istediğiniz zaman iptal edebilirsiniz.',
  'subscribe.label': 'E-posta adresi',
  'subscribe.button': 'Abone ol',
  'subscribe.thankYou': 'Teşekkürler! Abone oldunuz.',
  'subscribe.unavailable': 'Şu anda abone olamadınız. Lütfen birazdan tekrar deneyin.',
} satisfies Translation<typeof en>;
