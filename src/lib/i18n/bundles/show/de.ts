import type en from './en';
import type { Translation } from '../../message';

export default {
  'show.bookNow': 'Jetzt buchen',
  'show.nextAvailable': 'Nächster freier Termin: {date}',
  'show.noDates': 'In den nächsten drei Monaten sind keine Termine verfügbar.',
  'show.calendarFailed':
    'Die Termine konnten gerade nicht geladen werden. Sie können beim Buchen einen Termin wählen.',
  'show.unavailable': 'Tickets sind derzeit nicht verfügbar. Schauen Sie bald wieder vorbei.',
  'show.details': 'Details zur Show',
  'show.opening': 'Premiere',
  'show.closing': 'Letzte Vorstellung',
  'show.theatre': 'Theater',
  'show.duration': 'Dauer',
  'show.ageLimit': 'Altersempfehlung',
  'show.highlights': 'Highlights',
  'show.included': 'Inklusive',
  'show.notIncluded': 'Nicht inklusive',
  'show.ticketTypes': 'Ticketarten',
  'show.faq': 'Häufige Fragen',
  'show.map': 'Auf der Karte ansehen',
  'show.safety': 'An diesem Veranstaltungsort gelten Gesundheits- und Sicherheitsmaßnahmen.',
  'show.criticReview': 'Das sagen die Kritiker',
  'show.validity': 'Gültigkeit',
  'show.cancellation': 'Stornierung',
  'show.gallery': 'Fotos',
  'show.aboutTheatre': 'Über das Theater',
} satisfies Translation<typeof en>;
