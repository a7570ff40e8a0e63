import type { CatalogueContext } from './context.ts';

/** Feature tags shown as banner descriptors, with their labels per language (English fallback). */
const LABELS: Record<string, Record<string, string>> = {
  FREE_CANCELLATION: {
    en: 'Free cancellation',
    fr: 'Annulation gratuite',
    it: 'Cancellazione gratuita',
    es: 'Cancelación gratuita',
    de: 'Kostenlose Stornierung',
  },
  INSTANT_CONFIRMATION: {
    en: 'Instant confirmation',
    fr: 'Confirmation immédiate',
    it: 'Conferma immediata',
    es: 'Confirmación inmediata',
    de: 'Sofortige Bestätigung',
  },
  MOBILE_TICKET: {
    en: 'Mobile ticket',
    fr: 'Billet mobile',
    it: 'Biglietto mobile',
    es: 'Entrada móvil',
    de: 'Handyticket',
  },
  GUIDED_TOUR: {
    en: 'Guided tour',
    fr: 'Visite guidée',
    it: 'Visita guidata',
    es: 'Visita guiada',
    de: 'Führung',
  },
  AUDIO_GUIDE: { en: 'Audio guide', fr: 'Audioguide', it: 'Audioguida', es: 'Audioguía', de: 'Audioguide' },
  TRANSFERS: {
    en: 'Transfers included',
    fr: 'Transferts inclus',
    it: 'Trasferimenti inclusi',
    es: 'Traslados incluidos',
    de: 'Transfers inklusive',
  },
  MEALS_INCLUDED: {
    en: 'Meals included',
    fr: 'Repas inclus',
    it: 'Pasti inclusi',
    es: 'Comidas incluidas',
    de: 'Mahlzeiten inklusive',
  },
  FLEXIBLE_CANCELLATION: {
    en: 'Flexible cancellation',
    fr: 'Annulation flexible',
    it: 'Cancellazione flessibile',
    es: 'Cancelación flexible',
    de: 'Flexible Stornierung',
  },
  EXTENDED_VALIDITY: {
    en: 'Extended validity',
    fr: 'Validité prolongée',
    it: 'Validità estesa',
    es: 'Validez ampliada',
    de: 'Verlängerte Gültigkeit',
  },
  HOTEL_PICKUP: {
    en: 'Hotel pick-up',
    fr: 'Prise en charge à l’hôtel',
    it: 'Prelievo in hotel',
    es: 'Recogida en el hotel',
    de: 'Hotelabholung',
  },
};

/**
 * `/api/prismic/get-banner-descriptors/{uid}/{lang}/`: up to 3 descriptors (spec 000 §9) for the
 * page's product, or the most common ones of its collection. Unknown pages answer `{}`.
 */
export async function bannerDescriptors(ctx: CatalogueContext, uid: string, language: string) {
  const page = await ctx.db.selectFrom('page_uid').selectAll().where('uid', '=', uid).executeTakeFirst();
  if (!page) return {};
  const rows = await ctx.db
    .selectFrom('tour_group')
    .select('all_tags')
    .$if(page.tgid !== null, (q) => q.where('id', '=', page.tgid ?? 0))
    .$if(page.collection_id !== null, (q) => q.where('primary_collection_id', '=', page.collection_id ?? 0))
    .execute();
  const counts = new Map<string, number>();
  for (const tag of rows.flatMap((row) => row.all_tags))
    if (LABELS[tag]) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  const top = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 3);
  return {
    uid,
    language,
    descriptors: top.map(([code]) => ({
      code,
      label: LABELS[code]?.[language] ?? LABELS[code]?.['en'] ?? code,
    })),
  };
}
