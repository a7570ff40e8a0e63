import type en from './en';
import type { Translation } from '../../message';

export default {
  'islands.toasts.region': 'Bildirimler',
  'islands.toasts.close': 'Bildirimi kapat',
  'islands.currency.changed': 'Fiyatlar artık {name} cinsinden gösteriliyor.',
  'islands.calendar.heading': 'Tarih seçin',
  'islands.calendar.previousMonth': 'Önceki ay',
  'islands.calendar.nextMonth': 'Sonraki ay',
  'islands.calendar.dayAvailable': '{date}, {price} başlayan fiyatlarla',
  'islands.calendar.dayLimited': '{date}, {price} başlayan fiyatlarla, hızla tükeniyor',
  'islands.calendar.daySoldOut': '{date}, tükendi',
  'islands.calendar.dayNone': '{date}, müsait değil',
  'islands.calendar.soldOut': 'Tükendi',
  'islands.calendar.sellingFast': 'Hızla tükeniyor',
  'islands.calendar.ticketType': 'Bilet türü',
  'islands.calendar.allTypes': 'Tüm bilet türleri',
  'islands.calendar.times': '{date} saatleri',
  'islands.calendar.left': '{count} kaldı',
  'islands.calendar.loadingTimes': 'Saatler yükleniyor…',
  'islands.calendar.continue': 'Devam',
  'islands.calendar.problemTitle': 'Eyvah, bir sorun var',
  'islands.calendar.problemText':
    '{date} tarihindeki tüm deneyimler tükendi. Tarihleriniz esnekse diğer günlerde hâlâ bilet var.',
  'islands.calendar.viewAllDates': 'Tüm tarihleri gör',
  'islands.calendar.failed': 'Tarihler şu anda yüklenemedi. Lütfen tekrar deneyin.',
  'islands.calendar.timesFailed': 'Bu tarihin saatleri yüklenemedi. Lütfen tekrar deneyin.',
  'islands.calendar.hint': 'Tarihler arasında gezinmek için ok tuşlarını, seçmek için Enter tuşunu kullanın.',
  'islands.consent.title': 'Gizlilik tercihleriniz',
  'islands.consent.text':
    'Bu sitenin çalışması için gerekli çerezleri kullanıyoruz. İzninizle, sitenin nasıl kullanıldığını anlamak için analiz çerezlerini ve ilgili teklifler ile diğer hizmetlerden yerleştirilen içerikler için pazarlama çerezlerini de kullanırız.',
  'islands.consent.allowAll': 'Tümüne izin ver',
  'islands.consent.denyAll': 'Tümünü reddet',
  'islands.consent.manage': 'Tercihleri yönet',
  'islands.consent.necessary': 'Gerekli',
  'islands.consent.necessaryText':
    'Sitenin çalışması için gerekli: para biriminiz, diliniz ve bu tercihler. Her zaman açık.',
  'islands.consent.analytics': 'Analiz',
  'islands.consent.analyticsText':
    'Sayfa görüntülemeleri ve sayfaların ne kadarının okunduğu; siteyi iyileştirebilmemiz için.',
  'islands.consent.marketing': 'Pazarlama',
  'islands.consent.marketingText':
    'İlgili teklifler ile diğer hizmetlerden yerleştirilen videolar, haritalar ve oynatıcılar.',
  'islands.consent.save': 'Tercihleri kaydet',
  'islands.consent.saved': 'Tercihler kaydedildi',
  'islands.consent.reopen': 'Çerez tercihleri',
  'islands.cta.checkAvailability': 'Müsaitliği kontrol et',
  'islands.reviews.loadMore': 'Daha fazla yorum göster',
  'islands.reviews.loading': 'Yorumlar yükleniyor…',
  'islands.reviews.failed': 'Yorumlar şu anda yüklenemedi. Lütfen tekrar deneyin.',
} satisfies Translation<typeof en>;
