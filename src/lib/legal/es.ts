import { LEGAL_TERMS as T } from '../rules/legal/legalTerms';
import type { LegalTextsFactory } from './legalText';

/** Los textos legales en español, traducción de la versión inglesa (spec 001 §4, §5, §9). */
export const es: LegalTextsFactory = ({ siteName }) => ({
  contents: 'Índice',
  lastUpdated: (date) => `Última actualización: ${date}`,
  translationNote:
    'Esta traducción se ofrece para su comodidad; si difiere de la versión en inglés, prevalece la versión en inglés.',
  documents: {
    privacy: {
      title: 'Política de privacidad',
      description: `Cómo ${siteName} recopila, utiliza, comparte y conserva sus datos personales, y qué opciones tiene usted.`,
      intro: [
        `Esta política explica qué datos personales recopilamos cuando usted utiliza ${siteName}, por qué los recopilamos, con quién los compartimos, cuánto tiempo los conservamos y cómo puede ejercer sus derechos. Se aplica a todas las páginas de este sitio web y a las páginas de reserva a las que se le dirige desde él.`,
      ],
      sections: [
        {
          id: 'information-we-collect',
          title: 'Información que recopilamos',
          items: [
            {
              text: 'Información que usted nos facilita al reservar, suscribirse o contactar con nosotros:',
              subItems: [
                'su nombre, dirección de correo electrónico y número de teléfono;',
                'la experiencia, la fecha, la hora, el número y el tipo de entradas que elige;',
                'los datos que un proveedor necesita para realizar la experiencia, como la edad de los niños o una dirección de recogida;',
                'los mensajes que envía a nuestro equipo de atención al cliente y las opiniones que escribe.',
              ],
            },
            {
              text: 'Información que se recopila automáticamente mientras navega:',
              subItems: [
                'su dispositivo, navegador, idioma y ubicación aproximada deducida de su dirección IP;',
                'las páginas que visita y la moneda que elige;',
                'cookies y tecnologías similares, tal como se describe en el apartado Cookies y solo en la medida en que usted las haya permitido.',
              ],
            },
            'Información de terceros: los proveedores confirman su reserva y su estado, los proveedores de pago confirman si un pago se ha realizado correctamente y nuestros socios afiliados y creadores nos indican cuándo ha llegado usted desde sus sitios web.',
            'Los datos de la tarjeta de pago se introducen en el formulario seguro del proveedor de pago; nunca vemos ni guardamos el número completo de su tarjeta.',
          ],
        },
        {
          id: 'how-we-use-information',
          title: 'Cómo utilizamos su información',
          items: [
            'Para tramitar su reserva, transmitirla al proveedor y enviarle sus entradas.',
            `Para enviarle su recibo, que recibirá en un plazo de ${T.receiptHours} horas desde su pago.`,
            'Para ayudarle antes, durante y después de su experiencia, incluidos cambios, cancelaciones y reembolsos.',
            'Para enviarle ofertas y novedades, solo si se ha suscrito; cada correo electrónico le permite darse de baja.',
            'Para prevenir y detectar el fraude y el uso indebido de nuestro sitio web.',
            'Para entender cómo se utiliza nuestro sitio web y mejorarlo, solo si ha permitido las cookies de análisis.',
            'Para cumplir nuestras obligaciones legales, fiscales y contables.',
          ],
        },
        {
          id: 'cookies',
          title: 'Cookies',
          items: [
            {
              text: 'Agrupamos las cookies por finalidad, y usted elige qué finalidades permite:',
              subItems: [
                'Necesarias: recordar su moneda, sus preferencias de cookies y su punto del proceso de reserva. No se pueden desactivar.',
                'Análisis: medir qué páginas se visitan y cómo, para poder mejorarlas.',
                'Marketing: mapas y vídeos integrados de otros sitios web, y la medición de nuestra publicidad.',
              ],
            },
            'No se envía ningún evento de análisis, no se instala ninguna cookie de análisis y no se carga ningún mapa ni vídeo integrado de otro sitio web antes de que usted lo permita.',
            'Puede cambiar su elección en cualquier momento mediante el enlace Preferencias de cookies que figura al pie de cada página.',
          ],
        },
        {
          id: 'sharing',
          title: 'Con quién compartimos su información',
          items: [
            'El proveedor que realiza la experiencia que ha reservado, con los datos necesarios para admitirle y prestarla.',
            'Los proveedores de pago, para cobrar su pago y emitir reembolsos.',
            'Los socios afiliados y creadores que le remitieron a nosotros, solo lo necesario para atribuirles la reserva y nunca sus datos de pago.',
            'Los proveedores de servicios que alojan nuestro sitio web y envían nuestros correos electrónicos, en virtud de contratos que solo les permiten utilizar su información siguiendo nuestras instrucciones.',
            'Las autoridades, cuando la ley lo exija o para proteger a nuestros clientes frente al fraude.',
            'No vendemos sus datos personales.',
          ],
        },
        {
          id: 'retention',
          title: 'Cuánto tiempo conservamos su información',
          items: [
            `Los registros del sistema, incluidos los registros de reservas, pagos y reembolsos, se conservan durante ${T.logRetentionYears} años.`,
            `La información compartida con nuestros socios se conserva durante ${T.partnerRetentionYears} años.`,
            'La información de su cuenta se conserva hasta que cierre su cuenta, y su suscripción hasta que se dé de baja.',
            'Cuando termina un plazo, la información se elimina o se anonimiza.',
          ],
        },
        {
          id: 'your-rights',
          title: 'Sus derechos y opciones',
          items: [
            {
              text: 'Según el lugar donde viva, puede pedirnos que:',
              subItems: [
                'le entreguemos una copia de los datos personales que tenemos sobre usted;',
                'corrijamos la información incorrecta o incompleta;',
                'eliminemos su información, salvo que la ley nos obligue a conservarla;',
                'dejemos de utilizarla o limitemos su uso, o la enviemos a otra empresa en un formato común.',
              ],
            },
            `Puede darse de baja de los correos de marketing mediante el enlace incluido en cada correo; su solicitud se tramita en un plazo de ${T.unsubscribeWorkingDays} días hábiles.`,
            'Puede retirar en cualquier momento un consentimiento que haya dado; ello no afecta a lo realizado antes.',
            'Puede presentar una reclamación ante la autoridad de protección de datos del lugar donde vive.',
          ],
        },
        {
          id: 'security',
          title: 'Cómo protegemos su información',
          items: [
            'Nuestras páginas se sirven mediante conexiones cifradas, el acceso a los datos personales se limita a las personas que lo necesitan, y nuestros proveedores y prestadores de servicios deben protegerlos como lo hacemos nosotros.',
            'Ningún método de transmisión o almacenamiento es completamente seguro; si tenemos conocimiento de una brecha que le afecte, se lo comunicaremos a usted y a las autoridades según exija la ley.',
          ],
        },
        {
          id: 'children',
          title: 'Menores',
          items: [
            `Nuestro sitio web está destinado a personas de ${T.minimumAge} años o más. Las reservas para menores las realiza un adulto, que solo nos facilita los datos que el proveedor necesita, como la edad del menor. No recopilamos a sabiendas información directamente de menores.`,
          ],
        },
        {
          id: 'changes-and-contact',
          title: 'Cambios en esta política y cómo contactar con nosotros',
          items: [
            'Actualizamos esta política cuando cambian nuestras prácticas o la ley; la fecha que figura al principio indica la versión más reciente, y los cambios importantes se anuncian en el sitio web o por correo electrónico.',
            'Para cualquier pregunta sobre su información o para ejercer sus derechos, contacte con nuestro equipo de atención al cliente a través de la sección de ayuda de este sitio web.',
          ],
        },
      ],
    },
    terms: {
      title: 'Condiciones de uso',
      description: `Las condiciones que se aplican cuando usted utiliza ${siteName} y reserva una experiencia a través de él: reembolsos, sus responsabilidades, contenidos, responsabilidad y ley aplicable.`,
      intro: [
        `Estas condiciones se aplican cuando usted utiliza ${siteName} y cuando reserva una experiencia a través de él. Al utilizar el sitio web o realizar una reserva, usted las acepta. «Nosotros» y «nuestro» designan al operador de este sitio web; un «proveedor» es la empresa que realiza la experiencia que usted reserva; nuestros «socios afiliados» y «socios creadores» son otros sitios web y personas que nos remiten visitantes.`,
      ],
      sections: [
        {
          id: 'refund-handling-and-booking-changes',
          title: 'Gestión de reembolsos y cambios de reserva',
          items: [
            'Una reserva no puede modificarse, ni cancelarse con reembolso, salvo que la ficha de la experiencia lo indique.',
            'Cuando usted paga una reserva, se celebra un contrato entre usted y el proveedor de la experiencia; nosotros actuamos en nombre del proveedor para tramitar la reserva y cobrar su pago.',
            'No se admiten reembolsos una vez iniciada la experiencia.',
            'Si cancela una reserva adquirida con descuento, el descuento puede anularse y el reembolso reducirse en consecuencia.',
            'Si una reserva no puede confirmarse por motivos técnicos, el reembolso se limita al importe que hayamos recibido por ella.',
            `Los reembolsos se realizan al medio de pago original. Iniciamos el reembolso en un plazo de ${T.refundInitiatedDays} días desde que recibimos el reembolso del proveedor; su banco puede tardar más en reflejarlo.`,
            {
              text: 'Si el medio de pago original ya no está disponible, puede recibir el reembolso en forma de créditos de cuenta. Los créditos de cuenta:',
              subItems: [
                'son exclusivos de los titulares de una cuenta y no son transferibles;',
                'no pueden canjearse por dinero en efectivo;',
                'no pueden utilizarse parcialmente: un crédito se utiliza íntegramente en una sola reserva.',
              ],
            },
            {
              text: 'El plan de cancelación flexible, cuando se ofrece, se contrata junto con la reserva:',
              subItems: [
                `puede cancelar hasta ${T.flexibleCancellationHours} horas antes del inicio de la experiencia;`,
                'se le reembolsa el importe pagado menos el cargo de protección;',
                'el plan queda sin efecto una vez utilizada la entrada.',
              ],
            },
          ],
        },
        {
          id: 'user-responsibility-and-assumption-of-risk',
          title: 'Responsabilidad del usuario y asunción de riesgos',
          items: [
            `Debe tener ${T.minimumAge} años o más para utilizar este sitio web y realizar una reserva. Cada persona solo puede tener una cuenta.`,
            'Las reservas para menores deben realizarlas un adulto, que es responsable de ellos durante la experiencia.',
            'Debe facilitar información exacta y comprobar los requisitos de la experiencia antes de reservar: documentos de identidad, límites de edad y de salud, normas de vestimenta, accesibilidad y puntos de encuentro.',
            'Algunas experiencias conllevan un riesgo de lesión, enfermedad o pérdida. Usted participa bajo su propia responsabilidad y debe seguir las instrucciones del proveedor y las normas del lugar.',
          ],
        },
        {
          id: 'website-prohibited-activities',
          title: 'Actividades prohibidas en el sitio web',
          items: [
            {
              text: 'Al utilizar este sitio web, usted no debe:',
              subItems: [
                'copiar, extraer o recopilar sus contenidos o precios por medios automatizados;',
                'realizar reservas especulativas, falsas o fraudulentas, ni revender entradas sin permiso del proveedor;',
                'interferir en la seguridad o el funcionamiento del sitio web, ni intentar acceder a sistemas o datos a los que no está autorizado;',
                'suplantar la identidad de otra persona, ni publicar contenidos ilícitos, engañosos u ofensivos o que vulneren derechos ajenos;',
                'utilizar el sitio web con cualquier fin contrario a la ley.',
              ],
            },
            'Podemos suspender o cerrar una cuenta y cancelar las reservas realizadas incumpliendo estas normas.',
          ],
        },
        {
          id: 'fraudulent-activities',
          title: 'Actividades fraudulentas',
          items: [
            'Revisamos las reservas para proteger a nuestros clientes y proveedores. Si sospechamos que una reserva o un pago es fraudulento, podemos pedirle una prueba de identidad o de pago, retener o cancelar la reserva y rechazar nuevas reservas.',
            'Una reserva cancelada por sospecha de fraude solo se reembolsa al medio de pago original una vez verificado que el pago es legítimo.',
            'Comunicamos el fraude a los proveedores de pago y, cuando procede, a las autoridades.',
          ],
        },
        {
          id: 'electronic-communications',
          title: 'Comunicaciones electrónicas',
          items: [
            'Usted acepta recibir confirmaciones de reserva, entradas, recibos y mensajes de servicio por correo electrónico u otros medios electrónicos; estos cumplen cualquier requisito legal de comunicación por escrito.',
            `Los mensajes de marketing solo se envían si usted se ha suscrito. Puede darse de baja mediante el enlace incluido en cada mensaje; tramitamos su solicitud en un plazo de ${T.unsubscribeWorkingDays} días hábiles.`,
          ],
        },
        {
          id: 'user-content',
          title: 'Contenido de los usuarios',
          items: [
            'Las opiniones, valoraciones, fotos y demás contenidos que publique deben ser propios, honestos y referirse a una experiencia en la que haya participado.',
            'Usted conserva los derechos sobre su contenido y nos concede una licencia gratuita, mundial y no exclusiva para publicarlo, traducirlo y mostrarlo en nuestros sitios web y en nuestro marketing.',
            'Podemos editar o retirar el contenido de los usuarios que incumpla estas condiciones, por ejemplo para eliminar datos personales o lenguaje ofensivo, y podemos decidir no publicarlo.',
            `Si considera que un contenido de este sitio web es ilícito o incumple estas condiciones, comuníquelo a nuestro equipo de atención al cliente: revisamos su reclamación en un plazo de ${T.complaintBusinessDays} días laborables.`,
            `Si no está de acuerdo con una decisión de moderación sobre su contenido, puede impugnarla en un plazo de ${T.disputeMonths} meses desde la decisión.`,
          ],
        },
        {
          id: 'links-to-third-party-websites',
          title: 'Enlaces a sitios web de terceros',
          items: [
            'Este sitio web enlaza con sitios web de proveedores, recintos y otros terceros, y puede mostrar sus mapas y vídeos si usted lo permite. No controlamos esos sitios web y no somos responsables de su contenido, disponibilidad ni prácticas de privacidad.',
            'Este sitio web no es el sitio oficial de los recintos y atracciones cuyas entradas vende, salvo que así lo indique.',
          ],
        },
        {
          id: 'copyright-infringement-notices',
          title: 'Avisos de infracción de derechos de autor',
          items: [
            {
              text: 'Si considera que un material de este sitio web infringe sus derechos de autor, envíe a nuestro equipo de atención al cliente un aviso que incluya:',
              subItems: [
                'una descripción de la obra protegida;',
                'la dirección de la página en la que aparece el material;',
                'su nombre, dirección postal, número de teléfono y dirección de correo electrónico;',
                'una declaración de que cree de buena fe que el uso no está autorizado por el titular, su representante o la ley;',
                'una declaración de que la información del aviso es exacta y de que usted es el titular o está autorizado para actuar en su nombre;',
                'su firma física o electrónica.',
              ],
            },
            'Retiramos o bloqueamos el acceso al material objeto de un aviso válido, y podemos cerrar las cuentas de los usuarios que infrinjan derechos de forma reiterada.',
          ],
        },
        {
          id: 'disclaimer-of-warranties-and-limitation-of-liability',
          title: 'Exención de garantías y limitación de responsabilidad',
          items: [
            'El sitio web y sus contenidos se ofrecen «tal cual». Procuramos que las descripciones, los precios y la disponibilidad sean exactos, pero no garantizamos que estén libres de errores ni que el sitio web esté siempre disponible.',
            'El proveedor es responsable de la realización de la experiencia. No somos responsables de los actos u omisiones de los proveedores ni de pérdidas indirectas o consecuentes.',
            'Nuestra responsabilidad total por cualquier reclamación relativa a una reserva se limita al importe que usted pagó por esa reserva.',
            'Nada de lo dispuesto en estas condiciones limita la responsabilidad que no pueda limitarse por ley.',
          ],
        },
        {
          id: 'force-majeure',
          title: 'Fuerza mayor',
          items: [
            {
              text: 'Ni nosotros ni el proveedor somos responsables del incumplimiento debido a acontecimientos ajenos a un control razonable, como:',
              subItems: [
                'catástrofes naturales y fenómenos meteorológicos extremos;',
                'epidemias y medidas de salud pública;',
                'guerras, terrorismo y disturbios civiles;',
                'huelgas y decisiones de gobiernos o autoridades;',
                'fallos de las redes de transporte, energía o telecomunicaciones.',
              ],
            },
            'Cuando el proveedor cancela una experiencia por uno de estos acontecimientos, usted recibe el reembolso o la alternativa que prevean la ficha y la política del proveedor.',
          ],
        },
        {
          id: 'indemnification',
          title: 'Indemnización',
          items: [
            'Usted se compromete a indemnizarnos a nosotros, a nuestros proveedores y a nuestros socios afiliados y creadores frente a reclamaciones, pérdidas y costes, incluidos honorarios legales razonables, derivados de su incumplimiento de estas condiciones, de su uso indebido del sitio web o del contenido que publique.',
          ],
        },
        {
          id: 'general-provisions',
          title: 'Disposiciones generales',
          items: [
            'Estas condiciones se rigen por las leyes del Estado de Nueva York, y los litigios se someten a los tribunales situados en el Estado de Nueva York, sin perjuicio de las protecciones imperativas de los consumidores del país en el que usted reside.',
            'Si una disposición de estas condiciones se declara inválida, las demás siguen en vigor. No exigir el cumplimiento de una disposición no supone renunciar a ella.',
            'Podemos modificar estas condiciones; a cada reserva se aplica la versión publicada en el momento de realizarla.',
            'Estas condiciones están redactadas en inglés; las traducciones se ofrecen por comodidad y, en caso de discrepancia, prevalece la versión en inglés.',
          ],
        },
      ],
    },
  },
});
