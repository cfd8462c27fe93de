// Spanish messages: measured outcomes, evidence and its review, points verified or awaiting, impact
// per destination and the yearly report. Same keys and order as ../en-outcomes.ts
// (docs/decisions/110). Plain facts, no environmental adjective added in translation.
import type { Messages } from '../../index.ts';

export const esOutcomesMessages = {
  /* ---- The unit catalogue (shared/src/rules/outcome-units.ts) ---- */
  'outcomes.unit.trees_planted.name': 'Árboles plantados',
  'outcomes.unit.trees_planted.unit': 'árboles',
  'outcomes.unit.trees_planted.method':
    'Plantones de especies autóctonas del lugar, plantados durante la sesión y contados uno a uno por el proveedor al final de la sesión. Contamos árboles plantados, no árboles que sobreviven: la supervivencia no se mide ni se declara.',
  'outcomes.unit.trees_planted.evidence':
    'Fotos de la parcela plantada con los plantones visibles y el recuento por especie.',
  'outcomes.unit.habitat_restored_m2.name': 'Hábitat restaurado',
  'outcomes.unit.habitat_restored_m2.unit': 'm²',
  'outcomes.unit.habitat_restored_m2.method':
    'Terreno despejado de plantas invasoras, replantado o restaurado de otra forma durante la sesión, medido como superficie en metros cuadrados con cinta métrica o con un recorrido GPS a su alrededor. Es la superficie trabajada, no una afirmación sobre el estado del ecosistema después.',
  'outcomes.unit.habitat_restored_m2.evidence':
    'Fotos de la zona antes y después, y cómo se midió la superficie (cinta métrica o recorrido GPS).',
  'outcomes.unit.litter_removed_kg.name': 'Residuos retirados',
  'outcomes.unit.litter_removed_kg.unit': 'kg',
  'outcomes.unit.litter_removed_kg.method':
    'Residuos recogidos durante la sesión y pesados en una báscula al final, bolsas incluidas, con precisión de una décima de kilo, y entregados después a un servicio de residuos o reciclaje.',
  'outcomes.unit.litter_removed_kg.evidence': 'Una foto de las bolsas en la báscula con el peso visible.',
  'outcomes.unit.paid_local_work_hours.name': 'Trabajo local remunerado',
  'outcomes.unit.paid_local_work_hours.unit': 'horas',
  'outcomes.unit.paid_local_work_hours.method':
    'Horas de trabajo remunerado de personas que viven en el destino (guías, cocineros, conductores, guardas) para la sesión, según el registro horario o las nóminas del proveedor, con precisión de una décima de hora.',
  'outcomes.unit.paid_local_work_hours.evidence':
    'Las líneas del registro horario o de las nóminas de la sesión, con los nombres tapados.',
  'outcomes.unit.local_project_usd.name': 'Dinero pagado a un proyecto local concreto',
  'outcomes.unit.local_project_usd.unit': 'USD',
  'outcomes.unit.local_project_usd.method':
    'Dinero que el proveedor pagó de los ingresos de la sesión al proyecto local indicado en la actividad, en dólares estadounidenses al cambio del día, según un justificante bancario o de pago que nombra el proyecto.',
  'outcomes.unit.local_project_usd.evidence':
    'El justificante bancario o de pago con el nombre del proyecto y el importe.',
  'outcomes.unit.species_records.name': 'Registros de especies enviados',
  'outcomes.unit.species_records.unit': 'registros',
  'outcomes.unit.species_records.method':
    'Observaciones de especies silvestres (qué, dónde, cuándo, con foto o sonido) hechas durante la sesión y enviadas a una plataforma pública de biodiversidad que comparte sus datos con GBIF, contadas a partir de la lista de la plataforma.',
  'outcomes.unit.species_records.evidence':
    'Un enlace a las observaciones de la sesión en la plataforma, o una captura de pantalla.',
  'outcomes.amount':
    '{unit, select, trees_planted {{count, plural, one {{amount} árbol} other {{amount} árboles}}} habitat_restored_m2 {{amount} m²} litter_removed_kg {{amount} kg} paid_local_work_hours {{count, plural, one {{amount} hora de trabajo local remunerado} other {{amount} horas de trabajo local remunerado}}} local_project_usd {{amount} pagados a un proyecto local} species_records {{count, plural, one {{amount} registro de especie} other {{amount} registros de especies}}} other {{amount}}}',
  'outcomes.perPerson':
    '{unit, select, trees_planted {{count, plural, one {planta ~{amount} árbol por persona} other {planta ~{amount} árboles por persona}}} habitat_restored_m2 {restaura ~{amount} m² de hábitat por persona} litter_removed_kg {retira ~{amount} kg de residuos por persona} paid_local_work_hours {{count, plural, one {paga ~{amount} hora de trabajo local por persona} other {paga ~{amount} horas de trabajo local por persona}}} local_project_usd {paga ~{amount} por persona a {project}} species_records {{count, plural, one {envía ~{amount} registro de especie por persona} other {envía ~{amount} registros de especies por persona}}} other {{amount}}}',
  /* ---- Rules' messages (server, 4xx) ---- */
  'outcomes.error.unknownUnit': 'Elige una unidad de la lista de resultados medidos.',
  'outcomes.error.amount': 'Introduce una cantidad de 0 o más.',
  'outcomes.error.duplicateUnit': 'Cada unidad solo se puede indicar una vez.',
  'outcomes.error.perParticipantPositive': 'Introduce una cantidad prevista por persona mayor que 0.',
  'outcomes.error.perParticipantTooMany': 'La cantidad prevista por persona puede ser como máximo {max}.',
  'outcomes.error.decimals':
    '{decimals, plural, =0 {Esta unidad se cuenta en números enteros.} one {Esta unidad se mide con un decimal.} other {Esta unidad se mide con # decimales.}}',
  'outcomes.error.projectRequired': 'Indica el nombre del proyecto local al que se paga el dinero.',
  'outcomes.error.projectName': 'El nombre del proyecto puede tener como máximo 120 caracteres.',
  'outcomes.error.activityNotFound': 'Actividad no encontrada.',
  'outcomes.error.notYourActivity': 'Solo el proveedor de la actividad puede declarar sus resultados.',
  'outcomes.error.sessionNotFound': 'Sesión no encontrada.',
  'outcomes.error.notYourSession':
    'Solo el proveedor de la actividad puede informar de los resultados de sus sesiones.',
  'outcomes.error.noAttendance': 'Marca quién asistió a esta sesión antes de informar de lo que logró.',
  'outcomes.error.noAmounts': 'Introduce la cantidad medida de al menos una unidad.',
  'outcomes.error.undeclaredUnit': 'Informa solo de las unidades declaradas para esta actividad.',
  'outcomes.error.noteTooLong': 'La nota puede tener como máximo 2000 caracteres.',
  'outcomes.error.tooManyPhotos': 'Adjunta como máximo {max} fotos.',
  'outcomes.error.photo': 'Cada foto debe ser una que hayas subido aquí para este informe.',
  'outcomes.error.answerTheQuestion': 'Este informe tiene una pregunta pendiente: respóndela.',
  'outcomes.error.alreadyUnderReview': 'Esta sesión ya tiene un informe en revisión.',
  'outcomes.error.answerRequired': 'Escribe tu respuesta.',
  'outcomes.error.reportNotFound': 'Informe no encontrado.',
  'outcomes.error.verifiedFinal':
    'Un informe verificado no se puede cambiar. Vuelve a informar de la sesión para corregirlo: el nuevo informe se revisa y hace referencia a este.',
  'outcomes.error.rejectedFinal': 'Este informe se rechazó. Vuelve a informar de la sesión para enviar uno nuevo.',
  'outcomes.error.notQueried': 'Solo se puede responder a un informe que tenga una pregunta.',
  'outcomes.error.waitingForAnswer': 'Este informe está esperando la respuesta del proveedor.',
  'outcomes.error.reviewerOnly': 'Solo los administradores y los verificadores pueden revisar resultados.',
  'outcomes.error.questionRequired': 'Escribe la pregunta para el proveedor.',
  'outcomes.error.reasonRequired': 'Escribe el motivo del rechazo del informe.',
  'outcomes.error.textTooLong': 'Como máximo 1000 caracteres.',
  'outcomes.error.verifierNoAccount': 'No hay ninguna cuenta con este correo. La persona debe registrarse primero.',

  /* ---- Emails to the supplier ---- */
  'outcomes.mail.verified.subject': 'Resultados verificados: {activity}, {date}',
  'outcomes.mail.verified.body':
    'Los resultados de los que informaste para {activity} el {date} están verificados. Los Regen Points® de tus viajeros de esta sesión ya aparecen como verificados.',
  'outcomes.mail.queried.subject': 'Una pregunta sobre tus resultados: {activity}, {date}',
  'outcomes.mail.queried.body':
    'Nuestro verificador tiene una pregunta sobre los resultados de los que informaste para {activity} el {date}.',
  'outcomes.mail.queried.question': 'Pregunta: {text}',
  'outcomes.mail.rejected.subject': 'Resultados no verificados: {activity}, {date}',
  'outcomes.mail.rejected.body':
    'No se han podido verificar los resultados de los que informaste para {activity} el {date}.',
  'outcomes.mail.rejected.reason': 'Motivo: {text}',
  'outcomes.mail.link': 'Abre tu panel: {url}',
  'outcomes.mail.button': 'Abrir mi panel',

  /* ---- The public ledger's label of who decided ---- */
  'outcomes.ledger.reviewer':
    '{role, select, admin {Administrador de Regen Marketplace} other {Verificador de Regen Marketplace}} {name}',
  /* ---- Page heads ---- */
  'meta.impactReport.title': 'Informe de impacto',
  'meta.impactReport.description':
    'Lo que lograron de forma medible las actividades reservadas en Regen Marketplace, por unidad y destino: lo verificado separado de lo pendiente de verificación, en total o por año.',
  'meta.outcomesReview.title': 'Revisar resultados',
  'meta.outcomesReview.description': 'Pruebas de resultados medidos pendientes de revisión.',

  /* ---- The activity page and cards (plain facts) ---- */
  'outcomes.facts.title': 'Qué logra una sesión',
  'outcomes.facts.measured':
    'Declarado por el proveedor; las cantidades de cada sesión se miden y se contrastan con pruebas.',
  'outcomes.facts.reportLink': 'Ver el informe de impacto',
  'outcomes.facts.cardLabel': 'Cada sesión:',

  /* ---- The supplier's panel (Activities tab) ---- */
  'outcomes.panel.title': 'Resultados medidos',
  'outcomes.panel.intro':
    'Indica qué logra una sesión de cada actividad, en unidades medidas, y después de cada sesión informa de lo que logró de verdad, con fotos. Un verificador revisa las pruebas; entonces los Regen Points® de tus viajeros aparecen como verificados.',
  'outcomes.panel.declaredHeading': 'Qué logra una sesión, por persona',
  'outcomes.panel.noneDeclared': 'Aún no hay resultados declarados.',
  'outcomes.panel.declare': 'Declarar resultados',
  'outcomes.panel.forActivity': 'de {activity}',
  'outcomes.panel.declareTitle': 'Resultados de {activity}',
  'outcomes.panel.declareHelp':
    'Elige las unidades que una sesión logra de forma medible y la cantidad que prevés por persona. Cada unidad tiene un método publicado.',
  'outcomes.panel.perPerson': 'Previsto por persona ({unit})',
  'outcomes.panel.projectName': 'Nombre del proyecto local al que se paga',
  'outcomes.panel.amountInvalid': 'Introduce un número para {unit}.',
  'outcomes.panel.saveDeclared': 'Guardar resultados',
  'outcomes.panel.declaredSaved': 'Resultados guardados',
  'outcomes.panel.saveFailed': 'Algo ha fallado. Inténtalo de nuevo.',
  'outcomes.panel.cancel': 'Cancelar',
  'outcomes.panel.sessionsHeading': 'Sesiones de las que informar',
  'outcomes.panel.loading': 'Cargando…',
  'outcomes.panel.loadFailed': 'No se ha podido cargar. Prueba a recargar la página.',
  'outcomes.panel.noSessions': 'Las sesiones aparecerán aquí cuando marques quién asistió.',
  'outcomes.panel.participants': '{count, plural, one {# participante} other {# participantes}}',
  'outcomes.panel.expected': 'Previsto: {amounts}',
  'outcomes.panel.reported': 'Informado: {amounts}',
  'outcomes.panel.question': 'Pregunta: {text}',
  'outcomes.panel.reason': 'Motivo: {text}',
  'outcomes.panel.verifiedBy': 'Verificado por {name} el {date}',
  'outcomes.panel.aVerifier': 'un verificador',
  'outcomes.panel.declareFirst': 'Declara arriba los resultados de esta actividad para poder informar de ellos.',
  'outcomes.panel.report': 'Informar de resultados',
  'outcomes.panel.update': 'Actualizar informe',
  'outcomes.panel.answer': 'Responder a la pregunta',
  'outcomes.panel.correct': 'Corregir el informe',
  'outcomes.panel.reportAgain': 'Volver a informar',
  'outcomes.panel.forSession': 'de {activity}, {when}',
  'outcomes.panel.reportTitle': 'Qué logró {activity}',
  'outcomes.panel.correctionHelp':
    'El informe de esta sesión está verificado y no se puede cambiar. Lo que envíes ahora es un informe nuevo que lo corrige y se vuelve a revisar.',
  'outcomes.panel.measured': '{unit} ({label})',
  'outcomes.panel.expectedHint': 'Previsto para esta sesión: {amount}',
  'outcomes.panel.note': 'Nota para el verificador (opcional)',
  'outcomes.panel.yourAnswer': 'Tu respuesta',
  'outcomes.panel.photos': 'Fotos de prueba (hasta {max})',
  'outcomes.panel.photoAlt': 'Foto de prueba {n}',
  'outcomes.panel.removePhoto': 'Quitar la foto {n}',
  'outcomes.panel.addPhotos': 'Añadir fotos',
  'outcomes.panel.uploading': 'Subiendo…',
  'outcomes.panel.photoLimit': 'Como máximo {max} fotos: las demás no se han añadido.',
  'outcomes.panel.send': 'Enviar a verificación',
  'outcomes.panel.sendAnswer': 'Enviar respuesta',
  'outcomes.panel.sent': 'Enviado a verificación',
  'outcomes.status.notReported': 'Sin informar',
  'outcomes.status.label':
    '{status, select, submitted {Pendiente de verificación} queried {Pregunta enviada} verified {Verificado} rejected {Rechazado} other {{status}}}',

  /* ---- Points and their state (My Impact, receipts) ---- */
  'outcomes.points.state': '{state, select, verified {Verificados} other {Pendientes de verificación}}',
  'outcomes.points.stateWithPoints':
    '{state, select, verified {{points} verificados} other {{points} pendientes de verificación}}',

  'outcomes.receipt.title': 'Resultados medidos de esta sesión',
  'outcomes.receipt.measured': 'Medido: {amounts}',
  'outcomes.receipt.awaiting':
    'El informe del proveedor sobre lo que logró esta sesión aún no se ha verificado. Estos puntos aparecerán como verificados cuando un verificador revise sus pruebas.',
  'outcomes.myImpact.split': '{verified} verificados · {awaiting} pendientes de verificación',

  /* ---- Reviewing (admins and verifiers) ---- */
  'outcomes.review.title': 'Revisar resultados',
  'outcomes.review.intro':
    'Contrasta cada informe con lo que declaró la actividad y con las pruebas. Verifícalo, haz una pregunta al proveedor o recházalo con un motivo: el proveedor recibe un correo cada vez. Un informe verificado no se puede cambiar.',
  'outcomes.review.show': 'Mostrar informes',
  'outcomes.review.tab': '{tab, select, open {Por revisar} verified {Verificados} rejected {Rechazados} other {{tab}}}',
  'outcomes.review.empty': 'No hay informes aquí.',
  'outcomes.review.reported': 'Medido',
  'outcomes.review.expected': 'Previsto según la declaración',
  'outcomes.review.note': 'Nota del proveedor: {text}',
  'outcomes.review.answer': 'Respuesta: {text}',
  'outcomes.review.correction': 'Este informe corrige uno anterior.',
  'outcomes.review.photoAlt': 'Foto de prueba {n} de {activity}',
  'outcomes.review.noPhotos': 'No hay fotos adjuntas.',
  'outcomes.review.decidedBy': 'Decidido por {name} el {date}',
  'outcomes.review.verify': 'Verificar',
  'outcomes.review.query': 'Hacer una pregunta',
  'outcomes.review.reject': 'Rechazar',
  'outcomes.review.questionLabel': 'Pregunta para el proveedor',
  'outcomes.review.reasonLabel': 'Motivo del rechazo',
  'outcomes.review.sendQuestion': 'Enviar pregunta',
  'outcomes.review.sendRejection': 'Rechazar informe',
  'outcomes.review.done':
    '{decision, select, verified {Informe verificado} queried {Pregunta enviada} rejected {Informe rechazado} other {Hecho}}',
  'outcomes.verifiers.title': 'Verificadores',
  'outcomes.verifiers.intro':
    'Un verificador revisa informes de resultados y nada más. Asigna el rol a una cuenta existente con su correo.',
  'outcomes.verifiers.email': 'Correo de la cuenta',
  'outcomes.verifiers.grant': 'Hacer verificador',
  'outcomes.verifiers.granted': '{email} ya puede revisar resultados',
  'outcomes.verifiers.revoke': 'Quitar',

  /* ---- Impact per destination and the report ---- */
  'outcomes.impact.countryTitle': 'Impacto medido en {country}',
  'outcomes.impact.countryIntro':
    'Lo que lograron de forma medible las sesiones reservadas aquí, según informaron sus proveedores. Verificado significa que un verificador revisó las pruebas; el resto está pendiente de verificación.',
  'outcomes.impact.loading': 'Cargando el impacto…',
  'outcomes.impact.loadFailed': 'No se han podido cargar las cifras de impacto. Prueba a recargar la página.',
  'outcomes.impact.empty': 'Aún no hay resultados medidos en {country}.',
  'outcomes.impact.howCounted':
    'Los informes rechazados no se cuentan; una sesión corregida cuenta su último informe verificado.',
  'outcomes.impact.travelers': 'Viajeros que contribuyen',
  'outcomes.impact.suppliers': 'Proveedores que contribuyen',
  'outcomes.impact.pointsVerified': 'Regen Points® verificados',
  'outcomes.impact.pointsAwaiting': 'Regen Points® pendientes de verificación',
  'outcomes.impact.verified': 'Verificado',
  'outcomes.impact.awaiting': 'Pendiente de verificación',
  'outcomes.impact.month': 'Mes',
  'outcomes.impact.points': 'Regen Points®',
  'outcomes.impact.unitOverTime': '{unit} por mes',
  'outcomes.impact.unitTotals':
    'En total: {verified} {label} verificados, {awaiting} {label} pendientes de verificación.',
  'outcomes.impact.pointsOverTime': 'Regen Points® por mes',
  'outcomes.impact.contributorsOverTime': 'Viajeros y proveedores que contribuyen, por mes',
  'outcomes.report.title': 'Informe de impacto',
  'outcomes.report.titleYear': 'Informe de impacto {year}',
  'outcomes.report.intro':
    'Todos los resultados medidos de los que se ha informado en Regen Marketplace, por unidad y destino. Las cantidades verificadas las ha contrastado un verificador con pruebas; el resto está pendiente de verificación.',
  'outcomes.report.yearLabel': 'Año',
  'outcomes.report.allTime': 'Desde el inicio',
  'outcomes.report.show': 'Mostrar',
  'outcomes.report.print': 'Imprimir o guardar como PDF',
  'outcomes.report.totals': 'Totales',
  'outcomes.report.unitsCaption': 'Resultados medidos por unidad',
  'outcomes.report.unit': 'Unidad',
  'outcomes.report.none': 'No hay resultados medidos en este periodo.',
  'outcomes.report.overTime': 'A lo largo del tiempo',
  'outcomes.report.byDestination': 'Por destino',
  'outcomes.report.countryLine':
    '{unit}: {verified} {label} verificados, {awaiting} {label} pendientes de verificación',
  'outcomes.report.limitsTitle': 'Lo que dicen y lo que no dicen estas cifras',
  'outcomes.report.limits':
    'Cuentan lo que se midió durante las sesiones con el método publicado de cada unidad: árboles plantados (no árboles que sobreviven), superficies trabajadas, residuos pesados, horas pagadas, dinero pagado, registros enviados. No son estimaciones de carbono, biodiversidad ni efectos a largo plazo, y no afirmamos ninguna.',
  'outcomes.report.pointsNote':
    'Los Regen Points® siguen las cifras fijas de la especificación para cada actividad; {verified} de ellos están respaldados por resultados verificados.',
} as const satisfies Partial<Messages>;
