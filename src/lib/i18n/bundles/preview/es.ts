import type en from './en';
import type { Translation } from '../../message';

export default {
  'preview.region': 'Vista previa',
  'preview.mode': 'Modo de vista previa',
  'preview.release': 'Versión: {label}',
  'preview.drafts': 'Borradores sin publicar',
  'preview.document': 'Página: {title} ({uid})',
  'preview.expired': 'Esta vista previa ha caducado o es desconocida: estás viendo el contenido publicado.',
  'preview.exit': 'Salir de la vista previa',
  'preview.error.title': 'Vista previa no disponible',
  'preview.error.token':
    'Este enlace de vista previa no es válido para este repositorio o ha caducado. Vuelve a abrir la vista previa desde el editor.',
  'preview.error.document': 'Este enlace de vista previa no indica un documento válido.',
  'preview.error.notFound': 'No se ha encontrado el documento de esta vista previa en esta versión.',
  'preview.error.otherSite':
    'Este documento no tiene página en este micrositio. Abre la vista previa desde el micrositio al que pertenece.',
  'preview.error.site': 'Las vistas previas se abren en la dirección propia de cada micrositio.',
  'preview.error.unavailable':
    'No se puede acceder al servicio de contenidos. Inténtalo de nuevo en un momento.',
  'preview.error.back': 'Volver a la página de inicio',
} satisfies Translation<typeof en>;
