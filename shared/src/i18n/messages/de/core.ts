// German messages: the catalogue's own entries in ../en.ts (shared words, layout, page titles,
// generic UI, statuses, emails, calendar files, errors and validation). Same keys, order and
// groups as en.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const deCoreMessages = {
  /* ---- Shared words ---- */
  'common.people': '{count, plural, one {# Person} other {# Personen}}',
  'common.siteName': 'Regen Marketplace',

  /* ---- Layout: header, menu, footer, not found (docs/spec/public-site.md §1) ---- */
  'layout.skipToContent': 'Zum Inhalt springen',
  'layout.logo.home': 'Regen Marketplace – Startseite',
  'layout.header.nav': 'Hauptnavigation',
  'layout.header.signIn': 'Anmelden',
  'layout.header.signUpTraveler': 'Registrieren',
  'layout.menu.button': 'Menü',
  'layout.menu.label': 'Hauptmenü',
  'layout.menu.aboutUs': 'Über uns',
  'layout.menu.destinations': 'Reiseziele',
  'layout.menu.currentProjects': 'Aktuelle Projekte',
  'layout.menu.news': 'News zu regenerativem Tourismus',
  'layout.menu.myProfile': 'Mein Profil',
  'layout.menu.myImpact': 'Meine Wirkung',
  'layout.menu.messages': 'Nachrichten',
  'layout.menu.unread': '{label}, {count} ungelesen',
  'layout.footer.tagline':
    'Buchen Sie Aktivitäten lokaler Anbieter – was jeder Termin erreicht, wird gemessen, geprüft und veröffentlicht.',
  'layout.footer.nav': 'Fußzeile',
  'layout.footer.destinations': 'Reiseziele',
  'layout.footer.aboutUs': 'Über uns',
  'layout.footer.contactUs': 'Kontakt',
  'layout.footer.supplierSignup': 'Als Anbieter registrieren',
  'layout.footer.blog': 'Blog',
  'layout.footer.credits': 'Bildnachweise',
  'layout.footer.followUs': 'Folgen Sie uns',
  'layout.footer.copyright': '© 2023 Regen Marketplace. Alle Rechte vorbehalten.',
  'notFound.code': '404',
  'notFound.title': 'Hoppla! Seite nicht gefunden',
  'notFound.body': 'Die gesuchte Seite gibt es nicht oder sie ist umgezogen.',
  'notFound.home': 'Zur Startseite',
  'meta.siteTitle': 'Regen Marketplace',
  'meta.notFoundTitle': 'Seite nicht gefunden · Regen Marketplace',
  // Each page's title and description (its route's head).
  'meta.aboutUs.title': 'Über uns',
  'meta.aboutUs.description':
    'Was Regen Points® für Reisende, Anbieter und Reiseziele bedeuten – und die Mission, die Werte und die Geschichte hinter Regen Marketplace.',
  'meta.blog.title': 'Blog',
  'meta.blog.description':
    'Ratgeber und Geschichten zu regenerativem Tourismus, Naturschutz, Wirkung vor Ort und verantwortungsvollem Reisen.',
  'meta.contactUs.title': 'Kontakt',
  'meta.contactUs.description':
    'Kontaktieren Sie Regen Marketplace für allgemeine Anfragen, Zusammenarbeit und Partnerschaften. Wir antworten innerhalb von 24–48 Stunden an Werktagen.',
  'meta.credits.title': 'Bildnachweise',
  'meta.credits.description':
    'Wer die Illustrationen und weiteren Inhalte von Regen Marketplace geschaffen hat und unter welchen Lizenzen sie stehen.',
  'meta.currentProjects.title': 'Aktuelle Projekte',
  'meta.currentProjects.description':
    'Sechs regenerative Projekte, die unsere Reisenden und Anbieter unterstützen – von der Mangroven-Renaturierung bis zur Wiederbelebung von Dörfern.',
  'meta.destinations.title': 'Wählen Sie Ihr Reiseziel',
  'meta.destinations.description':
    'Wählen Sie eines von 37 Ländern und finden Sie regenerative Erlebnisse und Wege, etwas beizutragen.',
  'meta.experiences.title': 'Erlebnisse suchen',
  'meta.experiences.description':
    'Regenerative Erlebnisse in 37 Ländern – suchen Sie nach Aktivität, Wirkung, Datum, Preis, Dauer und Anstrengung.',
  'meta.news.title': 'News zu regenerativem Tourismus',
  'meta.news.description':
    'News zu Meeresschutz, Aufforstung, gemeinschaftsbasiertem Tourismus und Klimaschutz aus regenerativen Reisezielen.',
  'meta.actionsIndex.title': 'Kein Land angegeben',
  'meta.actionsIndex.description': 'Wählen Sie ein Reiseziel, um zu sehen, wie Sie dort beitragen können.',
  'meta.admin.title': 'Admin',
  'meta.admin.description': 'Aktivitäten von Anbietern prüfen und freigeben.',
  'meta.signIn.title': 'Anmelden',
  'meta.signIn.description': 'Melden Sie sich bei Ihrem Regen-Marketplace-Konto an.',
  'meta.comingSoon.title': 'Demnächst',
  'meta.comingSoon.description': 'Diese Funktion befindet sich noch in Entwicklung.',
  'meta.supplierSignup.title': 'Registrierung für Anbieter',
  'meta.supplierSignup.description':
    'Erstellen Sie ein Anbieterkonto und stellen Sie Ihre regenerativen Aktivitäten vor.',
  'meta.travelerSignup.title': 'Registrierung für Reisende',
  'meta.travelerSignup.description': 'Erstellen Sie ein Konto, um regenerative Erlebnisse zu buchen.',
  'meta.impact.title': 'Meine Wirkung',
  'meta.impact.description':
    'Ihre bestätigten Regen Points® nach Ländern, mit dem Wirkungsziel Ihrer Reise und Ihren Nachweisen.',
  'meta.travelerDashboard.title': 'Meine Reservierungen',
  'meta.travelerDashboard.description': 'Ihre aktuellen und vergangenen Reservierungen.',
  'meta.home.title': 'Regen Marketplace',
  'meta.home.description':
    'Regeneratives Reisen: Berechnen Sie Ihre Wirkung in Regen Points®, entdecken Sie 37 Reiseziele und buchen Sie Aktivitäten lokaler Anbieter.',
  'meta.actions.title': '{country}: So können Sie beitragen',
  'meta.actions.description':
    'Reiseziel {country}: einfache Tipps, die Ihre Reise regenerativ machen – mit den Regen Points®, die jeder davon pro Tag wert ist, wenn man ihn umsetzt (Orientierung, selbst gemeldet).',
  'meta.countryNotFound.title': 'Land nicht gefunden',
  'meta.countryNotFound.description': 'Dieses Land gehört nicht zu unseren Reisezielen.',
  'meta.countryExperiences.title': '{country}: Erlebnisse',
  'meta.countryExperiences.description':
    'Regenerative Erlebnisse im Reiseziel {country}: Aktivitäten für Umwelt und Gemeinschaft, angeboten von lokalen Anbietern.',
  'meta.country.description':
    'Regeneratives Reisen im Reiseziel {country}: was das Land besonders macht, buchbare Aktivitäten und Tipps, die helfen.',
  'meta.postNotFound.title': 'Beitrag nicht gefunden',
  'meta.postNotFound.description': 'Den gesuchten Blogbeitrag gibt es nicht.',
  'meta.articleNotFound.title': 'Artikel nicht gefunden',
  'meta.articleNotFound.description': 'Den gesuchten News-Artikel gibt es nicht.',
  'meta.siteDescription':
    'Regen Marketplace: Finden Sie regenerative Reiseerlebnisse lokaler Anbieter und messen Sie Ihre Wirkung in Regen Points®.',

  /* ---- Generic UI (components/ui) ---- */
  'ui.loading': 'Wird geladen',
  'ui.dialog.close': 'Schließen',
  'ui.password.show': '{field} anzeigen',
  'ui.password.hide': '{field} verbergen',
  'status.activity': '{status, select, approved {Online} pending {In Prüfung} rejected {Abgelehnt} other {{status}}}',
  'status.booking':
    '{status, select, confirmed {Bestätigt} cancelled {Storniert} completed {Abgeschlossen} no_show {Nicht erschienen} pending {Ausstehend} other {{status}}}',
  'status.payment':
    '{status, select, pending {Zahlung ausstehend} completed {Zahlung abgeschlossen} failed {Zahlung fehlgeschlagen} other {Zahlung: {status}}}',
  'status.payOnSite': 'Zahlung vor Ort',

  /* ---- Emails (docs/design.md §7) ---- */
  'mail.greeting': 'Hallo {name},',
  'mail.greetingAnonymous': 'Hallo,',
  'mail.signature': 'Ihr Team von Regen Marketplace',
  'mail.verification.subject': 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
  'mail.verification.welcome':
    'Willkommen bei Regen Marketplace! Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihre Registrierung abzuschließen.',
  'mail.verification.validity':
    'Der Link ist 24 Stunden gültig. Wenn Sie kein Konto erstellt haben, können Sie diese E-Mail ignorieren.',
  'mail.verification.button': 'E-Mail-Adresse bestätigen',
  'mail.verification.link': 'E-Mail-Adresse bestätigen: {url}',
  'mail.passwordReset.subject': 'Passwort zurücksetzen',
  'mail.passwordReset.request':
    'Wir haben eine Anfrage erhalten, das Passwort Ihres Regen-Marketplace-Kontos zurückzusetzen.',
  'mail.passwordReset.validity':
    'Der Link ist eine Stunde gültig und kann einmal verwendet werden. Mit einem neuen Passwort werden Sie überall sonst abgemeldet. Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren: Ihr Passwort bleibt unverändert.',
  'mail.passwordReset.button': 'Neues Passwort festlegen',
  'mail.passwordReset.link': 'Neues Passwort festlegen: {url}',
  'mail.activityApproved.subject': 'Ihre Aktivität ist online: {title}',
  'mail.activityApproved.body':
    'Gute Nachrichten: Ihre Aktivität „{title}“ wurde freigegeben und ist jetzt auf Regen Marketplace online.',
  'mail.activityRejected.subject': 'Ihre Aktivität wurde nicht freigegeben: {title}',
  'mail.activityRejected.body': 'Ihre Aktivität „{title}“ wurde nicht freigegeben.',
  'mail.activityRejected.reason': 'Grund: {reason}',
  'mail.activityRejected.edit': 'Sie können die Aktivität in Ihrem Dashboard bearbeiten.',
  'mail.activityStatus.button': 'Zum Dashboard',
  'mail.activityStatus.link': 'Ihr Dashboard: {url}',
  'mail.bookingConfirmed.subject': 'Buchung bestätigt: {activity} am {date}',
  'mail.bookingConfirmed.body':
    'Ihre Buchung ist bestätigt: {activity} bei {business} am {when}, für {people, plural, one {# Person} other {# Personen}}.',
  'mail.bookingConfirmed.total': 'Gesamt: {total}, Zahlung vor Ort.',
  'mail.bookingConfirmed.policy': 'Stornobedingungen: {policy}',
  'mail.bookingConfirmed.link': 'Buchung ansehen oder stornieren und dem Anbieter schreiben: {url}',
  'mail.bookingNew.subject': 'Neue Buchung: {activity} am {date}',
  'mail.bookingNew.body': 'Neue Buchung für {activity} am {when}.',
  'mail.bookingNew.customer':
    '{customer} ({email}, {phone}) hat für {people, plural, one {# Person} other {# Personen}} gebucht; Gesamt {total}, Zahlung vor Ort.',
  'mail.bookingNew.requests': 'Besondere Wünsche: {requests}',
  'mail.bookingNew.link': 'Zum Dashboard: {url}',
  'mail.bookingCancelled.subject': 'Buchung storniert: {activity} am {date}',
  'mail.bookingCancelled.body':
    'Die Buchung für {activity} am {when} ({people, plural, one {# Person} other {# Personen}}) wurde von {cancelledBy} storniert.',
  'mail.bookingCancelled.reason': 'Grund: {reason}',
  'mail.bookingCancelled.customer': 'Gast: {customer}',
  'mail.bookingCancelled.travelerLink': 'Ihre Buchungen: {url}',
  'mail.bookingCancelled.supplierLink': 'Dashboard: {url}',
  'mail.bookingReminder.subject': 'Erinnerung: {activity} am {date}',
  'mail.bookingReminder.body':
    'Zur Erinnerung an Ihre Buchung morgen: {activity} bei {business} am {when}, für {people, plural, one {# Person} other {# Personen}}.',
  'mail.bookingReminder.meetingPlace': 'Treffpunkt: {place}.',
  'mail.bookingReminder.link': 'Buchung ansehen und dem Anbieter schreiben: {url}',
  'mail.newMessage.subject': 'Neue Nachricht von {sender}',
  'mail.newMessage.body': '{sender} hat Ihnen eine Nachricht zu {activity} am {when} geschickt.',
  'mail.newMessage.open': 'Öffnen Sie die Unterhaltung, um zu lesen und zu antworten.',
  'mail.newMessage.button': 'Unterhaltung öffnen',
  'mail.reviewInvitation.subject': 'Wie war es? Bewerten Sie „{activity}“',
  'mail.reviewInvitation.thanks': 'Danke, dass Sie bei „{activity}“ dabei waren. Wie war es?',
  'mail.reviewInvitation.why':
    'Ihre Bewertung hilft den nächsten Reisenden bei der Wahl und zeigt dem Anbieter, was gut ankam. Sie können sie in den nächsten {days} Tagen schreiben: eine Bewertung von 1 bis 5 Sternen und, wenn Sie möchten, ein paar Worte.',
  'mail.reviewInvitation.link': 'Bewertung schreiben: {url}',
  'mail.reviewInvitation.button': 'Bewertung schreiben',
  'mail.reviewHidden.subject': 'Ihre Bewertung wurde ausgeblendet',
  'mail.reviewHidden.body':
    'Ihre Bewertung zu „{activity}“ wurde vom Team von Regen Marketplace ausgeblendet und erscheint nicht mehr auf der Website.',
  'mail.reviewHidden.reason': 'Grund: {reason}',
  'mail.reviewHidden.mistake': 'Wenn Sie das für einen Fehler halten, kontaktieren Sie uns bitte.',
  'mail.reviewHidden.link': 'Kontakt: {url}',
  'mail.reviewHidden.button': 'Kontakt aufnehmen',
  'mail.button.myBookings': 'Meine Buchungen',
  'mail.button.supplierDashboard': 'Anbieter-Dashboard',

  /* ---- Calendar files (.ics, docs/decisions/060) and the bookings CSV ---- */
  'calendar.customer': 'Gast',
  'calendar.supplier.party': '{customer}: {people, plural, one {# Person} other {# Personen}}.',
  'calendar.supplier.summary': '{activity}: {customer} ({people, plural, one {# Person} other {# Personen}})',
  'calendar.supplier.dashboard': 'Anbieter-Dashboard: {url}',
  'calendar.specialRequests': 'Besondere Wünsche: {requests}',
  'calendar.cancelled': 'Diese Buchung wurde storniert.',
  'calendar.traveler.party': 'Bei {business}, für {people, plural, one {# Person} other {# Personen}}.',
  'calendar.traveler.policy': 'Stornobedingungen: {policy}',
  'calendar.traveler.bookings': 'Ihre Buchungen: {url}',
  'calendar.traveler.summary': '{activity} bei {business}',
  'calendar.feed.supplierName': 'Buchungen von {business} (Regen Marketplace)',
  'calendar.feed.travelerName': 'Meine Buchungen bei Regen Marketplace',

  /* ---- Errors any procedure may answer with ---- */
  'errors.unexpected': 'Ein unerwarteter Fehler ist aufgetreten',
  'errors.duplicateRecord': 'Dieser Eintrag existiert bereits.',
  'errors.dataRule': 'Die Anfrage verstößt gegen eine Datenregel und wurde nicht gespeichert.',
  'errors.sessionEnded': 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  'errors.authSessionMissing': 'Anmeldesitzung fehlt!',
  'errors.signInToContinue': 'Bitte melden Sie sich an, um fortzufahren.',
  'uploads.fileTooLarge': 'Bitte laden Sie ein Bild unter 5 MB hoch',
  'uploads.invalidFile': 'Bitte laden Sie eine Bilddatei hoch',
  'uploads.failed': 'Das Foto konnte nicht hochgeladen werden. Bitte versuchen Sie es noch einmal.',
  'errors.rateLimit': 'Zu viele Versuche. Bitte warten Sie eine Minute und versuchen Sie es dann erneut.',
  'errors.bookingLimit':
    'Sie haben in kurzer Zeit viele Buchungen vorgenommen. Bitte versuchen Sie es in einer Stunde noch einmal.',

  /* ---- Validation shared by many forms (docs/decisions/015) ---- */
  'validation.requiredFields': 'Bitte füllen Sie alle Pflichtfelder aus',
  'validation.invalidEmail': 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  'validation.emailRequired': 'Bitte geben Sie Ihre E-Mail-Adresse ein',
  'validation.invalidCharacter': 'Bitte entfernen Sie das nicht unterstützte Zeichen aus diesem Text',
  'validation.tooLong': 'Bitte verwenden Sie höchstens {max} Zeichen',
  'validation.invalidDate': 'Bitte geben Sie ein gültiges Datum ein',
  'validation.dateRange': 'Bitte wählen Sie ein Datum zwischen dem 1. Januar 2000 und dem 31. Dezember 2100',
  'validation.invalidTime': 'Bitte geben Sie eine gültige Uhrzeit ein',
  'validation.priceMax': 'Der Preis darf höchstens {max} USD betragen',
  'validation.bookingTotalTooHigh':
    'Eine Buchung darf insgesamt höchstens {max} USD kosten. Bitte buchen Sie für weniger Personen.',

  /* ---- Search filters (docs/decisions/068) ---- */
  'search.q': 'Der Suchtext muss Text sein',
  'search.country': 'Bitte wählen Sie ein Land aus der Liste',
  'search.category': 'Die Wirkungskategorie muss „Umwelt“ oder „Soziales“ sein',
  'search.people': 'Die Personenzahl muss eine ganze Zahl von 1 bis {max} sein',
  'search.minPrice': 'Der Mindestpreis muss ein ganzer Dollarbetrag von 0 bis {max} sein',
  'search.maxPrice': 'Der Höchstpreis muss ein ganzer Dollarbetrag von 0 bis {max} sein',
  'search.priceOrder': 'Der Mindestpreis darf nicht über dem Höchstpreis liegen',
  'search.duration': 'Bitte wählen Sie eine Dauer aus der Liste',
  'search.effort': 'Die Anstrengung muss gering, mittel oder hoch sein',
  'search.sort': 'Bitte wählen Sie eine Sortierung aus der Liste',
  'search.page': 'Die Seite muss eine ganze Zahl von 1 bis {max} sein',
  'search.filters': 'Diese Suchfilter sind ungültig',
  'inbox.invalidCursor': 'Ungültiger Cursor',

  /* ---- Accounts (docs/spec/accounts-and-operations.md §5) ---- */
  'auth.passwordMismatch': 'Die Passwörter stimmen nicht überein',
  'auth.passwordTooShort': 'Das Passwort muss mindestens 6 Zeichen lang sein',
  'auth.passwordTooLong': 'Das Passwort darf höchstens 200 Zeichen lang sein',
  'auth.signInRequired': 'Bitte geben Sie E-Mail-Adresse und Passwort ein',
  'auth.supplierRequiredFields': 'Bitte füllen Sie alle Pflichtfelder aus, auch die Passwortbestätigung',
  'auth.yearsInOperation': 'Die Jahre am Markt müssen eine ganze Zahl zwischen 0 und 500 sein',
  'auth.bothPasswordsRequired': 'Bitte füllen Sie beide Passwortfelder aus',
  'auth.resetLinkInvalidShort': 'Dieser Link zum Zurücksetzen ist ungültig oder abgelaufen.',
  'auth.verificationLinkInvalidShort': 'Dieser Bestätigungslink ist ungültig oder abgelaufen.',
  'auth.emailNotVerified':
    'Bitte bestätigen Sie Ihre E-Mail-Adresse, bevor Sie sich anmelden. Den Bestätigungslink finden Sie in Ihrem Postfach – oder lassen Sie ihn sich erneut senden.',
  'auth.duplicateEmail': 'Mit dieser E-Mail-Adresse gibt es bereits ein Konto.',
  'auth.invalidCredentials': 'Ungültige Anmeldedaten',
  'auth.resetLinkInvalid':
    'Dieser Link zum Zurücksetzen ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
  'auth.verificationLinkInvalid':
    'Dieser Bestätigungslink ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',

  /* ---- Activities ---- */
  'activities.notFound': 'Aktivität nicht gefunden',

  /* ---- Booking (docs/spec/public-site.md §5) ---- */
  'booking.missingSlot': 'Bitte wählen Sie ein Datum und eine Uhrzeit',
  'booking.missingFields': 'Bitte füllen Sie alle Pflichtfelder aus (Name, E-Mail, Telefon)',
  'booking.invalidSlot': 'Bitte wählen Sie eine gültige Uhrzeit',
  'booking.capacityConflict': 'Die Buchung würde die verfügbaren Plätze überschreiten',
  'booking.activityNotBookable': 'Aktivität nicht gefunden oder nicht buchbar',
  'booking.cancellationReasonRequired': 'Bitte geben Sie einen Grund für die Stornierung an',
  'booking.cancellationDeadlinePassed': 'Die Stornofrist ist abgelaufen',
  'booking.notEnoughSpots': 'Zu dieser Uhrzeit sind nur noch {count} Plätze frei',
  'booking.invalidPhone': 'Bitte geben Sie eine gültige Telefonnummer ein',
  'booking.choosePeople': 'Bitte wählen Sie die Anzahl der Personen',
  'booking.atLeastOnePerson': 'Mindestens 1 Person ist erforderlich',
  'booking.tooManyPeople': 'Zu viele Personen für eine Buchung',
  'booking.nameTooLong': 'Der Name ist zu lang',
  'booking.specialRequestsTooLong': 'Besondere Wünsche dürfen höchstens {max} Zeichen lang sein',
  'booking.cancellationReasonTooLong': 'Der Grund darf höchstens {max} Zeichen lang sein',
  'booking.maxPeoplePerBooking': 'Diese Aktivität nimmt höchstens {max} Personen pro Buchung an',
  'booking.slotStarted': 'Diese Uhrzeit hat bereits begonnen. Bitte wählen Sie eine andere.',
  'booking.notFound': 'Buchung nicht gefunden',
  'booking.cancelForbidden': 'Sie sind nicht berechtigt, diese Buchung zu stornieren.',
  'booking.alreadyCancelled': 'Diese Buchung wurde bereits storniert.',
  'booking.completed': 'Diese Buchung ist abgeschlossen und kann nicht mehr storniert werden.',
  'booking.notCancellable': 'Diese Buchung kann nicht mehr storniert werden.',

  /* ---- Supplier: activities and slots ---- */
  'supplier.missingInformation': 'Angaben fehlen',
  'supplier.descriptionMax': 'Die Beschreibung darf höchstens 480 Zeichen lang sein',
  'supplier.impactMax': 'Die Beschreibung der Wirkung darf höchstens 50 Zeichen lang sein',
  'supplier.coverPhoto': 'Bitte laden Sie ein Titelbild hoch',
  'supplier.titleMax': 'Der Titel darf höchstens 100 Zeichen lang sein',
  'supplier.priceStep': 'Der Preis darf höchstens 2 Nachkommastellen haben',
  'supplier.titleRequired': 'Bitte geben Sie einen Titel ein',
  'supplier.descriptionMin': 'Die Beschreibung muss mindestens 50 Zeichen lang sein',
  'supplier.activityTypeRequired': 'Bitte wählen Sie die Art der Aktivität',
  'supplier.priceMin': 'Der Preis muss 0 oder höher sein',
  'supplier.durationMin': 'Die Dauer muss mindestens 1 Stunde betragen',
  'supplier.participantsMin': 'Mindestens 1 Person muss teilnehmen können',
  'supplier.impactMin': 'Die Beschreibung der Wirkung muss mindestens 30 Zeichen lang sein',
  'supplier.selectDate': 'Bitte wählen Sie ein Datum',
  'supplier.selectDateRange': 'Bitte wählen Sie einen Zeitraum',
  'supplier.endAfterStart': 'Das Ende muss nach dem Beginn liegen',
  'supplier.spotsMin': 'Es muss mindestens 1 Platz geben',
  'supplier.durationMax': 'Die Dauer darf höchstens {max} Stunden betragen',
  'supplier.participantsMax': 'Höchstens {max} Personen können teilnehmen',
  'supplier.spotsMax': 'Es darf höchstens {max} Plätze geben',
  'supplier.rangeTooLong': 'Bitte wählen Sie einen Zeitraum von höchstens {max} Tagen',
  'supplier.activityLimit': 'Aktivitätslimit erreicht: Sie können höchstens {max} Aktivitäten einstellen.',
  'supplier.activityHasUpcomingBookings':
    'Diese Aktivität hat anstehende bestätigte Buchungen und kann nicht gelöscht werden. Stornieren Sie diese Buchungen zuerst.',
  'supplier.slotNotFound': 'Termin nicht gefunden',
  'supplier.onlyApprovedSlots': 'Termine können nur für freigegebene (aktive) Aktivitäten angelegt werden.',
  'supplier.slotOverlap': 'Diese Uhrzeit überschneidet sich mit einem bestehenden Termin dieser Aktivität',
  'supplier.slotOverlapOn': 'Diese Uhrzeit überschneidet sich mit einem bestehenden Termin dieser Aktivität am {date}.',
  'supplier.slotOverlapAt':
    'Diese Uhrzeit überschneidet sich mit einem bestehenden Termin dieser Aktivität am {date} um {span}.',
  'supplier.slotOverlapSomewhere': 'Diese Uhrzeit überschneidet sich mit einem bestehenden Termin dieser Aktivität.',
  'supplier.slotInPast': 'Für vergangene Tage können keine Termine angelegt werden',
  'supplier.slotHasBookings':
    'Dieser Termin hat bestätigte Buchungen. Stornieren Sie diese, bevor Sie den Termin löschen oder deaktivieren.',
  'supplier.slotHasHistory':
    'Für diesen Termin sind stornierte Buchungen verzeichnet, daher kann er nicht gelöscht werden. Setzen Sie ihn stattdessen auf „Nicht verfügbar“.',
  'supplier.spotsBelowBooked': 'Es darf nicht weniger Plätze geben als bereits gebucht sind',
  'supplier.noSupplierAccount': 'Sie haben kein Anbieterkonto. Bitte registrieren Sie sich zuerst als Anbieter.',

  /* ---- Schedules (docs/decisions/058–059) ---- */
  'schedules.notFound': 'Plan nicht gefunden',
  'schedules.inPast': 'Ein Plan kann nicht vor heute beginnen',
  'schedules.spotsAboveMax':
    'Es darf nicht mehr Plätze geben als die {max} Teilnehmenden, die die Aktivität höchstens zulässt',
  'schedules.beyondLimit':
    'Ein Plan kann höchstens 12 Monate im Voraus laufen: Bitte wählen Sie als letzten Tag spätestens den {date}',
  'schedules.notScheduleDay': '{date} ist kein Tag dieses Plans',
  'schedules.pastDates': 'Vergangene Tage können nicht geändert werden',
  'schedules.noException': 'Für {date} gibt es in diesem Plan keine Ausnahme',
  'schedules.labelRequired': 'Bitte geben Sie dem Plan einen Namen (zum Beispiel Sommer)',
  'schedules.labelMax': 'Bitte verwenden Sie für den Namen höchstens {max} Zeichen',
  'schedules.weekdayRequired': 'Bitte wählen Sie mindestens einen Wochentag',
  'schedules.untilBeforeFrom': 'Der letzte Tag darf nicht vor dem ersten liegen',
  'schedules.calendarRange': 'Bitte wählen Sie einen Zeitraum von höchstens 62 Tagen',

  /* ---- Admin ---- */
  'admin.statusUpdateConflict':
    'Diese Aktivität wurde bereits von einer anderen Person der Administration geprüft. Die Liste wurde aktualisiert.',
  'admin.reasonMax': 'Der Grund darf höchstens 500 Zeichen lang sein',

  /* ---- Messaging ---- */
  'messaging.recipientError':
    'Der Empfänger der Nachricht konnte nicht ermittelt werden. Möglicherweise dürfen Sie zu dieser Buchung keine Nachrichten senden.',
  'messaging.blank': 'Bitte geben Sie eine Nachricht ein',
  'messaging.tooLong': 'Nachrichten dürfen höchstens {max} Zeichen lang sein',

  /* ---- Attendance and impact ---- */
  'attendance.notStarted': 'Die Teilnahme kann eingetragen werden, sobald die Aktivität begonnen hat.',
  'attendance.final':
    'Die Teilnahme kann nur innerhalb von {days} Tagen nach der Aktivität eingetragen oder korrigiert werden; sie ist jetzt endgültig.',
  'attendance.cancelled': 'Diese Buchung wurde storniert, daher kann keine Teilnahme eingetragen werden.',
  'attendance.notConfirmed': 'Nur für eine bestätigte Buchung kann die Teilnahme eingetragen werden.',
  'attendance.forbidden': 'Nur der Anbieter der Aktivität kann die Teilnahme eintragen.',
  'attendance.attendedPeople':
    'Bitte geben Sie ein, wie viele Personen gekommen sind (mindestens 1), oder markieren Sie „Nicht erschienen“.',
  'attendance.tooMany':
    'Gebucht {booked, plural, one {war höchstens # Person} other {waren höchstens # Personen}}: Bitte geben Sie eine Zahl von 1 bis {booked} ein.',
  'impact.receiptNotFound': 'Nachweis nicht gefunden',
  'impact.receiptOwnerOnly': 'Nur die reisende Person dieses Nachweises kann ändern, wie er geteilt wird.',
  'impact.goalCountry': 'Bitte wählen Sie ein Land aus der Liste',
  'impact.goalDays': 'Die Tage müssen eine ganze Zahl von 1 bis 365 sein',
  'impact.goalCities': 'Die Städte müssen eine ganze Zahl von 1 bis 50 sein',

  /* ---- Reviews (docs/decisions/052–054) ---- */
  'reviews.bookingNotFound': 'Buchung nicht gefunden',
  'reviews.notYourBooking': 'Nur wer diese Buchung vorgenommen hat, kann sie bewerten.',
  'reviews.notAttended': 'Sie können eine Aktivität bewerten, sobald der Anbieter Ihre Teilnahme bestätigt hat.',
  'reviews.notStarted': 'Sie können diese Aktivität bewerten, sobald sie stattgefunden hat.',
  'reviews.windowClosed':
    'Bewertungen sind bis {days} Tage nach der Aktivität möglich. Diese Buchung kann nicht mehr bewertet werden.',
  'reviews.alreadyExists':
    'Sie haben diese Buchung bereits bewertet. Sie können Ihre Bewertung stattdessen bearbeiten.',
  'reviews.notFound': 'Bewertung nicht gefunden',
  'reviews.notYours': 'Nur wer diese Bewertung verfasst hat, kann sie ändern.',
  'reviews.editClosed':
    'Eine Bewertung kann {hours} Stunden lang nach dem Verfassen bearbeitet werden. Diese Bewertung kann nicht mehr geändert werden.',
  'reviews.hiddenEdit': 'Diese Bewertung wurde von unserem Team ausgeblendet und kann nicht mehr geändert werden.',
  'reviews.replyNotYourActivity': 'Nur der Anbieter dieser Aktivität kann auf ihre Bewertungen antworten.',
  'reviews.replyAlreadyExists':
    'Auf diese Bewertung wurde bereits geantwortet. Pro Bewertung ist eine Antwort möglich.',
  'reviews.replyHidden': 'Diese Bewertung wurde von unserem Team ausgeblendet; eine Antwort ist nicht möglich.',
  'reviews.alreadyHidden': 'Diese Bewertung ist bereits ausgeblendet.',
  'reviews.notHidden': 'Diese Bewertung ist nicht ausgeblendet.',
  'reviews.stars': 'Bitte vergeben Sie 1 bis 5 Sterne',
  'reviews.textTooLong': 'Bewertungen dürfen höchstens {max} Zeichen lang sein',
  'reviews.replyBlank': 'Bitte schreiben Sie eine Antwort',
  'reviews.replyTooLong': 'Antworten dürfen höchstens {max} Zeichen lang sein',
  'reviews.hideReasonBlank': 'Bitte geben Sie einen Grund für das Ausblenden dieser Bewertung an',
  'reviews.hideReasonTooLong': 'Der Grund darf höchstens {max} Zeichen lang sein',

  /* ---- Resellers and calendars ---- */
  'resellers.nameRequired': 'Geben Sie den Namen des Wiederverkäufers ein',
  'resellers.nameMax': 'Höchstens 100 Zeichen',
  'resellers.unknownReseller': 'Unbekannter Wiederverkäufer',
  'resellers.unknownKey': 'Unbekannter API-Schlüssel',
  'resellers.notFound': 'Wiederverkäufer nicht gefunden',
  'resellers.keyNotFound': 'API-Schlüssel nicht gefunden',
  'resellers.revoked': 'Dieser Wiederverkäufer wurde gesperrt: Er kann keine neuen Schlüssel erhalten.',
  'calendars.csvRangeMalformed': 'Geben Sie beide Daten im Format JJJJ-MM-TT ein.',
  'calendars.csvRangeOrder': 'Das „Bis“-Datum darf nicht vor dem „Von“-Datum liegen.',
  'calendars.csvRangeTooLong': 'Wählen Sie einen Zeitraum von höchstens {days} Tagen.',
} as const satisfies Partial<Messages>;
