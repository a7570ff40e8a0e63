import type en from './en';
import type { Translation } from '../../message';

export default {
  'preview.region': 'Önizleme',
  'preview.mode': 'Önizleme modu',
  'preview.release': 'Sürüm: {label}',
  'preview.drafts': 'Yayımlanmamış taslaklar',
  'preview.document': 'Sayfa: {title} ({uid})',
  'preview.expired': 'Bu önizlemenin süresi dolmuş ya da bilinmiyor: yayımlanmış içeriği görüyorsunuz.',
  'preview.exit': 'Önizlemeden çık',
  'preview.error.title': 'Önizleme kullanılamıyor',
  'preview.error.token':
    'Bu önizleme bağlantısı bu depo için geçerli değil ya da süresi dolmuş. Önizlemeyi düzenleyiciden yeniden açın.',
  'preview.error.document': 'Bu önizleme bağlantısı geçerli bir belgeyi göstermiyor.',
  'preview.error.notFound': 'Bu önizlemenin belgesi bu sürümde bulunamadı.',
  'preview.error.otherSite':
    'Bu belgenin bu mikro sitede bir sayfası yok. Önizlemeyi belgenin ait olduğu mikro siteden açın.',
  'preview.error.site': 'Önizlemeler bir mikro sitenin kendi adresinde açılır.',
  'preview.error.unavailable': 'İçerik hizmetine ulaşılamıyor. Lütfen birazdan yeniden deneyin.',
  'preview.error.back': 'Ana sayfaya dön',
} satisfies Translation<typeof en>;
