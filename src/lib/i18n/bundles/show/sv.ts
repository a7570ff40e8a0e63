import type en from './en';
import type { Translation } from '../../message';

export default {
  'show.bookNow': 'Boka nu',
  'show.nextAvailable': 'Nästa lediga datum: {date}',
  'show.noDates': 'Det finns inga lediga datum de kommande tre månaderna.',
  'show.calendarFailed': 'Vi kunde inte läsa in datumen just nu. Du kan välja datum när du bokar.',
  'show.unavailable': 'Biljetterna är inte tillgängliga just nu. Titta in snart igen.',
  'show.details': 'Om föreställningen',
  'show.opening': 'Premiär',
  'show.closing': 'Sista föreställning',
  'show.theatre': 'Teater',
  'show.duration': 'Speltid',
  'show.ageLimit': 'Åldersrekommendation',
  'show.highlights': 'Höjdpunkter',
  'show.included': 'Ingår',
  'show.notIncluded': 'Ingår inte',
  'show.ticketTypes': 'Biljettyper',
  'show.faq': 'Vanliga frågor',
  'show.map': 'Visa på karta',
  'show.safety': 'Platsen har hälso- och säkerhetsåtgärder.',
  'show.criticReview': 'Det säger kritikerna',
  'show.validity': 'Giltighet',
  'show.cancellation': 'Avbokning',
  'show.gallery': 'Bilder',
  'show.aboutTheatre': 'Om teatern',
} satisfies Translation<typeof en>;
