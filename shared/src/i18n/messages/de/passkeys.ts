// German messages: passkeys, the authenticator app, recovery codes and the second step of signing in.
// Same keys and order as ../en-passkeys.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const dePasskeysMessages = {
  'secondFactor.codeRequired': 'Geben Sie den Code ein.',
  'secondFactor.codeWrong': 'Dieser Code stimmt nicht. Prüfen Sie ihn und versuchen Sie es erneut.',
  'secondFactor.codeUsed': 'Dieser Code wurde gerade verwendet. Warten Sie auf den nächsten in Ihrer App.',
  'secondFactor.tooManyAttempts': 'Zu viele falsche Codes. Warten Sie 15 Minuten und versuchen Sie es dann erneut.',
  'secondFactor.tooManyForThisSignIn': 'Zu viele falsche Codes. Melden Sie sich erneut mit Ihrem Passwort an.',
  'secondFactor.signInExpired': 'Ihre Anmeldung ist abgelaufen. Melden Sie sich erneut mit Ihrem Passwort an.',
  'secondFactor.adminNeedsSecondFactor':
    'Die Admin-Werkzeuge erfordern einen zweiten Faktor. Richten Sie einen Passkey oder eine Authenticator-App ein oder bestätigen Sie diese Anmeldung damit.',
  'secondFactor.adminKeepsOne':
    'Ein Admin-Konto muss einen zweiten Faktor behalten. Fügen Sie einen weiteren hinzu, bevor Sie diesen entfernen.',
  'secondFactor.sessionNotVerified':
    'Bestätigen Sie mit einem Code oder einem Passkey, dass Sie es sind, bevor Sie Ihre Anmeldung ändern.',
  'secondFactor.totpAlreadySet':
    'Eine Authenticator-App ist bereits eingerichtet. Entfernen Sie sie zuerst, um eine andere einzurichten.',
  'secondFactor.totpNotStarted': 'Beginnen Sie die Einrichtung der Authenticator-App erneut.',
  'secondFactor.totpNotSet': 'Es ist keine Authenticator-App eingerichtet.',
  'secondFactor.noneSet': 'Richten Sie zuerst einen Passkey oder eine Authenticator-App ein.',
  'secondFactor.passkeyChallengeExpired': 'Diese Passkey-Anfrage ist abgelaufen. Versuchen Sie es erneut.',
  'secondFactor.passkeyNotVerified': 'Dieser Passkey konnte nicht bestätigt werden. Versuchen Sie es erneut.',
  'secondFactor.passkeyUnknown':
    'Dieser Passkey ist hier nicht registriert. Melden Sie sich mit E-Mail und Passwort an.',
  'secondFactor.passkeyNotFound': 'Dieser Passkey gehört nicht mehr zu Ihrem Konto.',
  'secondFactor.passkeyNameRequired': 'Geben Sie dem Passkey einen Namen.',
  'secondFactor.passkeyNameTooLong': 'Der Name eines Passkeys darf höchstens 60 Zeichen haben.',
  'secondFactor.title': 'Passkeys und Anmeldung in zwei Schritten',
  'secondFactor.intro.admin':
    'Admin-Konten müssen einen zweiten Faktor verwenden: einen Passkey oder eine Authenticator-App.',
  'secondFactor.intro.supplier':
    'Schützen Sie Ihr Unternehmenskonto: Nach dem Passwort fragt die Anmeldung zusätzlich nach einem Code aus einer App oder nach einem Passkey.',
  'secondFactor.intro.traveler':
    'Melden Sie sich mit einem Passkey statt mit einem Passwort an und fügen Sie Ihrer Anmeldung auf Wunsch einen zweiten Schritt hinzu.',
  'secondFactor.passkeys.title': 'Passkeys',
  'secondFactor.passkeys.intro':
    'Melden Sie sich mit Fingerabdruck, Gesicht oder Bildschirmsperre an. Sobald Sie einen Passkey haben, fragt auch die Anmeldung mit Passwort nach ihm oder nach einem Code.',
  'secondFactor.passkeys.none': 'Noch keine Passkeys.',
  'secondFactor.passkeys.listLabel': 'Ihre Passkeys',
  'secondFactor.passkeys.name': 'Name des Passkeys',
  'secondFactor.passkeys.nameHint': 'Zum Beispiel das Gerät, auf dem er liegt.',
  'secondFactor.passkeys.add': 'Passkey hinzufügen',
  'secondFactor.passkeys.adding': 'Warten auf Ihr Gerät …',
  'secondFactor.passkeys.added': 'Passkey „{name}“ hinzugefügt.',
  'secondFactor.passkeys.created': 'Hinzugefügt am {when}',
  'secondFactor.passkeys.lastUsed': 'Zuletzt verwendet am {when}',
  'secondFactor.passkeys.neverUsed': 'Noch nicht zur Anmeldung verwendet',
  'secondFactor.passkeys.remove': 'Entfernen',
  'secondFactor.passkeys.removeNamed': 'Passkey {name} entfernen',
  'secondFactor.passkeys.removed': 'Passkey „{name}“ entfernt.',
  'secondFactor.passkeys.unsupported': 'Dieser Browser kann keine Passkeys verwenden.',
  'secondFactor.passkeys.cancelled': 'Es wurde kein Passkey verwendet.',
  'secondFactor.totp.title': 'Authenticator-App',
  'secondFactor.totp.intro':
    'Eine App wie 1Password, Google Authenticator oder Aegis zeigt alle 30 Sekunden einen neuen 6-stelligen Code.',
  'secondFactor.totp.on': 'Aktiv',
  'secondFactor.totp.off': 'Nicht eingerichtet',
  'secondFactor.totp.start': 'Authenticator-App einrichten',
  'secondFactor.totp.scan':
    'Scannen Sie diesen QR-Code mit Ihrer Authenticator-App und geben Sie dann den angezeigten Code ein.',
  'secondFactor.totp.qrAlt': 'QR-Code für Ihre Authenticator-App',
  'secondFactor.totp.setupKey': 'Einrichtungsschlüssel',
  'secondFactor.totp.code': 'Code aus der App',
  'secondFactor.totp.confirm': 'Aktivieren',
  'secondFactor.totp.turnedOn': 'Authenticator-App aktiviert.',
  'secondFactor.totp.remove': 'Authenticator-App entfernen',
  'secondFactor.totp.removed': 'Authenticator-App entfernt.',
  'secondFactor.totp.cancel': 'Abbrechen',
  'secondFactor.recovery.title': 'Wiederherstellungscodes',
  'secondFactor.recovery.intro':
    'Wenn Sie Ihr Gerät verlieren, meldet Sie ein Wiederherstellungscode stattdessen an. Jeder funktioniert nur einmal.',
  'secondFactor.recovery.left':
    '{count, plural, one {# Wiederherstellungscode übrig} other {# Wiederherstellungscodes übrig}}',
  'secondFactor.recovery.regenerate': 'Neue Wiederherstellungscodes erstellen',
  'secondFactor.recovery.regenerated': 'Neue Wiederherstellungscodes sind bereit. Die alten funktionieren nicht mehr.',
  'secondFactor.recovery.save':
    'Bewahren Sie diese Wiederherstellungscodes sicher auf. Sie werden nur jetzt angezeigt, und jeder funktioniert nur einmal.',
  'secondFactor.recovery.listLabel': 'Ihre Wiederherstellungscodes',
  'secondFactor.recovery.copy': 'Codes kopieren',
  'secondFactor.recovery.copied': 'Wiederherstellungscodes kopiert.',
  'secondFactor.recovery.done': 'Ich habe sie gespeichert',
  'secondFactor.verify.title': 'Bestätigen Sie, dass Sie es sind',
  'secondFactor.verify.intro':
    'Bei dieser Anmeldung wurde Ihr zweiter Faktor nicht verwendet. Geben Sie einen Code aus Ihrer Authenticator-App oder einen Wiederherstellungscode ein.',
  'secondFactor.verify.submit': 'Bestätigen',
  'secondFactor.verify.done': 'Bestätigt.',
  'secondFactor.step.title': 'Bestätigung in zwei Schritten',
  'secondFactor.step.intro':
    'Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App oder einen Ihrer Wiederherstellungscodes ein.',
  'secondFactor.step.introPasskey':
    'Verwenden Sie Ihren Passkey, um die Anmeldung abzuschließen, oder geben Sie einen Ihrer Wiederherstellungscodes ein.',
  'secondFactor.step.code': 'Bestätigungscode',
  'secondFactor.step.submit': 'Bestätigen',
  'secondFactor.step.pending': 'Wird geprüft …',
  'secondFactor.step.usePasskey': 'Passkey verwenden',
  'secondFactor.step.cancel': 'Abbrechen',
  'secondFactor.step.failed': 'Bestätigung fehlgeschlagen',
  'secondFactor.signIn.or': 'oder',
  'secondFactor.signIn.passkey': 'Passkey verwenden',
  'secondFactor.signIn.passkeyHint': 'Mit einem Passkey anmelden: kein Passwort nötig.',
  'secondFactor.admin.title': 'Zweiten Faktor einrichten',
  'secondFactor.admin.intro':
    'Die Admin-Werkzeuge erfordern einen zweiten Faktor. Fügen Sie einen Passkey oder eine Authenticator-App hinzu, um fortzufahren.',
  'secondFactor.admin.verifyTitle': 'Anmeldung bestätigen',
  'secondFactor.reviewerNeedsSecondFactor':
    'Das Prüfen von Ergebnissen erfordert einen zweiten Faktor. Richten Sie einen Passkey oder eine Authenticator-App ein oder bestätigen Sie diese Anmeldung damit.',
  'secondFactor.reviewer.intro':
    'Prüfungen werden im öffentlichen Wirkungsregister festgehalten, deshalb erfordert das Prüfen einen zweiten Faktor. Fügen Sie einen Passkey oder eine Authenticator-App hinzu oder bestätigen Sie diese Anmeldung damit.',
} as const satisfies Partial<Messages>;
