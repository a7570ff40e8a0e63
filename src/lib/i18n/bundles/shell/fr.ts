import type en from './en';
import type { Translation } from '../../message';

export default {
  'shell.scrollToTop': 'Retour en haut',
  'shell.skipToContent': 'Aller au contenu principal',
  'shell.languageSwitcher': 'Langue',
  'shell.poweredBy': 'Propulsé par {brand}',
  'shell.resellerNotice':
    'Nous sommes un revendeur agréé de billets. Ce site n’est pas le site officiel du lieu.',
  'shell.copyright': '© {year} {brand}. Tous droits réservés.',
  'shell.privacyPolicy': 'Politique de confidentialité',
  'shell.termsOfUse': 'Conditions d’utilisation',
  'shell.home': 'Accueil',
  'shell.breadcrumbs': 'Fil d’Ariane',
  'shell.mainNavigation': 'Navigation principale',
  'shell.menu': 'Menu',
  'shell.otherLanguages': 'Cette page dans d’autres langues',
  'notFound.title': 'Page introuvable',
  'notFound.message': 'La page que vous recherchez a peut-être été déplacée ou n’existe plus.',
  'notFound.backHome': 'Aller à la page d’accueil',
  'error.title': 'Une erreur s’est produite',
  'error.message':
    'Impossible de charger cette page pour le moment. Veuillez réessayer dans quelques instants.',
  'unknownSite.title': 'Site introuvable',
  'unknownSite.message':
    'Aucune boutique n’est disponible à cette adresse. Vérifiez l’adresse ou consultez la liste de nos sites.',
  'sites.title': 'Microsites de démonstration',
  'sites.intro': 'Chaque microsite est hébergé sur son propre hôte. Choisissez-en un pour le parcourir.',
  'sites.languages': 'Langues',
  'page.type.city': 'Guide de la ville',
  'page.type.hopOnHopOff': 'Circuits hop-on hop-off',
  'page.type.cruises': 'Croisières',
  'page.type.airportTransfers': 'Transferts aéroport',
  'page.type.category': 'Catégorie',
  'page.type.subCategory': 'Sous-catégorie',
  'page.type.seatMap': 'Plan de salle',
  'page.type.default': 'Expériences',
  'page.updated': 'Mis à jour le {date}',
  'page.translations': {
    one: 'Également disponible dans {count} autre langue',
    many: 'Également disponible dans {count} autres langues',
    other: 'Également disponible dans {count} autres langues',
  },
} satisfies Translation<typeof en>;
