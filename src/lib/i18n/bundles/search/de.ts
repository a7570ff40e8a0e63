import type en from './en';
import type { Translation } from '../../message';

export default {
  'search.title': 'Suche',
  'search.label': 'Diese Website durchsuchen',
  'search.placeholder': 'Sehenswürdigkeiten, Touren, Shows…',
  'search.submit': 'Suchen',
  'search.resultsFor': 'Ergebnisse für „{query}“',
  'search.empty': 'Hm, keine Ergebnisse gefunden.',
  'search.emptyHint':
    'Prüfen Sie die Schreibweise oder versuchen Sie es mit weniger oder allgemeineren Wörtern.',
  'search.shortened': 'Ihre Suche wurde auf die ersten {count} Zeichen gekürzt.',
  'search.pages': 'Seiten',
  'search.products': 'Tickets und Touren',
  'search.failed':
    'Einige Ergebnisse konnten gerade nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.',
  'search.prompt': 'Geben Sie ein, was Sie suchen: eine Sehenswürdigkeit, eine Tour oder eine Show.',
  'search.popular': 'Gerade beliebt',
} satisfies Translation<typeof en>;
