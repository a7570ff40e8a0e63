import type en from './en';
import type { Translation } from '../../message';

export default {
  'forms.group.heading': 'Rezervați pentru un grup?',
  'forms.group.intro':
    'Spuneți-ne despre grupul dvs., iar echipa noastră vă va răspunde prin e-mail cu o ofertă.',
  'forms.group.name': 'Nume complet',
  'forms.group.email': 'E-mail',
  'forms.group.phone': 'Telefon (opțional)',
  'forms.group.date': 'Data preferată',
  'forms.group.adults': 'Adulți',
  'forms.group.children': 'Copii',
  'forms.group.message': 'Mesaj (opțional)',
  'forms.group.honeypot': 'Lăsați acest câmp gol',
  'forms.group.submit': 'Trimiteți cererea',
  'forms.group.success': 'Vă mulțumim! Am primit cererea dvs. de grup și vă vom răspunde prin e-mail.',
  'forms.group.errorsTitle': 'Corectați câmpurile marcate mai jos',
  'forms.group.unavailable': 'Nu am putut trimite cererea acum. Încercați din nou peste câteva momente.',
  'forms.error.name': 'Introduceți prenumele și numele',
  'forms.error.phone': 'Introduceți un număr de telefon din cifre, de exemplu +40 21 123 4567',
  'forms.error.date': 'Introduceți o dată precum 2026-06-15',
  'forms.error.datePast': 'Această dată a trecut: alegeți ziua de azi sau o dată ulterioară',
  'forms.error.adults': 'Introduceți cel puțin 1 adult',
  'forms.error.children': 'Introduceți numărul de copii (0 sau mai mulți)',
  'forms.error.tooMany': 'Prea multe cereri. Așteptați puțin și încercați din nou.',
  'forms.error.tooLarge': 'Acest formular este prea mare pentru a fi trimis.',
  'forms.error.control': 'Eliminați caracterele de control invizibile din acest câmp',
} satisfies Translation<typeof en>;
