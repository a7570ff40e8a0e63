import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'dayTrips.watchVideo': 'Voir la vidéo',
  'dayTrips.video.title': 'Vidéo : {title}',
  'dayTrips.video.close': 'Fermer la vidéo',
  'dayTrips.video.fallback':
    'Votre navigateur ne peut pas lire cette vidéo ici. Ouvrez plutôt le fichier vidéo.',
  'dayTrips.readMore': 'Lire la suite',
  'dayTrips.products': 'Choisissez votre excursion',
  'dayTrips.more': 'Autres excursions d’une journée',
  'dayTrips.count': { one: '{count} excursion', other: '{count} excursions' },
} satisfies Translation<typeof en>;
