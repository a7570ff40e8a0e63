import type en from './en';
import type { Translation } from '../../message';

export default {
  'search.title': 'Zoeken',
  'search.label': 'Zoeken op deze site',
  'search.placeholder': 'Bezienswaardigheden, tours, shows…',
  'search.submit': 'Zoeken',
  'search.resultsFor': 'Resultaten voor ‘{query}’',
  'search.empty': 'Hmm, geen resultaten gevonden.',
  'search.emptyHint': 'Controleer de spelling, of probeer minder of algemenere woorden.',
  'search.shortened': 'Je zoekopdracht is ingekort tot de eerste {count} tekens.',
  'search.pages': 'Pagina’s',
  'search.products': 'Tickets en tours',
  'search.failed': 'Sommige resultaten konden nu niet worden geladen. Probeer het zo nog eens.',
  'search.prompt': 'Typ wat je zoekt: een bezienswaardigheid, een tour of een show.',
  'search.popular': 'Nu populair',
} satisfies Translation<typeof en>;
