// Italian messages: the day's manifest, tickets and check-in, whole-slot actions and payment on
// site. Same keys and order as ../en-manifest.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const itManifestMessages = {
  // Server rules
  'manifest.slotNotFound': 'Fascia oraria non trovata',
  'manifest.forbidden': 'Solo il fornitore dell’attività può farlo.',
  'manifest.ticket.invalid': 'Questo codice biglietto non è valido. Controlla il codice e riprova.',
  'manifest.ticket.otherSupplier': 'Questo biglietto è per un’attività di un altro fornitore.',
  'manifest.ticket.notYours': 'Solo il viaggiatore che ha prenotato può vedere questo biglietto.',
  'manifest.ticket.cancelled': 'Questa prenotazione è cancellata: il suo biglietto non è più valido.',
  'manifest.checkIn.codeRequired': 'Inserisci il codice del biglietto',
  'manifest.cancelSlot.reasonRequired': 'Indica un motivo per cancellare questa fascia oraria',
  'manifest.cancelSlot.alreadyStarted': 'Questa fascia oraria è già iniziata e non si può più cancellare.',
  'manifest.messageSlot.blank': 'Scrivi un messaggio',
  'manifest.messageSlot.nobody': 'Nessuno ha prenotato questa fascia oraria.',
  'manifest.paid.notConfirmed': 'Solo una prenotazione confermata può essere segnata come pagata.',

  // The manifest page
  'manifest.meta.title': 'Elenco partecipanti',
  'manifest.meta.description': 'Chi partecipa a una fascia oraria, check-in con il biglietto e pagamento sul posto.',
  'manifest.open': 'Elenco partecipanti',
  'manifest.openFor': 'Elenco partecipanti del {when}',
  'manifest.title': 'Elenco partecipanti: {activity}',
  'manifest.when': '{when} · {spots, plural, one {# posto} other {# posti}}, {booked} prenotati',
  'manifest.back': 'Torna alla dashboard',
  'manifest.print': 'Stampa',
  'manifest.live': 'In tempo reale: le nuove prenotazioni compaiono qui appena arrivano.',
  'manifest.empty': 'Ancora nessuna prenotazione per questa fascia oraria.',
  'manifest.stat.bookings': 'Prenotazioni',
  'manifest.stat.people': 'Persone',
  'manifest.stat.checkedIn': 'Check-in',
  'manifest.stat.paid': 'Pagamento',
  'manifest.summary.parties': '{count, plural, one {# prenotazione} other {# prenotazioni}}',
  'manifest.summary.people': '{count, plural, one {# persona} other {# persone}}',
  'manifest.summary.checkedIn': 'Check-in: {count} su {total}',
  'manifest.summary.paid': 'Pagate: {count} su {total}',
  'manifest.column.guest': 'Ospite',
  'manifest.column.party': 'Gruppo',
  'manifest.column.contact': 'Contatto',
  'manifest.column.answers': 'Risposte e richieste',
  'manifest.column.payment': 'Pagamento',
  'manifest.column.checkIn': 'Check-in',
  'manifest.reference': 'Cod. {reference}',
  'manifest.personType':
    '{type, select, adult {{count, plural, one {# adulto} other {# adulti}}} child {{count, plural, one {# bambino} other {# bambini}}} youth {{count, plural, one {# ragazzo} other {# ragazzi}}} senior {{count, plural, one {# senior} other {# senior}}} family {{count, plural, one {# famiglia} other {# famiglie}}} other {{count} {type}}}',
  'manifest.specialRequests': 'Richieste particolari: {requests}',
  'manifest.answer': '{question}: {answer}',
  'manifest.noAnswers': 'Nessuna risposta o richiesta',
  'manifest.status.cancelled': 'Cancellata: {reason}',
  'manifest.checkedInPeople': 'Check-in fatto ({count, plural, one {# persona} other {# persone}})',
  'manifest.noShow': 'Mancata presenza',
  'manifest.notCheckedIn': 'Check-in non fatto',
  'manifest.paid': 'Pagata ({method, select, cash {contanti} card {carta} transfer {bonifico} other {{method}}})',
  'manifest.unpaid': 'Da pagare sul posto',
  'manifest.markPaid': 'Segna come pagata',
  'manifest.markPaidFor': 'Segna come pagata: la prenotazione di {customer}',
  'manifest.paymentMethod': 'Metodo di pagamento',
  'manifest.method.cash': 'Contanti',
  'manifest.method.card': 'Carta',
  'manifest.method.transfer': 'Bonifico',
  'manifest.markedPaid': 'La prenotazione di {customer} è segnata come pagata.',

  // Check-in
  'manifest.checkIn.title': 'Check-in di un biglietto',
  'manifest.checkIn.code': 'Codice del biglietto',
  'manifest.checkIn.submit': 'Fai il check-in',
  'manifest.checkIn.scan': 'Scansiona con la fotocamera',
  'manifest.checkIn.stopScan': 'Ferma la fotocamera',
  'manifest.checkIn.cameraHint': 'Inquadra con la fotocamera il codice QR del biglietto.',
  'manifest.checkIn.cameraUnavailable': 'La fotocamera non è disponibile: inserisci il codice a mano.',
  'manifest.checkIn.done': 'Check-in di {customer}: {people, plural, one {# persona} other {# persone}}.',
  'manifest.checkIn.already': 'Check-in già fatto: {customer}.',
  'manifest.checkInSlot': 'Check-in per tutti',
  'manifest.checkInSlot.confirm':
    'Fare il check-in di tutte le prenotazioni di questa fascia oraria che non l’hanno ancora fatto, con tutte le loro persone?',
  'manifest.checkInSlot.done':
    '{count, plural, =0 {Tutti avevano già fatto il check-in.} one {Check-in di # prenotazione.} other {Check-in di # prenotazioni.}}',

  // Whole-slot actions
  'manifest.cancelSlot': 'Cancella la fascia oraria',
  'manifest.cancelSlot.title': 'Cancella questa fascia oraria',
  'manifest.cancelSlot.body':
    'Tutte le prenotazioni di questa fascia oraria vengono cancellate con il tuo motivo, ogni viaggiatore riceve un’email e la lista d’attesa viene chiusa.',
  'manifest.cancelSlot.reason': 'Motivo',
  'manifest.cancelSlot.reasonPlaceholder': 'es. Allerta temporale: l’escursione non può svolgersi in sicurezza',
  'manifest.cancelSlot.submit': 'Cancella la fascia oraria',
  'manifest.cancelSlot.keep': 'Mantieni la fascia oraria',
  'manifest.cancelSlot.done':
    '{count, plural, =0 {Fascia oraria cancellata.} one {Fascia oraria cancellata: # prenotazione cancellata.} other {Fascia oraria cancellata: # prenotazioni cancellate.}}',
  'manifest.slotCancelled': 'Questa fascia oraria è cancellata.',
  'manifest.messageSlot': 'Scrivi a tutti',
  'manifest.messageSlot.title': 'Scrivi a tutti i partecipanti di questa fascia oraria',
  'manifest.messageSlot.label': 'Messaggio',
  'manifest.messageSlot.submit': 'Invia a tutti',
  'manifest.messageSlot.done': '{count, plural, one {Inviato a # prenotazione.} other {Inviato a # prenotazioni.}}',

  // The dashboard's way in
  'manifest.today.title': 'Elenchi partecipanti di oggi',
  'manifest.day.label': 'Giorno',
  'manifest.day.none': 'Nessuna fascia oraria in questo giorno.',

  // The CSV export's columns (docs/decisions/104)
  'manifest.csv.column.reference': 'Codice di prenotazione',
  'manifest.csv.column.attendance': 'Presenza',
  'manifest.csv.column.payment': 'Pagamento',
  'manifest.csv.attended': 'Presenti ({count})',
  'manifest.csv.noShow': 'Mancata presenza',
  'manifest.csv.unpaid': 'Da pagare sul posto',
  'manifest.csv.paid': 'Pagata',
  'manifest.csv.paidBy': 'Pagata ({method, select, cash {contanti} card {carta} transfer {bonifico} other {{method}}})',

  // The traveler's ticket
  'ticket.title': 'Il tuo biglietto',
  'ticket.hint': 'Mostra questo codice QR al tuo host quando arrivi. Può anche digitare il codice.',
  'ticket.code': 'Codice del biglietto: {code}',
  'ticket.qrAlt': 'Codice QR del biglietto {code}',
  'ticket.payOnSite': 'Paghi sul posto.',
  'ticket.paid': 'Pagato sul posto.',
  'mail.ticket.line': 'Il codice del tuo biglietto (mostralo, o mostra il suo codice QR, quando arrivi): {code}',
  'calendar.ticket': 'Codice del biglietto: {code}. Il tuo biglietto con il codice QR: {url}',
} as const satisfies Partial<Messages>;
