import type en from './en';
import type { Translation } from '../../message';

export default {
  'show.bookNow': 'Réserver',
  'show.nextAvailable': 'Prochaine date disponible : {date}',
  'show.noDates': 'Aucune date disponible dans les trois prochains mois.',
  'show.calendarFailed':
    'Impossible de charger les dates pour le moment. Vous pourrez choisir une date lors de la réservation.',
  'show.unavailable': 'Les billets sont indisponibles pour le moment. Revenez bientôt.',
  'show.details': 'Informations sur le spectacle',
  'show.opening': 'Première',
  'show.closing': 'Dernière',
  'show.theatre': 'Théâtre',
  'show.duration': 'Durée',
  'show.ageLimit': 'Âge conseillé',
  'show.highlights': 'Points forts',
  'show.included': 'Ce qui est inclus',
  'show.notIncluded': 'Non inclus',
  'show.ticketTypes': 'Types de billets',
  'show.faq': 'Questions fréquentes',
  'show.map': 'Voir sur la carte',
  'show.safety': 'Des mesures sanitaires et de sécurité sont en place dans ce lieu.',
  'show.criticReview': 'L’avis des critiques',
  'show.validity': 'Validité',
  'show.cancellation': 'Annulation',
  'show.gallery': 'Photos',
  'show.aboutTheatre': 'À propos du théâtre',
} satisfies Translation<typeof en>;
