import type en from './en';
import type { Translation } from '../../message';

export default {
  'preview.region': 'Previzualizare',
  'preview.mode': 'Mod previzualizare',
  'preview.release': 'Lansare: {label}',
  'preview.drafts': 'Ciorne nepublicate',
  'preview.document': 'Pagina: {title} ({uid})',
  'preview.expired': 'Această previzualizare a expirat sau este necunoscută: vedeți conținutul publicat.',
  'preview.exit': 'Ieșiți din previzualizare',
  'preview.error.title': 'Previzualizare indisponibilă',
  'preview.error.token':
    'Acest link de previzualizare nu este valabil pentru acest depozit sau a expirat. Deschideți din nou previzualizarea din editor.',
  'preview.error.document': 'Acest link de previzualizare nu indică un document valid.',
  'preview.error.notFound': 'Documentul acestei previzualizări nu a fost găsit în această lansare.',
  'preview.error.otherSite':
    'Acest document nu are o pagină pe acest microsite. Deschideți previzualizarea de pe microsite-ul căruia îi aparține.',
  'preview.error.site': 'Previzualizările se deschid la adresa proprie a unui microsite.',
  'preview.error.unavailable':
    'Serviciul de conținut nu poate fi accesat. Încercați din nou peste câteva momente.',
  'preview.error.back': 'Înapoi la pagina principală',
} satisfies Translation<typeof en>;
