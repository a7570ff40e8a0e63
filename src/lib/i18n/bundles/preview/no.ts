import type en from './en';
import type { Translation } from '../../message';

export default {
  'preview.region': 'Forhåndsvisning',
  'preview.mode': 'Forhåndsvisningsmodus',
  'preview.release': 'Utgivelse: {label}',
  'preview.drafts': 'Upubliserte utkast',
  'preview.document': 'Side: {title} ({uid})',
  'preview.expired': 'Denne forhåndsvisningen har utløpt eller er ukjent: du ser det publiserte innholdet.',
  'preview.exit': 'Avslutt forhåndsvisning',
  'preview.error.title': 'Forhåndsvisning utilgjengelig',
  'preview.error.token':
    'Denne forhåndsvisningslenken er ikke gyldig for dette repositoriet eller har utløpt. Åpne forhåndsvisningen på nytt fra redigeringsverktøyet.',
  'preview.error.document': 'Denne forhåndsvisningslenken peker ikke til et gyldig dokument.',
  'preview.error.notFound': 'Dokumentet for denne forhåndsvisningen ble ikke funnet i denne utgivelsen.',
  'preview.error.otherSite':
    'Dette dokumentet har ingen side på dette mikronettstedet. Åpne forhåndsvisningen fra mikronettstedet det hører til.',
  'preview.error.site': 'Forhåndsvisninger åpnes på mikronettstedets egen adresse.',
  'preview.error.unavailable': 'Innholdstjenesten kan ikke nås. Prøv igjen om et øyeblikk.',
  'preview.error.back': 'Tilbake til forsiden',
} satisfies Translation<typeof en>;
