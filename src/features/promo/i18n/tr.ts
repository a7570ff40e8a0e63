import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'promo.label': 'Promosyon kodu',
  'promo.apply': 'Uygula',
  'promo.applied': '{code} promosyon kodu uygulandı',
  'promo.remove': 'Kodu kaldır',
  'promo.originalPrice': 'İlk fiyat',
  'promo.newPrice': 'Kodlu fiyat',
  'promo.youSave': '{amount} tasarruf edersiniz',
  'promo.error.unknown': 'Bu kod geçerli değil. Yazımını kontrol edip tekrar deneyin.',
  'promo.error.notStarted': 'Bu kod henüz etkin değil. Kampanya başladıktan sonra tekrar deneyin.',
  'promo.error.expired': 'Bu kodun süresi doldu.',
  'promo.error.notApplicable': 'Bu kod bu deneyim için kullanılamaz.',
  'promo.error.wrongCurrency':
    'Bu kod yalnızca {currency} cinsinden fiyatlarda geçerlidir. Kullanmak için para birimini {currency} olarak değiştirin.',
  'promo.error.unavailable':
    'Promosyon kodlarını şu anda kontrol edemiyoruz. Biraz sonra tekrar deneyin veya kodsuz rezervasyon yapın.',
  'promo.error.tooMany': 'Çok fazla deneme yapıldı. Lütfen biraz bekleyip tekrar deneyin.',
} satisfies Translation<typeof en>;
