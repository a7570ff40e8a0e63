import type en from './en';
import type { Translation } from '../../message';

export default {
  'search.title': 'Recherche',
  'search.label': 'Rechercher sur ce site',
  'search.placeholder': 'Attractions, visites, spectacles…',
  'search.submit': 'Rechercher',
  'search.resultsFor': 'Résultats pour « {query} »',
  'search.empty': 'Oups, aucun résultat.',
  'search.emptyHint': 'Vérifiez l’orthographe ou essayez des mots moins nombreux ou plus généraux.',
  'search.shortened': 'Votre recherche a été raccourcie à ses {count} premiers caractères.',
  'search.pages': 'Pages',
  'search.products': 'Billets et visites',
  'search.failed':
    'Certains résultats n’ont pas pu être chargés pour le moment. Veuillez réessayer dans un instant.',
  'search.prompt': 'Saisissez ce que vous cherchez : une attraction, une visite ou un spectacle.',
  'search.popular': 'Populaire en ce moment',
} satisfies Translation<typeof en>;
