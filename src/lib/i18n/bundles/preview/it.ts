import type en from './en';
import type { Translation } from '../../message';

export default {
  'preview.region': 'Anteprima',
  'preview.mode': 'Modalità anteprima',
  'preview.release': 'Release: {label}',
  'preview.drafts': 'Bozze non pubblicate',
  'preview.document': 'Pagina: {title} ({uid})',
  'preview.expired': 'Questa anteprima è scaduta o sconosciuta: stai vedendo i contenuti pubblicati.',
  'preview.exit': "Esci dall'anteprima",
  'preview.error.title': 'Anteprima non disponibile',
  'preview.error.token':
    "Questo link di anteprima non è valido per questo repository o è scaduto. Riapri l'anteprima dall'editor.",
  'preview.error.document': 'Questo link di anteprima non indica un documento valido.',
  'preview.error.notFound': 'Il documento di questa anteprima non è stato trovato in questa release.',
  'preview.error.otherSite':
    "Questo documento non ha una pagina su questo microsito. Apri l'anteprima dal microsito a cui appartiene.",
  'preview.error.site': "Le anteprime si aprono all'indirizzo del microsito stesso.",
  'preview.error.unavailable': 'Il servizio dei contenuti non è raggiungibile. Riprova tra un momento.',
  'preview.error.back': 'Torna alla home page',
} satisfies Translation<typeof en>;
