// Spanish messages: the public impact ledger, its verification, the methodology page and
// self-reported actions. Same keys and order as ../en-ledger.ts (docs/decisions/110). Wording
// follows Directive (EU) 2024/825 as the English does: facts, no generic environmental claim.
import type { Messages } from '../../index.ts';

export const esLedgerMessages = {
  /* ---- Errors ---- */
  'ledger.selfReport.daysInvalid': 'Los días practicados deben ser un número entero entre 1 y {max}.',
  'ledger.selfReport.actionNotFound': 'Elige uno de los gestos sugeridos para este destino.',
  'ledger.selfReport.limit':
    'Has registrado {max} gestos, el máximo que guarda una cuenta. Quita uno antes de registrar otro.',
  'ledger.selfReport.notFound': 'No se ha encontrado este gesto registrado.',

  /* ---- Footer ---- */
  'ledger.footer.ledger': 'Registro de impacto',
  'ledger.footer.methodology': 'Metodología',

  /* ---- /impact/ledger ---- */
  'ledger.meta.title': 'Registro de impacto',
  'ledger.meta.description':
    'Cada abono de Regen Points® y cada decisión sobre un resultado medido, numerados y encadenados con hash para que cualquiera pueda comprobar que ninguno se ha cambiado, eliminado ni reordenado.',
  'ledger.eyebrow': 'Registro público',
  'ledger.title': 'Registro de impacto',
  'ledger.intro':
    'Cada abono de Regen Points® y cada decisión de un revisor sobre un resultado medido, en el orden en que se registraron. Cada entrada tiene un número de serie y un hash SHA-256 de su contenido y del hash de la entrada anterior, de modo que cualquier cambio, eliminación o reordenación se nota.',
  'ledger.privacy':
    'Los viajeros aparecen con seudónimo. Solo aparece un nombre cuando ese viajero ha compartido el certificado y no ha elegido mantener el anonimato.',
  'ledger.summary.entries': '{count, plural, one {# entrada} other {# entradas}} en la cadena',
  'ledger.summary.head': 'Último hash',
  'ledger.summary.none': 'Aún no hay entradas',
  'ledger.filter.legend': 'Filtrar entradas',
  'ledger.filter.destination': 'Destino',
  'ledger.filter.allDestinations': 'Todos los destinos',
  'ledger.filter.activity': 'Actividad',
  'ledger.filter.allActivities': 'Todas las actividades',
  'ledger.filter.unit': 'Unidad de resultado',
  'ledger.filter.allUnits': 'Todas las unidades',
  'ledger.filter.apply': 'Mostrar entradas',
  'ledger.filter.clear': 'Quitar filtros',
  'ledger.filter.showing':
    '{count, plural, =0 {Ninguna entrada coincide} one {Coincide # entrada} other {Coinciden # entradas}}',
  'ledger.empty': 'Aún no hay entradas que coincidan con estos filtros.',
  'ledger.entries.label': 'Entradas del registro, de la más reciente a la más antigua',
  'ledger.entry.serial': 'N.º {serial}',
  'ledger.entry.kind.attended': 'Asistencia abonada',
  'ledger.entry.kind.correction': 'Corrección del n.º {serial}',
  'ledger.entry.kind.outcome_verified': 'Resultado verificado',
  'ledger.entry.kind.outcome_queried': 'Pregunta sobre un resultado',
  'ledger.entry.kind.outcome_rejected': 'Resultado rechazado',
  'ledger.entry.follows': 'Sigue al n.º {serial}',
  'ledger.entry.recorded': 'Registrada el {date} UTC',
  'ledger.entry.points': '{points} Regen Points®',
  'ledger.entry.participants': '{count, plural, one {Asistió # persona} other {Asistieron # personas}}',
  'ledger.entry.noShow': 'Marcada como no presentada',
  'ledger.entry.reviewer': 'Decidido por {reviewer}',
  'ledger.entry.traveler': 'Viajero {id}',
  'ledger.entry.receipt': 'Certificado',
  'ledger.entry.receiptOf': 'Certificado de {name}',
  'ledger.entry.activityGone': 'Actividad ya no publicada',
  'ledger.entry.host': 'Organiza {name}',
  'ledger.entry.hash': 'Hash',
  'ledger.entry.prevHash': 'Hash anterior',
  'ledger.pagination.label': 'Páginas del registro',
  'ledger.pagination.newer': 'Entradas más recientes',
  'ledger.pagination.older': 'Entradas más antiguas',
  'ledger.pagination.page': 'Página {page} de {pages}',
  'ledger.downloads.title': 'Descarga la cadena completa',
  'ledger.downloads.body':
    'Los dos archivos contienen todas las entradas, del n.º 1 a la última, con su hash anterior y su hash: todo lo necesario para comprobar la cadena sin fiarte de esta página.',
  'ledger.downloads.asJson': 'Descargar JSON',
  'ledger.downloads.asCsv': 'Descargar CSV',
  'ledger.downloads.verify': 'Cómo comprobar la cadena',
  'ledger.downloads.methodology': 'Cómo se miden los Regen Points® y los resultados',

  /* ---- /impact/methodology ---- */
  'methodology.meta.title': 'Metodología: cómo se mide el impacto',
  'methodology.meta.description':
    'Qué son y qué no son los Regen Points®, cómo se mide y se verifica cada unidad de resultado, qué es autodeclarado, cómo funciona el registro público y los límites de lo que afirmamos.',
  'methodology.eyebrow': 'Metodología',
  'methodology.title': 'Cómo se mide el impacto y qué no afirmamos',
  'methodology.intro':
    'Esta página explica qué significan nuestras cifras, de dónde vienen, quién las revisa y qué no pueden decirte. Es la referencia de todas las cifras de este sitio.',
  'methodology.toc': 'En esta página',
  'methodology.points.title': 'Qué son los Regen Points®',
  'methodology.points.body1':
    'Los Regen Points® son la unidad propia de este marketplace para la participación en una actividad. Los puntos de una actividad siguen una regla publicada: su duración en horas × 150, o un valor fijo para dos excursiones concretas (400 para la ruta gastronómica de El Cairo, 600 para la actividad del Nilo).',
  'methodology.points.body2':
    'A un viajero se le abonan puntos cuando el anfitrión de la actividad marca su asistencia (o registra su llegada): los puntos de la actividad × las personas que vinieron. Un anfitrión puede corregir la marca durante 14 días; una corrección es una entrada nueva, nunca una edición.',
  'methodology.points.body3':
    'Los puntos solo aparecen como verificados cuando se han verificado los resultados medidos de la sesión; hasta entonces aparecen como pendientes de verificación.',
  'methodology.notPoints.title': 'Qué no son los Regen Points®',
  'methodology.notPoints.body':
    'No son una medida de carbono, biodiversidad ni de ninguna otra magnitud física; no son una compensación, ni un certificado, ni dinero. No se pueden comprar, vender ni intercambiar. Una cifra alta no significa que un viaje no haya tenido efectos perjudiciales: viajar, y sobre todo volar, tiene efectos que estos puntos no cuentan.',
  'methodology.units.title': 'Resultados medidos y sus métodos',
  'methodology.units.body':
    'Lo que una sesión hizo por un lugar se indica aparte de los puntos, en las unidades siguientes. Cada unidad tiene un método que sigue el anfitrión, las pruebas que espera un revisor y la referencia en la que se basa el método. Las cantidades se muestran como números sin más en su unidad («planta ~3 árboles por persona»), nunca como adjetivos.',
  'methodology.units.method': 'Método',
  'methodology.units.evidence': 'Pruebas',
  'methodology.units.source': 'Referencia',
  'methodology.verification.title': 'Cómo se verifican las pruebas y quién lo hace',
  'methodology.verification.body1':
    'Después de una sesión, el anfitrión informa de las cantidades medidas y puede adjuntar hasta 5 fotos y una nota. Un revisor, ya sea un miembro del equipo del marketplace con rol de administrador o un verificador nombrado por un administrador, contrasta el informe con las pruebas que pide la unidad y después lo verifica, hace una pregunta o lo rechaza con un motivo. El anfitrión recibe un correo y puede responder.',
  'methodology.verification.body2':
    'Cada decisión es una entrada del registro público, con quién decidió y cuándo. Los revisores comprueban las pruebas que reciben; no visitan cada lugar, y una revisión puede pasar por alto un error.',
  'methodology.selfReported.title': 'Qué es autodeclarado',
  'methodology.selfReported.body1':
    'Los gestos sugeridos en la página Gestos de cada destino (por ejemplo, ir en tren) muestran lo que vale un gesto por día practicado. Esa cifra es orientativa: nadie la ha ganado y nadie la comprueba.',
  'methodology.selfReported.body2':
    'Un viajero con sesión iniciada puede registrar un gesto que haya practicado. Aparece aparte en Mi impacto, marcado como autodeclarado, y nunca se suma a los Regen Points® abonados o verificados ni al registro público.',
  'methodology.selfReported.body3':
    'La calculadora de impacto de la página de inicio estima los puntos que necesitaría un viaje para que un viajero contribuya de forma positiva a un destino. Es un objetivo, no una medición.',
  'methodology.ledger.title': 'Cómo funciona el registro',
  'methodology.ledger.body1':
    'Cada abono de Regen Points® y cada decisión de un revisor sobre un resultado es una entrada del registro público de impacto, escrita en la misma transacción de base de datos que lo que registra: una entrada existe si y solo si existe el abono o la decisión. Las entradas se numeran 1, 2, 3… sin huecos, y dos entradas nunca pueden seguir a la misma.',
  'methodology.ledger.body2':
    'Nada del registro se edita ni se elimina; la base de datos lo impide. Un error se corrige con una entrada nueva que nombra la que corrige.',
  'methodology.ledger.body3':
    'Los viajeros solo aparecen con un seudónimo aleatorio, nunca con su cuenta. Si se elimina una cuenta, se elimina con ella el vínculo entre la cuenta y su seudónimo; las entradas se quedan y nadie puede saber de quién eran.',
  'methodology.verify.title': 'Cómo comprobar la cadena',
  'methodology.verify.step1': 'Descarga la cadena en JSON o CSV desde el registro de impacto.',
  'methodology.verify.step2':
    'Para cada entrada, escribe su contenido como un objeto JSON con exactamente estas claves en este orden, sin espacios, con los valores ausentes como null y «v» como 1:',
  'methodology.verify.step3':
    'Calcula el SHA-256 de ese texto codificado en UTF-8, en hexadecimal en minúsculas. Debe coincidir con el hash de la entrada.',
  'methodology.verify.step4':
    'El hash anterior de la primera entrada son 64 ceros; el hash anterior de cada una de las demás debe coincidir con el hash de la entrada previa, y los números de serie deben ir 1, 2, 3… sin huecos.',
  'methodology.verify.step5': 'Una corrección nombra una entrada anterior en «corrects».',
  'methodology.verify.command': 'O ejecuta la comprobación que incluye el código fuente:',
  'methodology.verify.commandResult':
    'Termina con 0 cuando la cadena está intacta y, si no, nombra la primera entrada que no coincide. Acepta una dirección o un archivo descargado, JSON o CSV.',
  'methodology.verify.example': 'El contenido de una entrada tal como se calcula su hash:',
  'methodology.limits.title': 'Los límites de lo que afirmamos',
  'methodology.limits.body1':
    'Indicamos lo que se hizo durante una sesión (árboles plantados, kilos de residuos pesados, horas de trabajo local remunerado), no lo que provoca después: no afirmamos tasas de supervivencia, carbono retirado ni cambios ecológicos a largo plazo.',
  'methodology.limits.body2':
    'Las cantidades las informan los anfitriones y un revisor las contrasta con sus pruebas; no las medimos nosotros. Ni los Regen Points® ni nuestros métodos están certificados por terceros.',
  'methodology.limits.body3':
    'El registro demuestra que las entradas no se cambiaron, eliminaron ni reordenaron después de registrarse. No puede demostrar que lo registrado fuera cierto.',
  'methodology.limits.body4':
    'Conforme a la Directiva (UE) 2024/825, no hacemos ninguna afirmación medioambiental genérica, como «verde», «ecológico» o «sostenible» usados como etiqueta, sin los hechos al lado.',
  'methodology.links.ledger': 'Ver el registro de impacto',

  /* ---- /actions: guidance and self-reporting ---- */
  'ledger.actions.guidance': 'Orientativo: lo que vale este gesto por día practicado. Nadie lo ha ganado todavía.',
  'ledger.actions.log.title': '¿Lo has practicado?',
  'ledger.actions.log.days': 'Días practicados',
  'ledger.actions.log.submit': 'Registrar como autodeclarado',
  'ledger.actions.log.logged':
    'Registrado en Mi impacto como autodeclarado: {days, plural, one {# día} other {# días}}.',
  'ledger.actions.log.signIn': 'Inicia sesión para registrarlo',
  'ledger.actions.log.note': 'Autodeclarado: aparece aparte en Mi impacto y nunca se suma a tus Regen Points®.',

  /* ---- My Impact: self-reported actions ---- */
  'ledger.mine.title': 'Gestos autodeclarados',
  'ledger.mine.body':
    'Gestos que has registrado como practicados. Nadie los comprueba, así que se mantienen aparte: no son Regen Points® y no cuentan en tu total ni en el registro público.',
  'ledger.mine.empty': 'No has registrado ningún gesto. La página Gestos de cada destino tiene sugerencias.',
  'ledger.mine.item': '{title} · {country}',
  'ledger.mine.itemDetail':
    '{days, plural, one {# día} other {# días}} · orientativo: {points} al día · registrado el {date}',
  'ledger.mine.guidanceTotal': 'Según las cifras orientativas: {points}. Autodeclarado, sin abonar, sin verificar.',
  'ledger.mine.badge': 'Autodeclarado',
  'ledger.mine.remove': 'Quitar {title}',
  'ledger.mine.removeShort': 'Quitar',
  'ledger.mine.removed': 'Quitado.',
} as const satisfies Partial<Messages>;
