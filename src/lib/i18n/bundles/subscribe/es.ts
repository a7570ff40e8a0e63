import type en from './en';
import type { Translation } from '../../message';

export default {
  'subscribe.heading': 'Consejos de viaje y ofertas',
  'subscribe.intro':
    'Nuevas experiencias, ofertas especiales y consejos locales, directamente en tu bandeja de entrada. Puedes darte de baja cuando quieras.',
  'subscribe.label': 'Correo electrónico',
  'subscribe.button': 'Suscribirme',
  'subscribe.thankYou': '¡Gracias! Ya estás suscrito.',
  'subscribe.unavailable': 'No hemos podido suscribirte ahora mismo. Inténtalo de nuevo en un momento.',
} satisfies Translation<typeof en>;
