// Italian messages: passkeys, the authenticator app, recovery codes and the second step of signing in.
// Same keys and order as ../en-passkeys.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const itPasskeysMessages = {
  'secondFactor.codeRequired': 'Inserisci il codice.',
  'secondFactor.codeWrong': 'Questo codice non è corretto. Controllalo e riprova.',
  'secondFactor.codeUsed': 'Questo codice è appena stato usato. Attendi il prossimo nella tua app.',
  'secondFactor.tooManyAttempts': 'Troppi codici errati. Attendi 15 minuti, poi riprova.',
  'secondFactor.tooManyForThisSignIn': 'Troppi codici errati. Accedi di nuovo con la tua password.',
  'secondFactor.signInExpired': 'Il tuo accesso è scaduto. Accedi di nuovo con la tua password.',
  'secondFactor.adminNeedsSecondFactor':
    'Gli strumenti di amministrazione richiedono un secondo fattore. Configura una passkey o un’app di autenticazione, oppure conferma questo accesso con una di esse.',
  'secondFactor.adminKeepsOne':
    'Un account di amministrazione deve mantenere un secondo fattore. Aggiungine un altro prima di rimuovere questo.',
  'secondFactor.sessionNotVerified':
    'Conferma che sei tu con un codice o una passkey prima di cambiare il modo in cui accedi.',
  'secondFactor.totpAlreadySet':
    'Un’app di autenticazione è già configurata. Rimuovila prima di configurarne un’altra.',
  'secondFactor.totpNotStarted': 'Ricomincia la configurazione dell’app di autenticazione.',
  'secondFactor.totpNotSet': 'Nessuna app di autenticazione è configurata.',
  'secondFactor.noneSet': 'Configura prima una passkey o un’app di autenticazione.',
  'secondFactor.passkeyChallengeExpired': 'Questa richiesta di passkey è scaduta. Riprova.',
  'secondFactor.passkeyNotVerified': 'Non è stato possibile verificare questa passkey. Riprova.',
  'secondFactor.passkeyUnknown': 'Questa passkey non è registrata qui. Accedi con email e password.',
  'secondFactor.passkeyNotFound': 'Questa passkey non è più associata al tuo account.',
  'secondFactor.passkeyNameRequired': 'Dai un nome alla passkey.',
  'secondFactor.passkeyNameTooLong': 'Il nome di una passkey può avere al massimo 60 caratteri.',
  'secondFactor.title': 'Passkey e accesso in due passaggi',
  'secondFactor.intro.admin':
    'Gli account di amministrazione devono usare un secondo fattore: una passkey o un’app di autenticazione.',
  'secondFactor.intro.supplier':
    'Proteggi l’account della tua attività: dopo la password, l’accesso chiede anche un codice da un’app o una passkey.',
  'secondFactor.intro.traveler':
    'Accedi con una passkey invece che con una password e, se vuoi, aggiungi un secondo passaggio al tuo accesso.',
  'secondFactor.passkeys.title': 'Passkey',
  'secondFactor.passkeys.intro':
    'Accedi con impronta, volto o blocco schermo. Quando hai una passkey, anche l’accesso con password la chiede, oppure chiede un codice.',
  'secondFactor.passkeys.none': 'Ancora nessuna passkey.',
  'secondFactor.passkeys.listLabel': 'Le tue passkey',
  'secondFactor.passkeys.name': 'Nome della passkey',
  'secondFactor.passkeys.nameHint': 'Per esempio, il dispositivo su cui si trova.',
  'secondFactor.passkeys.add': 'Aggiungi una passkey',
  'secondFactor.passkeys.adding': 'In attesa del tuo dispositivo…',
  'secondFactor.passkeys.added': 'Passkey «{name}» aggiunta.',
  'secondFactor.passkeys.created': 'Aggiunta il {when}',
  'secondFactor.passkeys.lastUsed': 'Ultimo uso: {when}',
  'secondFactor.passkeys.neverUsed': 'Non ancora usata per accedere',
  'secondFactor.passkeys.remove': 'Rimuovi',
  'secondFactor.passkeys.removeNamed': 'Rimuovi la passkey {name}',
  'secondFactor.passkeys.removed': 'Passkey «{name}» rimossa.',
  'secondFactor.passkeys.unsupported': 'Questo browser non può usare le passkey.',
  'secondFactor.passkeys.cancelled': 'Non è stata usata nessuna passkey.',
  'secondFactor.totp.title': 'App di autenticazione',
  'secondFactor.totp.intro':
    'Un’app come 1Password, Google Authenticator o Aegis mostra un nuovo codice di 6 cifre ogni 30 secondi.',
  'secondFactor.totp.on': 'Attiva',
  'secondFactor.totp.off': 'Non configurata',
  'secondFactor.totp.start': 'Configura un’app di autenticazione',
  'secondFactor.totp.scan':
    'Scansiona questo codice QR con la tua app di autenticazione, poi inserisci il codice che mostra.',
  'secondFactor.totp.qrAlt': 'Codice QR per la tua app di autenticazione',
  'secondFactor.totp.setupKey': 'Chiave di configurazione',
  'secondFactor.totp.code': 'Codice dell’app',
  'secondFactor.totp.confirm': 'Attiva',
  'secondFactor.totp.turnedOn': 'App di autenticazione attivata.',
  'secondFactor.totp.remove': 'Rimuovi l’app di autenticazione',
  'secondFactor.totp.removed': 'App di autenticazione rimossa.',
  'secondFactor.totp.cancel': 'Annulla',
  'secondFactor.recovery.title': 'Codici di recupero',
  'secondFactor.recovery.intro':
    'Se perdi il dispositivo, un codice di recupero ti fa accedere al suo posto. Ognuno funziona una sola volta.',
  'secondFactor.recovery.left':
    '{count, plural, one {# codice di recupero rimasto} other {# codici di recupero rimasti}}',
  'secondFactor.recovery.regenerate': 'Genera nuovi codici di recupero',
  'secondFactor.recovery.regenerated': 'I nuovi codici di recupero sono pronti. Quelli vecchi non funzionano più.',
  'secondFactor.recovery.save':
    'Conserva questi codici di recupero in un posto sicuro. Vengono mostrati solo ora e ognuno funziona una sola volta.',
  'secondFactor.recovery.listLabel': 'I tuoi codici di recupero',
  'secondFactor.recovery.copy': 'Copia i codici',
  'secondFactor.recovery.copied': 'Codici di recupero copiati.',
  'secondFactor.recovery.done': 'Li ho salvati',
  'secondFactor.verify.title': 'Conferma che sei tu',
  'secondFactor.verify.intro':
    'Questo accesso non ha usato il tuo secondo fattore. Inserisci un codice dalla tua app di autenticazione o un codice di recupero.',
  'secondFactor.verify.submit': 'Conferma',
  'secondFactor.verify.done': 'Confermato.',
  'secondFactor.step.title': 'Verifica in due passaggi',
  'secondFactor.step.intro':
    'Inserisci il codice di 6 cifre della tua app di autenticazione o uno dei tuoi codici di recupero.',
  'secondFactor.step.introPasskey':
    'Usa la tua passkey per completare l’accesso o inserisci uno dei tuoi codici di recupero.',
  'secondFactor.step.code': 'Codice di verifica',
  'secondFactor.step.submit': 'Verifica',
  'secondFactor.step.pending': 'Verifica in corso…',
  'secondFactor.step.usePasskey': 'Usa una passkey',
  'secondFactor.step.cancel': 'Annulla',
  'secondFactor.step.failed': 'Verifica non riuscita',
  'secondFactor.signIn.or': 'oppure',
  'secondFactor.signIn.passkey': 'Usa una passkey',
  'secondFactor.signIn.passkeyHint': 'Accedi con una passkey: nessuna password necessaria.',
  'secondFactor.admin.title': 'Configura un secondo fattore',
  'secondFactor.admin.intro':
    'Gli strumenti di amministrazione richiedono un secondo fattore. Aggiungi una passkey o un’app di autenticazione per continuare.',
  'secondFactor.admin.verifyTitle': 'Conferma il tuo accesso',
  'secondFactor.reviewerNeedsSecondFactor':
    'Esaminare i risultati richiede un secondo fattore. Configura una passkey o un’app di autenticazione, oppure conferma questo accesso con una di esse.',
  'secondFactor.reviewer.intro':
    'Le revisioni vengono scritte nel registro pubblico dell’impatto, quindi esaminare richiede un secondo fattore. Aggiungi una passkey o un’app di autenticazione, oppure conferma questo accesso con una di esse.',
} as const satisfies Partial<Messages>;
