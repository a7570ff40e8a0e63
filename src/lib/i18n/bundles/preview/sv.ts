import type en from './en';
import type { Translation } from '../../message';

export default {
  'preview.region': 'Förhandsvisning',
  'preview.mode': 'Förhandsvisningsläge',
  'preview.release': 'Release: {label}',
  'preview.drafts': 'Opublicerade utkast',
  'preview.document': 'Sida: {title} ({uid})',
  'preview.expired':
    'Den här förhandsvisningen har gått ut eller är okänd: du ser det publicerade innehållet.',
  'preview.exit': 'Avsluta förhandsvisning',
  'preview.error.title': 'Förhandsvisning inte tillgänglig',
  'preview.error.token':
    'Den här förhandsvisningslänken är inte giltig för det här arkivet eller har gått ut. Öppna förhandsvisningen igen från redigeraren.',
  'preview.error.document': 'Den här förhandsvisningslänken anger inget giltigt dokument.',
  'preview.error.notFound': 'Dokumentet för den här förhandsvisningen hittades inte i den här releasen.',
  'preview.error.otherSite':
    'Det här dokumentet har ingen sida på den här mikrosajten. Öppna förhandsvisningen från mikrosajten det hör till.',
  'preview.error.site': 'Förhandsvisningar öppnas på mikrosajtens egen adress.',
  'preview.error.unavailable': 'Innehållstjänsten kan inte nås. Försök igen om en stund.',
  'preview.error.back': 'Tillbaka till startsidan',
} satisfies Translation<typeof en>;
