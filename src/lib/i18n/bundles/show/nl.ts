import type en from './en';
import type { Translation } from '../../message';

export default {
  'show.bookNow': 'Nu boeken',
  'show.nextAvailable': 'Eerstvolgende datum: {date}',
  'show.noDates': 'Er zijn de komende drie maanden geen data beschikbaar.',
  'show.calendarFailed': 'We konden de data nu niet laden. Je kunt bij het boeken een datum kiezen.',
  'show.unavailable': 'Tickets zijn momenteel niet beschikbaar. Kijk binnenkort nog eens.',
  'show.details': 'Showdetails',
  'show.opening': 'Première',
  'show.closing': 'Laatste voorstelling',
  'show.theatre': 'Theater',
  'show.duration': 'Duur',
  'show.ageLimit': 'Leeftijdsadvies',
  'show.highlights': 'Hoogtepunten',
  'show.included': 'Inbegrepen',
  'show.notIncluded': 'Niet inbegrepen',
  'show.ticketTypes': 'Tickettypes',
  'show.faq': 'Veelgestelde vragen',
  'show.map': 'Bekijk op de kaart',
  'show.safety': 'Op deze locatie gelden gezondheids- en veiligheidsmaatregelen.',
  'show.criticReview': 'Wat de critici zeggen',
  'show.validity': 'Geldigheid',
  'show.cancellation': 'Annulering',
  'show.gallery': 'Foto’s',
  'show.aboutTheatre': 'Over het theater',
} satisfies Translation<typeof en>;
