import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'dayTrips.watchVideo': 'Ver vídeo',
  'dayTrips.video.title': 'Vídeo: {title}',
  'dayTrips.video.close': 'Fechar vídeo',
  'dayTrips.video.fallback':
    'O seu navegador não consegue reproduzir este vídeo aqui. Abra o ficheiro de vídeo.',
  'dayTrips.readMore': 'Ler mais',
  'dayTrips.products': 'Escolha a sua excursão',
  'dayTrips.more': 'Mais excursões de um dia',
  'dayTrips.count': { one: '{count} excursão', other: '{count} excursões' },
} satisfies Translation<typeof en>;
