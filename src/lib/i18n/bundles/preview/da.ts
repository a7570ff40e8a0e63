import type en from './en';
import type { Translation } from '../../message';

export default {
  'preview.region': 'Forhåndsvisning',
  'preview.mode': 'Forhåndsvisningstilstand',
  'preview.release': 'Udgivelse: {label}',
  'preview.drafts': 'Ikke-publicerede kladder',
  'preview.document': 'Side: {title} ({uid})',
  'preview.expired': 'Denne forhåndsvisning er udløbet eller ukendt: du ser det publicerede indhold.',
  'preview.exit': 'Afslut forhåndsvisning',
  'preview.error.title': 'Forhåndsvisning ikke tilgængelig',
  'preview.error.token':
    'Dette forhåndsvisningslink er ikke gyldigt for dette repository eller er udløbet. Åbn forhåndsvisningen igen fra editoren.',
  'preview.error.document': 'Dette forhåndsvisningslink angiver ikke et gyldigt dokument.',
  'preview.error.notFound': 'Dokumentet til denne forhåndsvisning blev ikke fundet i denne udgivelse.',
  'preview.error.otherSite':
    'Dette dokument har ingen side på dette microsite. Åbn forhåndsvisningen fra det microsite, det hører til.',
  'preview.error.site': 'Forhåndsvisninger åbnes på et microsites egen adresse.',
  'preview.error.unavailable': 'Indholdstjenesten kan ikke nås. Prøv igen om et øjeblik.',
  'preview.error.back': 'Tilbage til forsiden',
} satisfies Translation<typeof en>;
