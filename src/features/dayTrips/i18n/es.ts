import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'dayTrips.watchVideo': 'Ver vídeo',
  'dayTrips.video.title': 'Vídeo: {title}',
  'dayTrips.video.close': 'Cerrar vídeo',
  'dayTrips.video.fallback': 'Tu navegador no puede reproducir este vídeo aquí. Abre el archivo de vídeo.',
  'dayTrips.readMore': 'Leer más',
  'dayTrips.products': 'Elige tu excursión',
  'dayTrips.more': 'Más excursiones de un día',
  'dayTrips.count': { one: '{count} excursión', other: '{count} excursiones' },
} satisfies Translation<typeof en>;
