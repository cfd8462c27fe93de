// Italian messages: the catalogue's own entries in ../en.ts (shared words, layout, page titles,
// generic UI, statuses, emails, calendar files, errors and validation). Same keys, order and
// groups as en.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const itCoreMessages = {
  /* ---- Shared words ---- */
  'common.people': '{count, plural, one {# persona} other {# persone}}',
  'common.siteName': 'Regen Marketplace',

  /* ---- Layout: header, menu, footer, not found (docs/spec/public-site.md §1) ---- */
  'layout.skipToContent': 'Vai al contenuto',
  'layout.logo.home': 'Home di Regen Marketplace',
  'layout.header.nav': 'Principale',
  'layout.header.signIn': 'Accedi',
  'layout.header.signUpTraveler': 'Registrati come viaggiatore',
  'layout.menu.button': 'Menu',
  'layout.menu.label': 'Menu principale',
  'layout.menu.aboutUs': 'Chi siamo',
  'layout.menu.destinations': 'Destinazioni',
  'layout.menu.currentProjects': 'Progetti in corso',
  'layout.menu.news': 'Notizie sul turismo rigenerativo',
  'layout.menu.myProfile': 'Il mio profilo',
  'layout.menu.myImpact': 'Il mio impatto',
  'layout.menu.messages': 'Messaggi',
  'layout.menu.unread': '{label}, da leggere: {count}',
  'layout.footer.tagline':
    'Prenota attività di fornitori locali: ciò che ogni sessione ottiene viene misurato, verificato e pubblicato.',
  'layout.footer.nav': 'Piè di pagina',
  'layout.footer.destinations': 'Destinazioni',
  'layout.footer.aboutUs': 'Chi siamo',
  'layout.footer.contactUs': 'Contatti',
  'layout.footer.supplierSignup': 'Registrazione fornitori',
  'layout.footer.blog': 'Blog',
  'layout.footer.credits': 'Crediti',
  'layout.footer.followUs': 'Seguici',
  'layout.footer.copyright': '© 2023 Regen Marketplace. Tutti i diritti riservati.',
  'notFound.code': '404',
  'notFound.title': 'Ops! Pagina non trovata',
  'notFound.body': 'La pagina che cerchi non esiste o è stata spostata.',
  'notFound.home': 'Torna alla home',
  'meta.siteTitle': 'Regen Marketplace',
  'meta.notFoundTitle': 'Pagina non trovata · Regen Marketplace',
  // Each page's title and description (its route's head).
  'meta.aboutUs.title': 'Chi siamo',
  'meta.aboutUs.description':
    'Cosa significano i Regen Points® per viaggiatori, fornitori e destinazioni, e la missione, i valori e la storia di Regen Marketplace.',
  'meta.blog.title': 'Blog',
  'meta.blog.description':
    'Guide e storie su turismo rigenerativo, tutela della natura, impatto sulle comunità e viaggi responsabili.',
  'meta.contactUs.title': 'Contatti',
  'meta.contactUs.description':
    'Scrivi a Regen Marketplace per informazioni generali, collaborazioni e partnership. Rispondiamo entro 24–48 ore nei giorni lavorativi.',
  'meta.credits.title': 'Crediti',
  'meta.credits.description':
    'Chi ha realizzato le illustrazioni e le altre risorse di Regen Marketplace, e con quali licenze sono condivise.',
  'meta.currentProjects.title': 'Progetti in corso',
  'meta.currentProjects.description':
    'Sei progetti rigenerativi sostenuti dai nostri viaggiatori e fornitori, dal ripristino delle mangrovie alla rinascita dei borghi.',
  'meta.destinations.title': 'Scegli la tua destinazione',
  'meta.destinations.description':
    'Scegli uno dei 37 Paesi di destinazione per trovare esperienze rigenerative e modi per contribuire.',
  'meta.experiences.title': 'Cerca esperienze',
  'meta.experiences.description':
    'Cerca esperienze di turismo rigenerativo in 37 Paesi per attività, impatto, data, prezzo, durata e impegno.',
  'meta.news.title': 'Notizie sul turismo rigenerativo',
  'meta.news.description':
    'Notizie su tutela marina, riforestazione, turismo di comunità e azione per il clima dalle destinazioni rigenerative.',
  'meta.actionsIndex.title': 'Paese non indicato',
  'meta.actionsIndex.description': 'Scegli una destinazione per scoprire come puoi contribuire.',
  'meta.admin.title': 'Amministrazione',
  'meta.admin.description': 'Esamina e approva le attività dei fornitori.',
  'meta.signIn.title': 'Accedi',
  'meta.signIn.description': 'Accedi al tuo account Regen Marketplace.',
  'meta.comingSoon.title': 'Presto disponibile',
  'meta.comingSoon.description': 'Questa funzione è in fase di sviluppo.',
  'meta.supplierSignup.title': 'Registrazione fornitori',
  'meta.supplierSignup.description': 'Crea un account fornitore e pubblica le tue attività rigenerative.',
  'meta.travelerSignup.title': 'Registrazione viaggiatori',
  'meta.travelerSignup.description': 'Crea un account viaggiatore per prenotare esperienze rigenerative.',
  'meta.impact.title': 'Il mio impatto',
  'meta.impact.description':
    'I tuoi Regen Points® verificati, per Paese, con il tuo obiettivo di viaggio e i tuoi attestati d’impatto.',
  'meta.travelerDashboard.title': 'Le mie prenotazioni',
  'meta.travelerDashboard.description': 'Le tue prenotazioni attuali e passate.',
  'meta.home.title': 'Regen Marketplace',
  'meta.home.description':
    'Viaggi rigenerativi: calcola il tuo impatto in Regen Points®, esplora 37 destinazioni e prenota attività di fornitori locali.',
  'meta.actions.title': '{country}: come contribuire',
  'meta.actions.description':
    'Gesti semplici per un viaggio rigenerativo (destinazione: {country}), con i Regen Points® che ciascuno vale per giorno di pratica (indicativi, autodichiarati).',
  'meta.countryNotFound.title': 'Paese non trovato',
  'meta.countryNotFound.description': 'Questo Paese non è una delle nostre destinazioni.',
  'meta.countryExperiences.title': '{country}: esperienze',
  'meta.countryExperiences.description':
    '{country}: esperienze di turismo rigenerativo, attività ambientali e sociali proposte da fornitori locali.',
  'meta.country.description':
    '{country}: viaggiare in modo rigenerativo, cosa rende speciale questo Paese, attività da prenotare e gesti che aiutano.',
  'meta.postNotFound.title': 'Articolo non trovato',
  'meta.postNotFound.description': 'L’articolo del blog che cerchi non esiste.',
  'meta.articleNotFound.title': 'Notizia non trovata',
  'meta.articleNotFound.description': 'La notizia che cerchi non esiste.',
  'meta.siteDescription':
    'Regen Marketplace: trova esperienze di viaggio rigenerativo proposte da fornitori locali e misura il tuo impatto in Regen Points®.',

  /* ---- Generic UI (components/ui) ---- */
  'ui.loading': 'Caricamento',
  'ui.dialog.close': 'Chiudi',
  'ui.password.show': 'Mostra {field}',
  'ui.password.hide': 'Nascondi {field}',
  'status.activity':
    '{status, select, approved {Pubblicata} pending {In attesa} rejected {Rifiutata} other {{status}}}',
  'status.booking':
    '{status, select, confirmed {Confermata} cancelled {Cancellata} completed {Completata} no_show {Mancata presenza} pending {In attesa} other {{status}}}',
  'status.payment':
    '{status, select, pending {Pagamento in attesa} completed {Pagamento completato} failed {Pagamento non riuscito} other {Pagamento: {status}}}',
  'status.payOnSite': 'Pagamento sul posto',

  /* ---- Emails (docs/design.md §7) ---- */
  'mail.greeting': 'Ciao {name},',
  'mail.greetingAnonymous': 'Ciao,',
  'mail.signature': 'Regen Marketplace',
  'mail.verification.subject': 'Conferma il tuo indirizzo email',
  'mail.verification.welcome':
    'Benvenuto su Regen Marketplace! Conferma il tuo indirizzo email per completare la registrazione.',
  'mail.verification.validity':
    'Il link è valido per 24 ore. Se non hai creato un account, puoi ignorare questa email.',
  'mail.verification.button': 'Conferma la tua email',
  'mail.verification.link': 'Conferma la tua email: {url}',
  'mail.passwordReset.subject': 'Reimposta la password',
  'mail.passwordReset.request':
    'Abbiamo ricevuto una richiesta di reimpostazione della password del tuo account Regen Marketplace.',
  'mail.passwordReset.validity':
    'Il link è valido per un’ora e si può usare una sola volta. Impostando una nuova password verrai disconnesso da tutti gli altri dispositivi. Se non l’hai chiesto tu, puoi ignorare questa email: la tua password resta la stessa.',
  'mail.passwordReset.button': 'Imposta una nuova password',
  'mail.passwordReset.link': 'Imposta una nuova password: {url}',
  'mail.activityApproved.subject': 'La tua attività è online: {title}',
  'mail.activityApproved.body':
    'Buone notizie: la tua attività «{title}» è stata approvata ed è ora online su Regen Marketplace.',
  'mail.activityRejected.subject': 'La tua attività non è stata approvata: {title}',
  'mail.activityRejected.body': 'La tua attività «{title}» non è stata approvata.',
  'mail.activityRejected.reason': 'Motivo: {reason}',
  'mail.activityRejected.edit': 'Puoi modificare l’attività dalla tua dashboard.',
  'mail.activityStatus.button': 'Apri la dashboard',
  'mail.activityStatus.link': 'La tua dashboard: {url}',
  'mail.bookingConfirmed.subject': 'Prenotazione confermata: {activity}, {date}',
  'mail.bookingConfirmed.body':
    'La tua prenotazione è confermata: {activity} con {business}, {when}, per {people, plural, one {# persona} other {# persone}}.',
  'mail.bookingConfirmed.total': 'Totale: {total}, da pagare sul posto.',
  'mail.bookingConfirmed.policy': 'Condizioni di cancellazione: {policy}',
  'mail.bookingConfirmed.link': 'Visualizza o cancella la prenotazione e scrivi al fornitore: {url}',
  'mail.bookingNew.subject': 'Nuova prenotazione: {activity}, {date}',
  'mail.bookingNew.body': 'Nuova prenotazione per {activity}, {when}.',
  'mail.bookingNew.customer':
    '{customer} ({email}, {phone}) ha prenotato per {people, plural, one {# persona} other {# persone}}; totale: {total}, da pagare sul posto.',
  'mail.bookingNew.requests': 'Richieste particolari: {requests}',
  'mail.bookingNew.link': 'Apri la tua dashboard: {url}',
  'mail.bookingCancelled.subject': 'Prenotazione cancellata: {activity}, {date}',
  'mail.bookingCancelled.body':
    'La prenotazione per {activity}, {when} ({people, plural, one {# persona} other {# persone}}), è stata cancellata da {cancelledBy}.',
  'mail.bookingCancelled.reason': 'Motivo: {reason}',
  'mail.bookingCancelled.customer': 'Cliente: {customer}',
  'mail.bookingCancelled.travelerLink': 'Le tue prenotazioni: {url}',
  'mail.bookingCancelled.supplierLink': 'Dashboard: {url}',
  'mail.bookingReminder.subject': 'Promemoria: {activity}, {date}',
  'mail.bookingReminder.body':
    'Ti ricordiamo la tua prenotazione di domani: {activity} con {business}, {when}, per {people, plural, one {# persona} other {# persone}}.',
  'mail.bookingReminder.meetingPlace': 'Punto d’incontro: {place}.',
  'mail.bookingReminder.link': 'Visualizza la prenotazione e scrivi al fornitore: {url}',
  'mail.newMessage.subject': 'Nuovo messaggio da {sender}',
  'mail.newMessage.body': '{sender} ti ha scritto un messaggio su {activity} ({when}).',
  'mail.newMessage.open': 'Apri la conversazione per leggerlo e rispondere.',
  'mail.newMessage.button': 'Apri la conversazione',
  'mail.reviewInvitation.subject': 'Com’è andata? Recensisci «{activity}»',
  'mail.reviewInvitation.thanks': 'Grazie per aver partecipato a «{activity}». Com’è andata?',
  'mail.reviewInvitation.why':
    'La tua recensione aiuta il prossimo viaggiatore a scegliere e dice al fornitore cosa ha funzionato. Puoi scriverla nei prossimi {days} giorni: un voto da 1 a 5 stelle e, se vuoi, qualche parola.',
  'mail.reviewInvitation.link': 'Scrivi la tua recensione: {url}',
  'mail.reviewInvitation.button': 'Scrivi la recensione',
  'mail.reviewHidden.subject': 'La tua recensione è stata nascosta',
  'mail.reviewHidden.body':
    'La tua recensione di «{activity}» è stata nascosta dal team di Regen Marketplace e non compare più sul sito.',
  'mail.reviewHidden.reason': 'Motivo: {reason}',
  'mail.reviewHidden.mistake': 'Se pensi che si tratti di un errore, contattaci.',
  'mail.reviewHidden.link': 'Contattaci: {url}',
  'mail.reviewHidden.button': 'Contattaci',
  'mail.button.myBookings': 'Le mie prenotazioni',
  'mail.button.supplierDashboard': 'Dashboard fornitore',

  /* ---- Calendar files (.ics, docs/decisions/060) and the bookings CSV ---- */
  'calendar.customer': 'Cliente',
  'calendar.supplier.party': '{customer}: {people, plural, one {# persona} other {# persone}}.',
  'calendar.supplier.summary': '{activity}: {customer} ({people, plural, one {# persona} other {# persone}})',
  'calendar.supplier.dashboard': 'Dashboard fornitore: {url}',
  'calendar.specialRequests': 'Richieste particolari: {requests}',
  'calendar.cancelled': 'Questa prenotazione è stata cancellata.',
  'calendar.traveler.party': 'Con {business}, per {people, plural, one {# persona} other {# persone}}.',
  'calendar.traveler.policy': 'Condizioni di cancellazione: {policy}',
  'calendar.traveler.bookings': 'Le tue prenotazioni: {url}',
  'calendar.traveler.summary': '{activity} con {business}',
  'calendar.feed.supplierName': 'Prenotazioni di {business} (Regen Marketplace)',
  'calendar.feed.travelerName': 'Le mie prenotazioni Regen Marketplace',

  /* ---- Errors any procedure may answer with ---- */
  'errors.unexpected': 'Si è verificato un errore imprevisto',
  'errors.duplicateRecord': 'Questo record esiste già.',
  'errors.dataRule': 'La richiesta viola una regola sui dati e non è stata salvata.',
  'errors.sessionEnded': 'La tua sessione è scaduta. Accedi di nuovo.',
  'errors.authSessionMissing': 'Sessione di autenticazione mancante!',
  'errors.signInToContinue': 'Accedi per continuare.',
  'uploads.fileTooLarge': 'Carica un’immagine di dimensioni inferiori a 5 MB',
  'uploads.invalidFile': 'Carica un file immagine',
  'uploads.failed': 'Caricamento della foto non riuscito. Riprova.',
  'errors.rateLimit': 'Troppi tentativi. Attendi un minuto e riprova.',
  'errors.bookingLimit': 'Hai fatto molte prenotazioni in poco tempo. Riprova tra un’ora.',

  /* ---- Validation shared by many forms (docs/decisions/015) ---- */
  'validation.requiredFields': 'Compila tutti i campi obbligatori',
  'validation.invalidEmail': 'Inserisci un indirizzo email valido',
  'validation.emailRequired': 'Inserisci il tuo indirizzo email',
  'validation.invalidCharacter': 'Rimuovi da questo testo il carattere non supportato',
  'validation.tooLong': 'Usa al massimo {max} caratteri',
  'validation.invalidDate': 'Inserisci una data valida',
  'validation.dateRange': 'Scegli una data tra il 1° gennaio 2000 e il 31 dicembre 2100',
  'validation.invalidTime': 'Inserisci un orario valido',
  'validation.priceMax': 'Il prezzo non può superare {max} USD',
  'validation.bookingTotalTooHigh':
    'Il totale di una prenotazione non può superare {max} USD. Prenota per meno persone.',

  /* ---- Search filters (docs/decisions/068) ---- */
  'search.q': 'Il testo di ricerca deve essere testo',
  'search.country': 'Scegli un Paese dall’elenco',
  'search.category': 'La categoria d’impatto deve essere ambientale o sociale',
  'search.people': 'Il numero di persone deve essere un numero intero da 1 a {max}',
  'search.minPrice': 'Il prezzo minimo deve essere un numero intero di dollari da 0 a {max}',
  'search.maxPrice': 'Il prezzo massimo deve essere un numero intero di dollari da 0 a {max}',
  'search.priceOrder': 'Il prezzo minimo non può superare il prezzo massimo',
  'search.duration': 'Scegli una durata dall’elenco',
  'search.effort': 'L’impegno deve essere basso, medio o alto',
  'search.sort': 'Scegli un ordinamento dall’elenco',
  'search.page': 'La pagina deve essere un numero intero da 1 a {max}',
  'search.filters': 'Questi filtri di ricerca non sono validi',
  'inbox.invalidCursor': 'Cursore non valido',

  /* ---- Accounts (docs/spec/accounts-and-operations.md §5) ---- */
  'auth.passwordMismatch': 'Le password non coincidono',
  'auth.passwordTooShort': 'La password deve contenere almeno 6 caratteri',
  'auth.passwordTooLong': 'La password può contenere al massimo 200 caratteri',
  'auth.signInRequired': 'Inserisci email e password',
  'auth.supplierRequiredFields': 'Compila tutti i campi obbligatori, compresa la conferma della password',
  'auth.yearsInOperation': 'Gli anni di attività devono essere un numero intero tra 0 e 500',
  'auth.bothPasswordsRequired': 'Compila entrambi i campi della password',
  'auth.resetLinkInvalidShort': 'Questo link per reimpostare la password non è valido o è scaduto.',
  'auth.verificationLinkInvalidShort': 'Questo link di verifica non è valido o è scaduto.',
  'auth.emailNotVerified':
    'Conferma il tuo indirizzo email prima di accedere. Cerca il link di conferma nella tua casella di posta oppure fattelo inviare di nuovo.',
  'auth.duplicateEmail': 'Esiste già un account con questa email.',
  'auth.invalidCredentials': 'Credenziali di accesso non valide',
  'auth.resetLinkInvalid': 'Questo link per reimpostare la password non è valido o è scaduto. Richiedine uno nuovo.',
  'auth.verificationLinkInvalid': 'Questo link di conferma non è valido o è scaduto. Richiedine uno nuovo.',

  /* ---- Activities ---- */
  'activities.notFound': 'Attività non trovata',

  /* ---- Booking (docs/spec/public-site.md §5) ---- */
  'booking.missingSlot': 'Scegli una data e una fascia oraria',
  'booking.missingFields': 'Compila tutti i campi obbligatori (nome, email, telefono)',
  'booking.invalidSlot': 'Scegli una fascia oraria valida',
  'booking.capacityConflict': 'La prenotazione supererebbe i posti disponibili',
  'booking.activityNotBookable': 'Attività non trovata o non prenotabile',
  'booking.cancellationReasonRequired': 'Indica il motivo della cancellazione',
  'booking.cancellationDeadlinePassed': 'Il termine per la cancellazione è scaduto',
  'booking.notEnoughSpots': 'Posti disponibili in questa fascia oraria: {count}',
  'booking.invalidPhone': 'Inserisci un numero di telefono valido',
  'booking.choosePeople': 'Scegli il numero di persone',
  'booking.atLeastOnePerson': 'Serve almeno 1 persona',
  'booking.tooManyPeople': 'Troppe persone per una sola prenotazione',
  'booking.nameTooLong': 'Il nome è troppo lungo',
  'booking.specialRequestsTooLong': 'Le richieste particolari possono contenere al massimo {max} caratteri',
  'booking.cancellationReasonTooLong': 'Il motivo può contenere al massimo {max} caratteri',
  'booking.maxPeoplePerBooking': 'Questa attività accetta al massimo {max} persone per prenotazione',
  'booking.slotStarted': 'Questa fascia oraria è già iniziata. Scegli un altro orario.',
  'booking.notFound': 'Prenotazione non trovata',
  'booking.cancelForbidden': 'Non hai l’autorizzazione per cancellare questa prenotazione.',
  'booking.alreadyCancelled': 'Questa prenotazione è già stata cancellata.',
  'booking.completed': 'Questa prenotazione è completata e non si può più cancellare.',
  'booking.notCancellable': 'Questa prenotazione non si può più cancellare.',

  /* ---- Supplier: activities and slots ---- */
  'supplier.missingInformation': 'Informazioni mancanti',
  'supplier.descriptionMax': 'La descrizione può contenere al massimo 480 caratteri',
  'supplier.impactMax': 'La descrizione dell’impatto può contenere al massimo 50 caratteri',
  'supplier.coverPhoto': 'Carica una foto di copertina',
  'supplier.titleMax': 'Il titolo può contenere al massimo 100 caratteri',
  'supplier.priceStep': 'Il prezzo può avere al massimo 2 decimali',
  'supplier.titleRequired': 'Il titolo è obbligatorio',
  'supplier.descriptionMin': 'La descrizione deve contenere almeno 50 caratteri',
  'supplier.activityTypeRequired': 'Il tipo di attività è obbligatorio',
  'supplier.priceMin': 'Il prezzo deve essere pari o superiore a 0',
  'supplier.durationMin': 'La durata deve essere di almeno 1 ora',
  'supplier.participantsMin': 'Deve ammettere almeno 1 partecipante',
  'supplier.impactMin': 'La descrizione dell’impatto deve contenere almeno 30 caratteri',
  'supplier.selectDate': 'Scegli una data',
  'supplier.selectDateRange': 'Scegli un intervallo di date',
  'supplier.endAfterStart': 'L’ora di fine deve essere successiva all’ora di inizio',
  'supplier.spotsMin': 'I posti devono essere almeno 1',
  'supplier.durationMax': 'La durata può essere al massimo di {max} ore',
  'supplier.participantsMax': 'Può ammettere al massimo {max} partecipanti',
  'supplier.spotsMax': 'I posti possono essere al massimo {max}',
  'supplier.rangeTooLong': 'Scegli un intervallo di {max} giorni al massimo',
  'supplier.activityLimit': 'Limite di attività raggiunto: puoi pubblicare al massimo {max} attività.',
  'supplier.activityHasUpcomingBookings':
    'Questa attività ha prenotazioni confermate in arrivo e non si può eliminare. Cancella prima quelle prenotazioni.',
  'supplier.slotNotFound': 'Fascia oraria non trovata',
  'supplier.onlyApprovedSlots': 'La disponibilità si può aggiungere solo ad attività approvate (online).',
  'supplier.slotOverlap': 'Questo orario si sovrappone a una fascia esistente di questa attività',
  'supplier.slotOverlapOn': 'Questo orario si sovrappone a una fascia esistente di questa attività il {date}.',
  'supplier.slotOverlapAt': 'Questo orario si sovrappone a una fascia esistente di questa attività il {date}, {span}.',
  'supplier.slotOverlapSomewhere': 'Questo orario si sovrappone a una fascia esistente di questa attività.',
  'supplier.slotInPast': 'Non si può aggiungere disponibilità per date passate',
  'supplier.slotHasBookings':
    'Questa fascia ha prenotazioni confermate. Cancellale prima di eliminarla o disattivarla.',
  'supplier.slotHasHistory':
    'Questa fascia ha prenotazioni cancellate registrate e non si può eliminare. Contrassegnala invece come Non disponibile.',
  'supplier.spotsBelowBooked': 'I posti non possono essere meno di quelli già prenotati',
  'supplier.noSupplierAccount': 'Non hai un account fornitore. Registrati prima come fornitore.',

  /* ---- Schedules (docs/decisions/058–059) ---- */
  'schedules.notFound': 'Programmazione non trovata',
  'schedules.inPast': 'Una programmazione non può iniziare prima di oggi',
  'schedules.spotsAboveMax': 'I posti non possono superare il massimo di {max} partecipanti dell’attività',
  'schedules.beyondLimit':
    'Una programmazione può coprire al massimo 12 mesi: scegli un’ultima data uguale o precedente al {date}',
  'schedules.notScheduleDay': 'Il {date} non è uno dei giorni di questa programmazione',
  'schedules.pastDates': 'Le date passate non si possono modificare',
  'schedules.noException': 'Il {date} non ha eccezioni in questa programmazione',
  'schedules.labelRequired': 'Dai un nome alla programmazione (ad esempio Estate)',
  'schedules.labelMax': 'Usa al massimo {max} caratteri per il nome',
  'schedules.weekdayRequired': 'Scegli almeno un giorno della settimana',
  'schedules.untilBeforeFrom': 'L’ultima data deve essere uguale o successiva alla prima',
  'schedules.calendarRange': 'Scegli un intervallo di 62 giorni al massimo',

  /* ---- Admin ---- */
  'admin.statusUpdateConflict':
    'Questa attività è già stata esaminata da un altro amministratore. L’elenco è stato aggiornato.',
  'admin.reasonMax': 'Il motivo può contenere al massimo 500 caratteri',

  /* ---- Messaging ---- */
  'messaging.recipientError':
    'Impossibile determinare il destinatario del messaggio. Forse non hai l’autorizzazione a inviare messaggi per questa prenotazione.',
  'messaging.blank': 'Scrivi un messaggio',
  'messaging.tooLong': 'I messaggi possono contenere al massimo {max} caratteri',

  /* ---- Attendance and impact ---- */
  'attendance.notStarted': 'La presenza si può segnare quando l’attività è iniziata.',
  'attendance.final':
    'La presenza si può segnare o correggere solo entro {days} giorni dall’attività; ora è definitiva.',
  'attendance.cancelled': 'Questa prenotazione è stata cancellata, quindi non si può segnare la presenza.',
  'attendance.notConfirmed': 'Si può segnare solo una prenotazione confermata.',
  'attendance.forbidden': 'Solo il fornitore dell’attività può segnare le presenze.',
  'attendance.attendedPeople': 'Indica quante persone sono venute (almeno 1) oppure segna una mancata presenza.',
  'attendance.tooMany':
    'Al massimo {booked, plural, one {era prenotata # persona} other {erano prenotate # persone}}: inserisci un numero da 1 a {booked}.',
  'impact.receiptNotFound': 'Attestato non trovato',
  'impact.receiptOwnerOnly': 'Solo il viaggiatore di questo attestato può cambiare come viene condiviso.',
  'impact.goalCountry': 'Scegli un Paese dall’elenco',
  'impact.goalDays': 'I giorni devono essere un numero intero da 1 a 365',
  'impact.goalCities': 'Le città devono essere un numero intero da 1 a 50',

  /* ---- Reviews (docs/decisions/052–054) ---- */
  'reviews.bookingNotFound': 'Prenotazione non trovata',
  'reviews.notYourBooking': 'Solo il viaggiatore che ha fatto questa prenotazione può recensirla.',
  'reviews.notAttended': 'Potrai recensire un’attività quando il fornitore avrà confermato la tua presenza.',
  'reviews.notStarted': 'Potrai recensire questa attività quando si sarà svolta.',
  'reviews.windowClosed':
    'Le recensioni si possono scrivere fino a {days} giorni dopo l’attività. Questa prenotazione non si può più recensire.',
  'reviews.alreadyExists': 'Hai già recensito questa prenotazione. Puoi modificare la tua recensione.',
  'reviews.notFound': 'Recensione non trovata',
  'reviews.notYours': 'Solo l’autore di questa recensione può modificarla.',
  'reviews.editClosed':
    'Una recensione si può modificare per {hours} ore dopo averla scritta. Questa non si può più modificare.',
  'reviews.hiddenEdit': 'Questa recensione è stata nascosta dal nostro team e non si può più modificare.',
  'reviews.replyNotYourActivity': 'Solo il fornitore di questa attività può rispondere alle sue recensioni.',
  'reviews.replyAlreadyExists': 'Questa recensione ha già una risposta. Si può rispondere una sola volta.',
  'reviews.replyHidden': 'Questa recensione è stata nascosta dal nostro team e non le si può rispondere.',
  'reviews.alreadyHidden': 'Questa recensione è già nascosta.',
  'reviews.notHidden': 'Questa recensione non è nascosta.',
  'reviews.stars': 'Scegli un voto da 1 a 5 stelle',
  'reviews.textTooLong': 'Le recensioni possono contenere al massimo {max} caratteri',
  'reviews.replyBlank': 'Scrivi una risposta',
  'reviews.replyTooLong': 'Le risposte possono contenere al massimo {max} caratteri',
  'reviews.hideReasonBlank': 'Indica un motivo per nascondere questa recensione',
  'reviews.hideReasonTooLong': 'Il motivo può contenere al massimo {max} caratteri',

  /* ---- Resellers and calendars ---- */
  'resellers.nameRequired': 'Inserisci il nome del rivenditore',
  'resellers.nameMax': 'Al massimo 100 caratteri',
  'resellers.unknownReseller': 'Rivenditore sconosciuto',
  'resellers.unknownKey': 'Chiave API sconosciuta',
  'resellers.notFound': 'Rivenditore non trovato',
  'resellers.keyNotFound': 'Chiave API non trovata',
  'resellers.revoked': 'Questo rivenditore è stato revocato: non può ricevere nuove chiavi.',
  'calendars.csvRangeMalformed': 'Inserisci entrambe le date nel formato AAAA-MM-GG.',
  'calendars.csvRangeOrder': 'La data «Al» deve essere uguale o successiva alla data «Dal».',
  'calendars.csvRangeTooLong': 'Scegli un intervallo di {days} giorni al massimo.',
} as const satisfies Partial<Messages>;
