import type en from './en';
import type { Translation } from '../../message';

export default {
  'preview.region': 'Aperçu',
  'preview.mode': 'Mode aperçu',
  'preview.release': 'Version : {label}',
  'preview.drafts': 'Brouillons non publiés',
  'preview.document': 'Page : {title} ({uid})',
  'preview.expired': 'Cet aperçu a expiré ou est inconnu : vous voyez le contenu publié.',
  'preview.exit': "Quitter l'aperçu",
  'preview.error.title': 'Aperçu indisponible',
  'preview.error.token':
    "Ce lien d'aperçu n'est pas valide pour ce dépôt ou a expiré. Rouvrez l'aperçu depuis l'éditeur.",
  'preview.error.document': "Ce lien d'aperçu ne désigne aucun document valide.",
  'preview.error.notFound': 'Le document de cet aperçu est introuvable dans cette version.',
  'preview.error.otherSite':
    "Ce document n'a pas de page sur ce microsite. Ouvrez l'aperçu depuis le microsite auquel il appartient.",
  'preview.error.site': "Les aperçus s'ouvrent à l'adresse propre d'un microsite.",
  'preview.error.unavailable': 'Le service de contenu est injoignable. Veuillez réessayer dans un instant.',
  'preview.error.back': "Retour à l'accueil",
} satisfies Translation<typeof en>;
