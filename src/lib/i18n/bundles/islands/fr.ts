import type en from './en';
import type { Translation } from '../../message';

export default {
  'islands.toasts.region': 'Notifications',
  'islands.toasts.close': 'Fermer la notification',
  'islands.currency.changed': 'Les prix sont désormais affichés en {name}.',
  'islands.calendar.heading': 'Choisissez une date',
  'islands.calendar.previousMonth': 'Mois précédent',
  'islands.calendar.nextMonth': 'Mois suivant',
  'islands.calendar.dayAvailable': '{date}, à partir de {price}',
  'islands.calendar.dayLimited': '{date}, à partir de {price}, se vend vite',
  'islands.calendar.daySoldOut': '{date}, complet',
  'islands.calendar.dayNone': '{date}, non disponible',
  'islands.calendar.soldOut': 'Complet',
  'islands.calendar.sellingFast': 'Se vend vite',
  'islands.calendar.ticketType': 'Type de billet',
  'islands.calendar.allTypes': 'Tous les types de billets',
  'islands.calendar.times': 'Horaires du {date}',
  'islands.calendar.left': 'Plus que {count}',
  'islands.calendar.loadingTimes': 'Chargement des horaires…',
  'islands.calendar.continue': 'Continuer',
  'islands.calendar.problemTitle': 'Oups, nous avons un problème',
  'islands.calendar.problemText':
    'Toutes les expériences du {date} sont complètes. Si vos dates sont flexibles, il reste des billets pour d’autres jours.',
  'islands.calendar.viewAllDates': 'Voir toutes les dates',
  'islands.calendar.failed': 'Impossible de charger les dates pour le moment. Veuillez réessayer.',
  'islands.calendar.timesFailed': 'Impossible de charger les horaires de cette date. Veuillez réessayer.',
  'islands.calendar.hint':
    'Utilisez les flèches pour passer d’une date à l’autre et Entrée pour en choisir une.',
  'islands.consent.title': 'Vos choix de confidentialité',
  'islands.consent.text':
    'Nous utilisons des cookies nécessaires au fonctionnement du site. Avec votre accord, nous utilisons aussi des cookies de mesure d’audience pour comprendre l’usage du site, et des cookies marketing pour des offres pertinentes et des contenus intégrés d’autres services.',
  'islands.consent.allowAll': 'Tout accepter',
  'islands.consent.denyAll': 'Tout refuser',
  'islands.consent.manage': 'Gérer les préférences',
  'islands.consent.necessary': 'Nécessaires',
  'islands.consent.necessaryText':
    'Indispensables au fonctionnement du site : votre devise, votre langue et ces choix. Toujours actifs.',
  'islands.consent.analytics': 'Mesure d’audience',
  'islands.consent.analyticsText': 'Pages vues et part lue de chaque page, pour améliorer le site.',
  'islands.consent.marketing': 'Marketing',
  'islands.consent.marketingText':
    'Offres pertinentes, et vidéos, cartes et lecteurs intégrés d’autres services.',
  'islands.consent.save': 'Enregistrer les préférences',
  'islands.consent.saved': 'Préférences enregistrées',
  'islands.consent.reopen': 'Préférences de cookies',
  'islands.cta.checkAvailability': 'Voir les disponibilités',
  'islands.reviews.loadMore': 'Afficher plus d’avis',
  'islands.reviews.loading': 'Chargement des avis…',
  'islands.reviews.failed': 'Impossible de charger les avis pour le moment. Veuillez réessayer.',
} satisfies Translation<typeof en>;
