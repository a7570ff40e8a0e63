import type en from './en';
import type { Translation } from '../../message';

export default {
  'show.bookNow': 'Rezervă acum',
  'show.nextAvailable': 'Următoarea dată disponibilă: {date}',
  'show.noDates': 'Nu există date disponibile în următoarele trei luni.',
  'show.calendarFailed': 'Nu am putut încărca datele acum. Poți alege data la rezervare.',
  'show.unavailable': 'Biletele nu sunt disponibile momentan. Revino în curând.',
  'show.details': 'Detaliile spectacolului',
  'show.opening': 'Premieră',
  'show.closing': 'Ultima reprezentație',
  'show.theatre': 'Teatru',
  'show.duration': 'Durată',
  'show.ageLimit': 'Vârstă recomandată',
  'show.highlights': 'Repere',
  'show.included': 'Ce este inclus',
  'show.notIncluded': 'Ce nu este inclus',
  'show.ticketTypes': 'Tipuri de bilete',
  'show.faq': 'Întrebări frecvente',
  'show.map': 'Vezi pe hartă',
  'show.safety': 'Locația aplică măsuri de sănătate și siguranță.',
  'show.criticReview': 'Ce spun criticii',
  'show.validity': 'Valabilitate',
  'show.cancellation': 'Anulare',
  'show.gallery': 'Fotografii',
  'show.aboutTheatre': 'Despre teatru',
} satisfies Translation<typeof en>;
