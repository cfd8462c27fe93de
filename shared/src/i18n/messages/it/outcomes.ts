// Italian messages: measured outcomes, evidence and its review, points verified or awaiting, impact
// per destination and the yearly report. Same keys and order as ../en-outcomes.ts
// (docs/decisions/110). Plain facts, no environmental adjective added in translation.
import type { Messages } from '../../index.ts';

export const itOutcomesMessages = {
  /* ---- The unit catalogue (shared/src/rules/outcome-units.ts) ---- */
  'outcomes.unit.trees_planted.name': 'Alberi piantati',
  'outcomes.unit.trees_planted.unit': 'alberi',
  'outcomes.unit.trees_planted.method':
    'Piantine di specie autoctone del sito, messe a dimora durante la sessione e contate una per una dal fornitore alla fine della sessione. Contiamo gli alberi piantati, non quelli che sopravvivono: la sopravvivenza non viene misurata né dichiarata.',
  'outcomes.unit.trees_planted.evidence': 'Foto dell’area piantata con le piantine visibili e il conteggio per specie.',
  'outcomes.unit.habitat_restored_m2.name': 'Habitat ripristinato',
  'outcomes.unit.habitat_restored_m2.unit': 'm²',
  'outcomes.unit.habitat_restored_m2.method':
    'Terreno liberato da piante invasive, ripiantato o ripristinato in altro modo durante la sessione, misurato come superficie in metri quadrati con un metro a nastro o con una traccia GPS del perimetro. È l’area lavorata, non un’affermazione sullo stato dell’ecosistema dopo.',
  'outcomes.unit.habitat_restored_m2.evidence':
    'Foto dell’area prima e dopo, e come è stata misurata la superficie (metro a nastro o traccia GPS).',
  'outcomes.unit.litter_removed_kg.name': 'Rifiuti rimossi',
  'outcomes.unit.litter_removed_kg.unit': 'kg',
  'outcomes.unit.litter_removed_kg.method':
    'Rifiuti raccolti durante la sessione e pesati su una bilancia alla fine, sacchi compresi, al decimo di chilo, poi consegnati a un servizio di raccolta o di riciclo.',
  'outcomes.unit.litter_removed_kg.evidence': 'Una foto dei sacchi sulla bilancia con il peso leggibile.',
  'outcomes.unit.paid_local_work_hours.name': 'Lavoro locale retribuito',
  'outcomes.unit.paid_local_work_hours.unit': 'ore',
  'outcomes.unit.paid_local_work_hours.method':
    'Ore di lavoro retribuito di persone che vivono nella destinazione (guide, cuochi, autisti, guardiaparco) per la sessione, secondo il foglio presenze o le buste paga del fornitore, al decimo d’ora.',
  'outcomes.unit.paid_local_work_hours.evidence':
    'Le righe del foglio presenze o delle buste paga della sessione, con i nomi coperti.',
  'outcomes.unit.local_project_usd.name': 'Denaro versato a un progetto locale indicato',
  'outcomes.unit.local_project_usd.unit': 'USD',
  'outcomes.unit.local_project_usd.method':
    'Denaro che il fornitore ha versato dagli incassi della sessione al progetto locale indicato nell’attività, in dollari USA al cambio del giorno, come risulta da una ricevuta bancaria o di pagamento che nomina il progetto.',
  'outcomes.unit.local_project_usd.evidence':
    'La ricevuta bancaria o di pagamento con il nome del progetto e l’importo.',
  'outcomes.unit.species_records.name': 'Segnalazioni di specie inviate',
  'outcomes.unit.species_records.unit': 'segnalazioni',
  'outcomes.unit.species_records.method':
    'Osservazioni di specie selvatiche (cosa, dove, quando, con una foto o un suono) fatte durante la sessione e inviate a una piattaforma pubblica sulla biodiversità che condivide i suoi dati con GBIF, contate dall’elenco della piattaforma.',
  'outcomes.unit.species_records.evidence':
    'Un link alle osservazioni della sessione sulla piattaforma, o uno screenshot.',
  'outcomes.amount':
    '{unit, select, trees_planted {{count, plural, one {{amount} albero} other {{amount} alberi}}} habitat_restored_m2 {{amount} m²} litter_removed_kg {{amount} kg} paid_local_work_hours {{count, plural, one {{amount} ora di lavoro locale retribuito} other {{amount} ore di lavoro locale retribuito}}} local_project_usd {{amount} versati a un progetto locale} species_records {{count, plural, one {{amount} segnalazione di specie} other {{amount} segnalazioni di specie}}} other {{amount}}}',
  'outcomes.perPerson':
    '{unit, select, trees_planted {{count, plural, one {pianta ~{amount} albero a persona} other {pianta ~{amount} alberi a persona}}} habitat_restored_m2 {ripristina ~{amount} m² di habitat a persona} litter_removed_kg {rimuove ~{amount} kg di rifiuti a persona} paid_local_work_hours {{count, plural, one {retribuisce ~{amount} ora di lavoro locale a persona} other {retribuisce ~{amount} ore di lavoro locale a persona}}} local_project_usd {versa ~{amount} a persona a {project}} species_records {{count, plural, one {invia ~{amount} segnalazione di specie a persona} other {invia ~{amount} segnalazioni di specie a persona}}} other {{amount}}}',
  /* ---- Rules' messages (server, 4xx) ---- */
  'outcomes.error.unknownUnit': 'Scegli un’unità dall’elenco dei risultati misurati.',
  'outcomes.error.amount': 'Inserisci una quantità pari o superiore a 0.',
  'outcomes.error.duplicateUnit': 'Ogni unità si può indicare una sola volta.',
  'outcomes.error.perParticipantPositive': 'Inserisci una quantità prevista a persona maggiore di 0.',
  'outcomes.error.perParticipantTooMany': 'La quantità prevista a persona può essere al massimo {max}.',
  'outcomes.error.decimals':
    '{decimals, plural, =0 {Questa unità si conta in numeri interi.} one {Questa unità si misura con un decimale.} other {Questa unità si misura con # decimali.}}',
  'outcomes.error.projectRequired': 'Indica il nome del progetto locale a cui viene versato il denaro.',
  'outcomes.error.projectName': 'Il nome del progetto può contenere al massimo 120 caratteri.',
  'outcomes.error.activityNotFound': 'Attività non trovata.',
  'outcomes.error.notYourActivity': 'Solo il fornitore dell’attività può dichiararne i risultati.',
  'outcomes.error.sessionNotFound': 'Sessione non trovata.',
  'outcomes.error.notYourSession': 'Solo il fornitore dell’attività può comunicare i risultati delle sue sessioni.',
  'outcomes.error.noAttendance': 'Segna chi ha partecipato a questa sessione prima di comunicare cosa ha ottenuto.',
  'outcomes.error.noAmounts': 'Inserisci la quantità misurata per almeno un’unità.',
  'outcomes.error.undeclaredUnit': 'Comunica solo le unità dichiarate per questa attività.',
  'outcomes.error.noteTooLong': 'La nota può contenere al massimo 2.000 caratteri.',
  'outcomes.error.tooManyPhotos': 'Allega al massimo {max} foto.',
  'outcomes.error.photo': 'Ogni foto deve essere una di quelle caricate qui per questo resoconto.',
  'outcomes.error.answerTheQuestion': 'Questo resoconto ha una domanda in sospeso: rispondi a quella.',
  'outcomes.error.alreadyUnderReview': 'Questa sessione ha già un resoconto in esame.',
  'outcomes.error.answerRequired': 'Scrivi la tua risposta.',
  'outcomes.error.reportNotFound': 'Resoconto non trovato.',
  'outcomes.error.verifiedFinal':
    'Un resoconto verificato non si può modificare. Comunica di nuovo la sessione per correggerlo: il nuovo resoconto viene esaminato e fa riferimento a questo.',
  'outcomes.error.rejectedFinal':
    'Questo resoconto è stato rifiutato. Comunica di nuovo la sessione per inviarne uno nuovo.',
  'outcomes.error.notQueried': 'Si può rispondere solo a un resoconto con una domanda.',
  'outcomes.error.waitingForAnswer': 'Questo resoconto attende la risposta del fornitore.',
  'outcomes.error.reviewerOnly': 'Solo amministratori e verificatori possono esaminare i risultati.',
  'outcomes.error.questionRequired': 'Scrivi la domanda per il fornitore.',
  'outcomes.error.reasonRequired': 'Scrivi il motivo del rifiuto del resoconto.',
  'outcomes.error.textTooLong': 'Al massimo 1.000 caratteri.',
  'outcomes.error.verifierNoAccount': 'Nessun account con questa email. La persona deve prima registrarsi.',

  /* ---- Emails to the supplier ---- */
  'outcomes.mail.verified.subject': 'Risultati verificati: {activity}, {date}',
  'outcomes.mail.verified.body':
    'I risultati che hai comunicato per {activity} del {date} sono verificati. I Regen Points® dei tuoi viaggiatori per questa sessione ora risultano verificati.',
  'outcomes.mail.queried.subject': 'Una domanda sui tuoi risultati: {activity}, {date}',
  'outcomes.mail.queried.body':
    'Il nostro verificatore ha una domanda sui risultati che hai comunicato per {activity} del {date}.',
  'outcomes.mail.queried.question': 'Domanda: {text}',
  'outcomes.mail.rejected.subject': 'Risultati non verificati: {activity}, {date}',
  'outcomes.mail.rejected.body':
    'Non è stato possibile verificare i risultati che hai comunicato per {activity} del {date}.',
  'outcomes.mail.rejected.reason': 'Motivo: {text}',
  'outcomes.mail.link': 'Apri la tua dashboard: {url}',
  'outcomes.mail.button': 'Apri la dashboard',

  /* ---- The public ledger's label of who decided ---- */
  'outcomes.ledger.reviewer':
    '{role, select, admin {Amministratore di Regen Marketplace} other {Verificatore di Regen Marketplace}} {name}',
  /* ---- Page heads ---- */
  'meta.impactReport.title': 'Rapporto d’impatto',
  'meta.impactReport.description':
    'Cosa hanno ottenuto in modo misurabile le attività prenotate su Regen Marketplace, per unità e destinazione: il verificato separato da ciò che attende verifica, in totale o per anno.',
  'meta.outcomesReview.title': 'Esamina i risultati',
  'meta.outcomesReview.description': 'Prove di risultati misurati in attesa di esame.',

  /* ---- The activity page and cards (plain facts) ---- */
  'outcomes.facts.title': 'Cosa fa una sessione',
  'outcomes.facts.measured':
    'Dichiarato dal fornitore; le quantità di ogni sessione vengono misurate e confrontate con le prove.',
  'outcomes.facts.reportLink': 'Vedi il rapporto d’impatto',
  'outcomes.facts.cardLabel': 'Ogni sessione:',

  /* ---- The supplier's panel (Activities tab) ---- */
  'outcomes.panel.title': 'Risultati misurati',
  'outcomes.panel.intro':
    'Indica cosa fa una sessione di ogni attività, in unità misurate, e dopo ogni sessione comunica cosa ha ottenuto davvero, con le foto. Un verificatore controlla le prove; a quel punto i Regen Points® dei tuoi viaggiatori risultano verificati.',
  'outcomes.panel.declaredHeading': 'Cosa fa una sessione, a persona',
  'outcomes.panel.noneDeclared': 'Ancora nessun risultato dichiarato.',
  'outcomes.panel.declare': 'Dichiara i risultati',
  'outcomes.panel.forActivity': 'di {activity}',
  'outcomes.panel.declareTitle': 'Risultati di {activity}',
  'outcomes.panel.declareHelp':
    'Scegli le unità che una sessione ottiene in modo misurabile e la quantità che prevedi a persona. Ogni unità ha un metodo pubblicato.',
  'outcomes.panel.perPerson': 'Previsto a persona ({unit})',
  'outcomes.panel.projectName': 'Nome del progetto locale che riceve il denaro',
  'outcomes.panel.amountInvalid': 'Inserisci un numero per {unit}.',
  'outcomes.panel.saveDeclared': 'Salva i risultati',
  'outcomes.panel.declaredSaved': 'Risultati salvati',
  'outcomes.panel.saveFailed': 'Qualcosa è andato storto. Riprova.',
  'outcomes.panel.cancel': 'Annulla',
  'outcomes.panel.sessionsHeading': 'Sessioni da comunicare',
  'outcomes.panel.loading': 'Caricamento…',
  'outcomes.panel.loadFailed': 'Caricamento non riuscito. Prova ad aggiornare la pagina.',
  'outcomes.panel.noSessions': 'Le sessioni compariranno qui quando segnerai chi ha partecipato.',
  'outcomes.panel.participants': '{count, plural, one {# partecipante} other {# partecipanti}}',
  'outcomes.panel.expected': 'Previsto: {amounts}',
  'outcomes.panel.reported': 'Comunicato: {amounts}',
  'outcomes.panel.question': 'Domanda: {text}',
  'outcomes.panel.reason': 'Motivo: {text}',
  'outcomes.panel.verifiedBy': 'Verificato da {name} il {date}',
  'outcomes.panel.aVerifier': 'un verificatore',
  'outcomes.panel.declareFirst': 'Dichiara qui sopra i risultati di questa attività per poterli comunicare.',
  'outcomes.panel.report': 'Comunica i risultati',
  'outcomes.panel.update': 'Aggiorna il resoconto',
  'outcomes.panel.answer': 'Rispondi alla domanda',
  'outcomes.panel.correct': 'Correggi il resoconto',
  'outcomes.panel.reportAgain': 'Comunica di nuovo',
  'outcomes.panel.forSession': 'di {activity}, {when}',
  'outcomes.panel.reportTitle': 'Cosa ha ottenuto {activity}',
  'outcomes.panel.correctionHelp':
    'Il resoconto di questa sessione è verificato e non si può modificare. Ciò che invii ora è un nuovo resoconto che lo corregge, e verrà esaminato di nuovo.',
  'outcomes.panel.measured': '{unit} ({label})',
  'outcomes.panel.expectedHint': 'Previsto per questa sessione: {amount}',
  'outcomes.panel.note': 'Nota per il verificatore (facoltativa)',
  'outcomes.panel.yourAnswer': 'La tua risposta',
  'outcomes.panel.photos': 'Foto come prova (fino a {max})',
  'outcomes.panel.photoAlt': 'Foto di prova {n}',
  'outcomes.panel.removePhoto': 'Rimuovi la foto {n}',
  'outcomes.panel.addPhotos': 'Aggiungi foto',
  'outcomes.panel.uploading': 'Caricamento…',
  'outcomes.panel.photoLimit': 'Al massimo {max} foto: le altre non sono state aggiunte.',
  'outcomes.panel.send': 'Invia per la verifica',
  'outcomes.panel.sendAnswer': 'Invia la risposta',
  'outcomes.panel.sent': 'Inviato per la verifica',
  'outcomes.status.notReported': 'Non comunicato',
  'outcomes.status.label':
    '{status, select, submitted {In attesa di verifica} queried {Domanda posta} verified {Verificato} rejected {Rifiutato} other {{status}}}',

  /* ---- Points and their state (My Impact, receipts) ---- */
  'outcomes.points.state': '{state, select, verified {Verificati} other {In attesa di verifica}}',
  'outcomes.points.stateWithPoints':
    '{state, select, verified {{points} verificati} other {{points} in attesa di verifica}}',

  'outcomes.receipt.title': 'Risultati misurati di questa sessione',
  'outcomes.receipt.measured': 'Misurato: {amounts}',
  'outcomes.receipt.awaiting':
    'Il resoconto del fornitore su cosa ha ottenuto questa sessione non è ancora stato verificato. Questi punti risulteranno verificati quando un verificatore ne avrà controllato le prove.',
  'outcomes.myImpact.split': '{verified} verificati · {awaiting} in attesa di verifica',

  /* ---- Reviewing (admins and verifiers) ---- */
  'outcomes.review.title': 'Esamina i risultati',
  'outcomes.review.intro':
    'Confronta ogni resoconto con ciò che l’attività ha dichiarato e con le prove. Verificalo, fai una domanda al fornitore o rifiutalo indicando un motivo: il fornitore riceve un’email ogni volta. Un resoconto verificato non si può modificare.',
  'outcomes.review.show': 'Mostra i resoconti',
  'outcomes.review.tab': '{tab, select, open {Da esaminare} verified {Verificati} rejected {Rifiutati} other {{tab}}}',
  'outcomes.review.empty': 'Nessun resoconto qui.',
  'outcomes.review.reported': 'Misurato',
  'outcomes.review.expected': 'Previsto dalla dichiarazione',
  'outcomes.review.note': 'Nota del fornitore: {text}',
  'outcomes.review.answer': 'Risposta: {text}',
  'outcomes.review.correction': 'Questo resoconto ne corregge uno precedente.',
  'outcomes.review.photoAlt': 'Foto di prova {n} di {activity}',
  'outcomes.review.noPhotos': 'Nessuna foto allegata.',
  'outcomes.review.decidedBy': 'Deciso da {name} il {date}',
  'outcomes.review.verify': 'Verifica',
  'outcomes.review.query': 'Fai una domanda',
  'outcomes.review.reject': 'Rifiuta',
  'outcomes.review.questionLabel': 'Domanda per il fornitore',
  'outcomes.review.reasonLabel': 'Motivo del rifiuto',
  'outcomes.review.sendQuestion': 'Invia la domanda',
  'outcomes.review.sendRejection': 'Rifiuta il resoconto',
  'outcomes.review.done':
    '{decision, select, verified {Resoconto verificato} queried {Domanda inviata} rejected {Resoconto rifiutato} other {Fatto}}',
  'outcomes.verifiers.title': 'Verificatori',
  'outcomes.verifiers.intro':
    'Un verificatore esamina i resoconti dei risultati e nient’altro. Assegna il ruolo a un account esistente tramite la sua email.',
  'outcomes.verifiers.email': 'Email dell’account',
  'outcomes.verifiers.grant': 'Rendi verificatore',
  'outcomes.verifiers.granted': '{email} ora può esaminare i risultati',
  'outcomes.verifiers.revoke': 'Rimuovi',

  /* ---- Impact per destination and the report ---- */
  'outcomes.impact.countryTitle': '{country}: impatto misurato',
  'outcomes.impact.countryIntro':
    'Cosa hanno ottenuto in modo misurabile le sessioni prenotate qui, secondo quanto comunicato dai fornitori. Verificato significa che un verificatore ha controllato le prove; il resto è in attesa di verifica.',
  'outcomes.impact.loading': 'Caricamento dell’impatto…',
  'outcomes.impact.loadFailed': 'Impossibile caricare i dati d’impatto. Prova ad aggiornare la pagina.',
  'outcomes.impact.empty': 'Ancora nessun risultato misurato comunicato per la destinazione {country}.',
  'outcomes.impact.howCounted':
    'I resoconti rifiutati non vengono contati; per una sessione corretta conta il suo ultimo resoconto verificato.',
  'outcomes.impact.travelers': 'Viaggiatori che contribuiscono',
  'outcomes.impact.suppliers': 'Fornitori che contribuiscono',
  'outcomes.impact.pointsVerified': 'Regen Points® verificati',
  'outcomes.impact.pointsAwaiting': 'Regen Points® in attesa di verifica',
  'outcomes.impact.verified': 'Verificato',
  'outcomes.impact.awaiting': 'In attesa di verifica',
  'outcomes.impact.month': 'Mese',
  'outcomes.impact.points': 'Regen Points®',
  'outcomes.impact.unitOverTime': '{unit} per mese',
  'outcomes.impact.unitTotals': 'In totale: {verified} {label} verificati, {awaiting} {label} in attesa di verifica.',
  'outcomes.impact.pointsOverTime': 'Regen Points® per mese',
  'outcomes.impact.contributorsOverTime': 'Viaggiatori e fornitori che contribuiscono, per mese',
  'outcomes.report.title': 'Rapporto d’impatto',
  'outcomes.report.titleYear': 'Rapporto d’impatto {year}',
  'outcomes.report.intro':
    'Tutti i risultati misurati comunicati su Regen Marketplace, per unità e destinazione. Le quantità verificate sono state confrontate con le prove da un verificatore; il resto è in attesa di verifica.',
  'outcomes.report.yearLabel': 'Anno',
  'outcomes.report.allTime': 'Dall’inizio',
  'outcomes.report.show': 'Mostra',
  'outcomes.report.print': 'Stampa o salva in PDF',
  'outcomes.report.totals': 'Totali',
  'outcomes.report.unitsCaption': 'Risultati misurati per unità',
  'outcomes.report.unit': 'Unità',
  'outcomes.report.none': 'Nessun risultato misurato comunicato per questo periodo.',
  'outcomes.report.overTime': 'Nel tempo',
  'outcomes.report.byDestination': 'Per destinazione',
  'outcomes.report.countryLine': '{unit}: {verified} {label} verificati, {awaiting} {label} in attesa di verifica',
  'outcomes.report.limitsTitle': 'Cosa dicono e cosa non dicono questi dati',
  'outcomes.report.limits':
    'Contano ciò che è stato misurato durante le sessioni con il metodo pubblicato di ogni unità: alberi piantati (non alberi che sopravvivono), aree lavorate, rifiuti pesati, ore retribuite, denaro versato, segnalazioni inviate. Non sono stime di carbonio, biodiversità o effetti a lungo termine, e non ne rivendichiamo.',
  'outcomes.report.pointsNote':
    'I Regen Points® seguono i valori fissi per attività della specifica; {verified} di essi sono supportati da risultati verificati.',
} as const satisfies Partial<Messages>;
