import type en from './en';
import type { Translation } from '../../message';

export default {
  'reviews.heading': 'Yorumlar',
  'reviews.rated': '5 üzerinden {rating} puan',
  'reviews.ratings': '{count} değerlendirme',
  'reviews.trustBadge': 'Yüksek puanlı',
  'reviews.sortBy': 'Sıralama',
  'reviews.filterBy': 'Yorumları filtrele',
  'reviews.filter.all': 'Tüm yorumlar',
  'reviews.range': '{count} yorumdan {from}–{to} arası gösteriliyor',
  'reviews.pages': 'Yorum sayfaları',
  'reviews.previous': 'Önceki',
  'reviews.next': 'Sonraki',
  'reviews.page': 'Sayfa {page}',
  'reviews.failed': 'Yorumlar şu anda yüklenemiyor. Lütfen birazdan tekrar deneyin.',
  'reviews.none': 'Henüz yorum yok.',
  'reviews.writtenIn': '{language} yazılmış yorumlar gösteriliyor.',
  'reviews.photos': '{name} tarafından paylaşılan fotoğraflar',
  'reviews.photoAlt': '{name} tarafından paylaşılan fotoğraf',
} satisfies Translation<typeof en>;
