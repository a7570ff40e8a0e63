import type en from './en';
import type { Translation } from '../../message';

export default {
  'forms.group.heading': '¿Reservas para un grupo?',
  'forms.group.intro': 'Cuéntanos sobre tu grupo y nuestro equipo te responderá por correo con una oferta.',
  'forms.group.name': 'Nombre completo',
  'forms.group.email': 'Correo electrónico',
  'forms.group.phone': 'Teléfono (opcional)',
  'forms.group.date': 'Fecha preferida',
  'forms.group.adults': 'Adultos',
  'forms.group.children': 'Niños',
  'forms.group.message': 'Mensaje (opcional)',
  'forms.group.honeypot': 'Deja este campo vacío',
  'forms.group.submit': 'Enviar solicitud',
  'forms.group.success': '¡Gracias! Hemos recibido tu solicitud de grupo y te responderemos por correo.',
  'forms.group.errorsTitle': 'Corrige los campos señalados a continuación',
  'forms.group.unavailable': 'No hemos podido enviar tu solicitud ahora. Inténtalo de nuevo en un momento.',
  'forms.error.name': 'Introduce tu nombre y apellido',
  'forms.error.phone': 'Introduce un teléfono con cifras, como +34 912 34 56 78',
  'forms.error.date': 'Introduce una fecha como 2026-06-15',
  'forms.error.datePast': 'Esta fecha ya ha pasado: elige hoy o una fecha posterior',
  'forms.error.adults': 'Indica al menos 1 adulto',
  'forms.error.children': 'Indica el número de niños (0 o más)',
  'forms.error.tooMany': 'Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.',
  'forms.error.tooLarge': 'Este formulario es demasiado grande para enviarlo.',
  'forms.error.control': 'Elimina los caracteres de control invisibles de este campo',
} satisfies Translation<typeof en>;
