import type en from './en';
import type { Translation } from '../../message';

export default {
  'subscribe.heading': 'Conseils de voyage et offres',
  'subscribe.intro':
    'Nouvelles expériences, offres spéciales et bons plans, directement dans votre boîte mail. Désinscription possible à tout moment.',
  'subscribe.label': 'Adresse e-mail',
  'subscribe.button': 'S’inscrire',
  'subscribe.thankYou': 'Merci ! Vous êtes inscrit.',
  'subscribe.unavailable':
    'Nous n’avons pas pu vous inscrire pour le moment. Veuillez réessayer dans un instant.',
} satisfies Translation<typeof en>;
