import type en from './en';
import type { Translation } from '../../message';

export default {
  'show.bookNow': 'Reservar ahora',
  'show.nextAvailable': 'Próxima fecha disponible: {date}',
  'show.noDates': 'No hay fechas disponibles en los próximos tres meses.',
  'show.calendarFailed': 'No hemos podido cargar las fechas ahora. Podrás elegir la fecha al reservar.',
  'show.unavailable': 'Las entradas no están disponibles en este momento. Vuelve a consultarlo pronto.',
  'show.details': 'Detalles del espectáculo',
  'show.opening': 'Estreno',
  'show.closing': 'Última función',
  'show.theatre': 'Teatro',
  'show.duration': 'Duración',
  'show.ageLimit': 'Edad recomendada',
  'show.highlights': 'Lo más destacado',
  'show.included': 'Qué incluye',
  'show.notIncluded': 'No incluye',
  'show.ticketTypes': 'Tipos de entrada',
  'show.faq': 'Preguntas frecuentes',
  'show.map': 'Ver en el mapa',
  'show.safety': 'Este recinto aplica medidas de salud y seguridad.',
  'show.criticReview': 'Qué dice la crítica',
  'show.validity': 'Validez',
  'show.cancellation': 'Cancelación',
  'show.gallery': 'Fotos',
  'show.aboutTheatre': 'Sobre el teatro',
} satisfies Translation<typeof en>;
