// German messages: measured outcomes, evidence and its review, and the yearly report. Same keys,
// order and groups as ../en-outcomes.ts; the units' methods stay plain facts, no adjectives
// (docs/decisions/107, 110).
import type { Messages } from '../../index.ts';

export const deOutcomesMessages = {
  /* ---- The unit catalogue (shared/src/rules/outcome-units.ts) ---- */
  'outcomes.unit.trees_planted.name': 'Gepflanzte Bäume',
  'outcomes.unit.trees_planted.unit': 'Bäume',
  'outcomes.unit.trees_planted.method':
    'Setzlinge standortheimischer Arten, während der Aktivität eingepflanzt und vom Anbieter am Ende einzeln gezählt. Wir zählen gepflanzte Bäume, nicht überlebende: Das Überleben wird weder gemessen noch behauptet.',
  'outcomes.unit.trees_planted.evidence':
    'Fotos der bepflanzten Fläche mit sichtbaren Setzlingen und die Anzahl pro Art.',
  'outcomes.unit.habitat_restored_m2.name': 'Wiederhergestellter Lebensraum',
  'outcomes.unit.habitat_restored_m2.unit': 'm²',
  'outcomes.unit.habitat_restored_m2.method':
    'Fläche, die während der Aktivität von invasiven Pflanzen befreit, neu bepflanzt oder auf andere Weise wiederhergestellt wurde, gemessen in Quadratmetern per Maßband oder GPS-Track entlang ihres Rands. Die bearbeitete Fläche, keine Aussage über den späteren Zustand des Ökosystems.',
  'outcomes.unit.habitat_restored_m2.evidence':
    'Fotos der Fläche vorher und nachher und die Art der Messung (Maßband oder GPS-Track).',
  'outcomes.unit.litter_removed_kg.name': 'Gesammelter Abfall',
  'outcomes.unit.litter_removed_kg.unit': 'kg',
  'outcomes.unit.litter_removed_kg.method':
    'Während der Aktivität gesammelter Abfall, am Ende samt Säcken auf ein Zehntelkilogramm genau gewogen und dann an einen Entsorgungs- oder Recyclingdienst übergeben.',
  'outcomes.unit.litter_removed_kg.evidence': 'Ein Foto der Säcke auf der Waage mit sichtbarer Anzeige.',
  'outcomes.unit.paid_local_work_hours.name': 'Bezahlte lokale Arbeit',
  'outcomes.unit.paid_local_work_hours.unit': 'Stunden',
  'outcomes.unit.paid_local_work_hours.method':
    'Stunden bezahlter Arbeit von Menschen, die am Reiseziel leben (Guides, Köchinnen und Köche, Fahrer, Ranger), für die Aktivität, laut Stundenzettel oder Lohnabrechnung des Anbieters, auf eine Zehntelstunde genau.',
  'outcomes.unit.paid_local_work_hours.evidence':
    'Die Zeilen des Stundenzettels oder der Lohnabrechnung für die Aktivität, mit abgedeckten Namen.',
  'outcomes.unit.local_project_usd.name': 'Zahlung an ein benanntes lokales Projekt',
  'outcomes.unit.local_project_usd.unit': 'USD',
  'outcomes.unit.local_project_usd.method':
    'Geld, das der Anbieter aus den Einnahmen der Aktivität an das bei der Aktivität genannte lokale Projekt gezahlt hat, in US-Dollar zum Tageskurs, belegt durch einen Bank- oder Zahlungsbeleg, der das Projekt nennt.',
  'outcomes.unit.local_project_usd.evidence': 'Der Bank- oder Zahlungsbeleg mit Projekt und Betrag.',
  'outcomes.unit.species_records.name': 'Gemeldete Artnachweise',
  'outcomes.unit.species_records.unit': 'Nachweise',
  'outcomes.unit.species_records.method':
    'Beobachtungen wild lebender Arten (was, wo, wann, mit Foto oder Tonaufnahme), während der Aktivität gemacht und an eine öffentliche Biodiversitätsplattform gemeldet, die ihre Daten mit GBIF teilt, gezählt anhand der Liste der Plattform.',
  'outcomes.unit.species_records.evidence':
    'Ein Link zu den Beobachtungen der Aktivität auf der Plattform oder ein Screenshot davon.',
  'outcomes.amount':
    '{unit, select, trees_planted {{count, plural, one {{amount} Baum} other {{amount} Bäume}}} habitat_restored_m2 {{amount} m²} litter_removed_kg {{amount} kg} paid_local_work_hours {{count, plural, one {{amount} Stunde bezahlte lokale Arbeit} other {{amount} Stunden bezahlte lokale Arbeit}}} local_project_usd {{amount} an ein lokales Projekt gezahlt} species_records {{count, plural, one {{amount} Artnachweis} other {{amount} Artnachweise}}} other {{amount}}}',
  'outcomes.perPerson':
    '{unit, select, trees_planted {{count, plural, one {pflanzt ~{amount} Baum pro Person} other {pflanzt ~{amount} Bäume pro Person}}} habitat_restored_m2 {stellt ~{amount} m² Lebensraum pro Person wieder her} litter_removed_kg {sammelt ~{amount} kg Abfall pro Person} paid_local_work_hours {{count, plural, one {bezahlt ~{amount} Stunde lokale Arbeit pro Person} other {bezahlt ~{amount} Stunden lokale Arbeit pro Person}}} local_project_usd {zahlt ~{amount} pro Person an {project}} species_records {{count, plural, one {meldet ~{amount} Artnachweis pro Person} other {meldet ~{amount} Artnachweise pro Person}}} other {{amount}}}',
  /* ---- Rules' messages (server, 4xx) ---- */
  'outcomes.error.unknownUnit': 'Wählen Sie eine Einheit aus der Liste der gemessenen Ergebnisse.',
  'outcomes.error.amount': 'Geben Sie eine Menge von 0 oder mehr ein.',
  'outcomes.error.duplicateUnit': 'Jede Einheit kann nur einmal angegeben werden.',
  'outcomes.error.perParticipantPositive': 'Geben Sie eine erwartete Menge pro Person über 0 ein.',
  'outcomes.error.perParticipantTooMany': 'Die erwartete Menge pro Person darf höchstens {max} betragen.',
  'outcomes.error.decimals':
    '{decimals, plural, =0 {Diese Einheit wird in ganzen Zahlen gezählt.} one {Diese Einheit wird auf eine Nachkommastelle gemessen.} other {Diese Einheit wird auf # Nachkommastellen gemessen.}}',
  'outcomes.error.projectRequired': 'Nennen Sie das lokale Projekt, an das das Geld gezahlt wird.',
  'outcomes.error.projectName': 'Der Projektname darf höchstens 120 Zeichen lang sein.',
  'outcomes.error.activityNotFound': 'Aktivität nicht gefunden.',
  'outcomes.error.notYourActivity': 'Nur der Anbieter der Aktivität kann ihre Ergebnisse angeben.',
  'outcomes.error.sessionNotFound': 'Termin nicht gefunden.',
  'outcomes.error.notYourSession': 'Nur der Anbieter der Aktivität kann Ergebnisse für ihre Termine melden.',
  'outcomes.error.noAttendance':
    'Tragen Sie ein, wer an diesem Termin teilgenommen hat, bevor Sie melden, was er erreicht hat.',
  'outcomes.error.noAmounts': 'Geben Sie für mindestens eine Einheit die gemessene Menge ein.',
  'outcomes.error.undeclaredUnit': 'Melden Sie nur die Einheiten, die für diese Aktivität angegeben sind.',
  'outcomes.error.noteTooLong': 'Die Notiz darf höchstens 2.000 Zeichen lang sein.',
  'outcomes.error.tooManyPhotos': 'Hängen Sie höchstens {max} Fotos an.',
  'outcomes.error.photo': 'Jedes Foto muss eines sein, das Sie hier für diese Meldung hochgeladen haben.',
  'outcomes.error.answerTheQuestion': 'Zu dieser Meldung ist eine Frage offen: Beantworten Sie sie stattdessen.',
  'outcomes.error.alreadyUnderReview': 'Für diesen Termin wird bereits eine Meldung geprüft.',
  'outcomes.error.answerRequired': 'Schreiben Sie Ihre Antwort.',
  'outcomes.error.reportNotFound': 'Meldung nicht gefunden.',
  'outcomes.error.verifiedFinal':
    'Eine bestätigte Meldung kann nicht geändert werden. Melden Sie den Termin erneut, um sie zu korrigieren: Die neue Meldung wird geprüft und verweist auf diese.',
  'outcomes.error.rejectedFinal':
    'Diese Meldung wurde abgelehnt. Melden Sie den Termin erneut, um eine neue zu senden.',
  'outcomes.error.notQueried': 'Nur eine Meldung mit offener Frage kann beantwortet werden.',
  'outcomes.error.waitingForAnswer': 'Diese Meldung wartet auf die Antwort des Anbieters.',
  'outcomes.error.reviewerOnly': 'Nur Administration und Prüfende können Ergebnisse prüfen.',
  'outcomes.error.questionRequired': 'Schreiben Sie die Frage an den Anbieter.',
  'outcomes.error.reasonRequired': 'Schreiben Sie den Grund für die Ablehnung der Meldung.',
  'outcomes.error.textTooLong': 'Höchstens 1.000 Zeichen.',
  'outcomes.error.verifierNoAccount':
    'Mit dieser E-Mail-Adresse gibt es kein Konto. Die Person muss sich zuerst registrieren.',

  /* ---- Emails to the supplier ---- */
  'outcomes.mail.verified.subject': 'Ergebnisse bestätigt: {activity} am {date}',
  'outcomes.mail.verified.body':
    'Die Ergebnisse, die Sie für {activity} am {date} gemeldet haben, sind bestätigt. Die Regen Points® Ihrer Gäste für diesen Termin werden jetzt als bestätigt angezeigt.',
  'outcomes.mail.queried.subject': 'Eine Frage zu Ihren Ergebnissen: {activity} am {date}',
  'outcomes.mail.queried.body':
    'Unsere Prüferin oder unser Prüfer hat eine Frage zu den Ergebnissen, die Sie für {activity} am {date} gemeldet haben.',
  'outcomes.mail.queried.question': 'Frage: {text}',
  'outcomes.mail.rejected.subject': 'Ergebnisse nicht bestätigt: {activity} am {date}',
  'outcomes.mail.rejected.body':
    'Die Ergebnisse, die Sie für {activity} am {date} gemeldet haben, konnten nicht bestätigt werden.',
  'outcomes.mail.rejected.reason': 'Grund: {text}',
  'outcomes.mail.link': 'Zum Dashboard: {url}',
  'outcomes.mail.button': 'Zum Dashboard',

  /* ---- The public ledger's label of who decided ---- */
  'outcomes.ledger.reviewer':
    '{role, select, admin {Administration von Regen Marketplace} other {Prüfung durch Regen Marketplace}}: {name}',
  /* ---- Page heads ---- */
  'meta.impactReport.title': 'Wirkungsbericht',
  'meta.impactReport.description':
    'Was auf Regen Marketplace gebuchte Aktivitäten messbar bewirkt haben, nach Einheit und Reiseziel: bestätigt getrennt von noch ausstehend, insgesamt oder nach Jahr.',
  'meta.outcomesReview.title': 'Ergebnisse prüfen',
  'meta.outcomesReview.description': 'Nachweise gemessener Ergebnisse, die auf Prüfung warten.',

  /* ---- The activity page and cards (plain facts) ---- */
  'outcomes.facts.title': 'Was ein Termin bewirkt',
  'outcomes.facts.measured':
    'Vom Anbieter angegeben; die Mengen jedes Termins werden gemessen und anhand von Nachweisen geprüft.',
  'outcomes.facts.reportLink': 'Zum Wirkungsbericht',
  'outcomes.facts.cardLabel': 'Pro Termin:',

  /* ---- The supplier's panel (Activities tab) ---- */
  'outcomes.panel.title': 'Gemessene Ergebnisse',
  'outcomes.panel.intro':
    'Geben Sie in gemessenen Einheiten an, was ein Termin jeder Aktivität bewirkt, und melden Sie nach jedem Termin mit Fotos, was tatsächlich erreicht wurde. Eine prüfende Person kontrolliert die Nachweise; danach werden die Regen Points® Ihrer Gäste als bestätigt angezeigt.',
  'outcomes.panel.declaredHeading': 'Was ein Termin bewirkt, pro Person',
  'outcomes.panel.noneDeclared': 'Noch keine Ergebnisse angegeben.',
  'outcomes.panel.declare': 'Ergebnisse angeben',
  'outcomes.panel.forActivity': 'für {activity}',
  'outcomes.panel.declareTitle': 'Ergebnisse von {activity}',
  'outcomes.panel.declareHelp':
    'Wählen Sie die Einheiten, die ein Termin messbar erreicht, und die Menge, die Sie pro Person erwarten. Jede Einheit hat eine veröffentlichte Methode.',
  'outcomes.panel.perPerson': 'Erwartet pro Person ({unit})',
  'outcomes.panel.projectName': 'Name des bezahlten lokalen Projekts',
  'outcomes.panel.amountInvalid': 'Geben Sie eine Zahl für {unit} ein.',
  'outcomes.panel.saveDeclared': 'Ergebnisse speichern',
  'outcomes.panel.declaredSaved': 'Ergebnisse gespeichert',
  'outcomes.panel.saveFailed': 'Etwas ist schiefgelaufen. Bitte versuchen Sie es noch einmal.',
  'outcomes.panel.cancel': 'Abbrechen',
  'outcomes.panel.sessionsHeading': 'Zu meldende Termine',
  'outcomes.panel.loading': 'Wird geladen …',
  'outcomes.panel.loadFailed': 'Laden fehlgeschlagen. Bitte laden Sie die Seite neu.',
  'outcomes.panel.noSessions': 'Termine erscheinen hier, sobald Sie die Teilnahme eingetragen haben.',
  'outcomes.panel.participants': '{count, plural, one {# teilnehmende Person} other {# Teilnehmende}}',
  'outcomes.panel.expected': 'Erwartet: {amounts}',
  'outcomes.panel.reported': 'Gemeldet: {amounts}',
  'outcomes.panel.question': 'Frage: {text}',
  'outcomes.panel.reason': 'Grund: {text}',
  'outcomes.panel.verifiedBy': 'Bestätigt von {name} am {date}',
  'outcomes.panel.aVerifier': 'einer prüfenden Person',
  'outcomes.panel.declareFirst': 'Geben Sie oben die Ergebnisse dieser Aktivität an, um sie melden zu können.',
  'outcomes.panel.report': 'Ergebnisse melden',
  'outcomes.panel.update': 'Meldung aktualisieren',
  'outcomes.panel.answer': 'Frage beantworten',
  'outcomes.panel.correct': 'Meldung korrigieren',
  'outcomes.panel.reportAgain': 'Erneut melden',
  'outcomes.panel.forSession': 'für {activity}, {when}',
  'outcomes.panel.reportTitle': 'Was {activity} erreicht hat',
  'outcomes.panel.correctionHelp':
    'Die Meldung dieses Termins ist bestätigt und kann nicht geändert werden. Was Sie jetzt senden, ist eine neue Meldung, die sie korrigiert und erneut geprüft wird.',
  'outcomes.panel.measured': '{unit} ({label})',
  'outcomes.panel.expectedHint': 'Erwartet für diesen Termin: {amount}',
  'outcomes.panel.note': 'Hinweis für die prüfende Person (optional)',
  'outcomes.panel.yourAnswer': 'Ihre Antwort',
  'outcomes.panel.photos': 'Nachweisfotos (bis zu {max})',
  'outcomes.panel.photoAlt': 'Nachweisfoto {n}',
  'outcomes.panel.removePhoto': 'Foto {n} entfernen',
  'outcomes.panel.addPhotos': 'Fotos hinzufügen',
  'outcomes.panel.uploading': 'Wird hochgeladen …',
  'outcomes.panel.photoLimit': 'Höchstens {max} Fotos: Die übrigen wurden nicht hinzugefügt.',
  'outcomes.panel.send': 'Zur Prüfung senden',
  'outcomes.panel.sendAnswer': 'Antwort senden',
  'outcomes.panel.sent': 'Zur Prüfung gesendet',
  'outcomes.status.notReported': 'Nicht gemeldet',
  'outcomes.status.label':
    '{status, select, submitted {Prüfung ausstehend} queried {Rückfrage gestellt} verified {Bestätigt} rejected {Abgelehnt} other {{status}}}',

  /* ---- Points and their state (My Impact, receipts) ---- */
  'outcomes.points.state': '{state, select, verified {Bestätigt} other {Bestätigung ausstehend}}',
  'outcomes.points.stateWithPoints':
    '{state, select, verified {{points} bestätigt} other {{points} mit ausstehender Bestätigung}}',

  'outcomes.receipt.title': 'Gemessene Ergebnisse dieses Termins',
  'outcomes.receipt.measured': 'Gemessen: {amounts}',
  'outcomes.receipt.awaiting':
    'Die Meldung des Anbieters, was dieser Termin erreicht hat, ist noch nicht bestätigt. Diese Punkte werden als bestätigt angezeigt, sobald eine prüfende Person die Nachweise kontrolliert hat.',
  'outcomes.myImpact.split': '{verified} bestätigt · {awaiting} mit ausstehender Bestätigung',

  /* ---- Reviewing (admins and verifiers) ---- */
  'outcomes.review.title': 'Ergebnisse prüfen',
  'outcomes.review.intro':
    'Prüfen Sie jede Meldung anhand dessen, was für die Aktivität angegeben wurde, und anhand der Nachweise. Bestätigen Sie sie, stellen Sie dem Anbieter eine Frage oder lehnen Sie sie mit Begründung ab: Der Anbieter erhält jedes Mal eine E-Mail. Eine bestätigte Meldung kann nicht geändert werden.',
  'outcomes.review.show': 'Meldungen anzeigen',
  'outcomes.review.tab': '{tab, select, open {Zu prüfen} verified {Bestätigt} rejected {Abgelehnt} other {{tab}}}',
  'outcomes.review.empty': 'Hier gibt es keine Meldungen.',
  'outcomes.review.reported': 'Gemessen',
  'outcomes.review.expected': 'Erwartet laut Angabe',
  'outcomes.review.note': 'Hinweis des Anbieters: {text}',
  'outcomes.review.answer': 'Antwort: {text}',
  'outcomes.review.correction': 'Diese Meldung korrigiert eine frühere.',
  'outcomes.review.photoAlt': 'Nachweisfoto {n} von {activity}',
  'outcomes.review.noPhotos': 'Keine Fotos angehängt.',
  'outcomes.review.decidedBy': 'Entschieden von {name} am {date}',
  'outcomes.review.verify': 'Bestätigen',
  'outcomes.review.query': 'Frage stellen',
  'outcomes.review.reject': 'Ablehnen',
  'outcomes.review.questionLabel': 'Frage an den Anbieter',
  'outcomes.review.reasonLabel': 'Grund der Ablehnung',
  'outcomes.review.sendQuestion': 'Frage senden',
  'outcomes.review.sendRejection': 'Meldung ablehnen',
  'outcomes.review.done':
    '{decision, select, verified {Meldung bestätigt} queried {Frage gesendet} rejected {Meldung abgelehnt} other {Erledigt}}',
  'outcomes.verifiers.title': 'Prüfende',
  'outcomes.verifiers.intro':
    'Prüfende kontrollieren Ergebnismeldungen und sonst nichts. Vergeben Sie die Rolle an ein bestehendes Konto über seine E-Mail-Adresse.',
  'outcomes.verifiers.email': 'E-Mail-Adresse des Kontos',
  'outcomes.verifiers.grant': 'Als prüfende Person ernennen',
  'outcomes.verifiers.granted': '{email} kann jetzt Ergebnisse prüfen',
  'outcomes.verifiers.revoke': 'Entfernen',

  /* ---- Impact per destination and the report ---- */
  'outcomes.impact.countryTitle': 'Gemessene Wirkung im Reiseziel {country}',
  'outcomes.impact.countryIntro':
    'Was hier gebuchte Termine messbar bewirkt haben, wie ihre Anbieter es gemeldet haben. Bestätigt heißt, eine prüfende Person hat die Nachweise kontrolliert; der Rest wartet noch auf Bestätigung.',
  'outcomes.impact.loading': 'Wirkung wird geladen …',
  'outcomes.impact.loadFailed': 'Die Wirkungszahlen konnten nicht geladen werden. Bitte laden Sie die Seite neu.',
  'outcomes.impact.empty': 'Für das Reiseziel {country} wurden noch keine gemessenen Ergebnisse gemeldet.',
  'outcomes.impact.howCounted':
    'Abgelehnte Meldungen zählen nicht; bei einem korrigierten Termin zählt seine letzte bestätigte Meldung.',
  'outcomes.impact.travelers': 'Beitragende Reisende',
  'outcomes.impact.suppliers': 'Beitragende Anbieter',
  'outcomes.impact.pointsVerified': 'Bestätigte Regen Points®',
  'outcomes.impact.pointsAwaiting': 'Regen Points® mit ausstehender Bestätigung',
  'outcomes.impact.verified': 'Bestätigt',
  'outcomes.impact.awaiting': 'Bestätigung ausstehend',
  'outcomes.impact.month': 'Monat',
  'outcomes.impact.points': 'Regen Points®',
  'outcomes.impact.unitOverTime': '{unit} nach Monat',
  'outcomes.impact.unitTotals':
    'Insgesamt: {verified} {label} bestätigt, {awaiting} {label} mit ausstehender Bestätigung.',
  'outcomes.impact.pointsOverTime': 'Regen Points® nach Monat',
  'outcomes.impact.contributorsOverTime': 'Beitragende Reisende und Anbieter nach Monat',
  'outcomes.report.title': 'Wirkungsbericht',
  'outcomes.report.titleYear': 'Wirkungsbericht {year}',
  'outcomes.report.intro':
    'Jedes auf Regen Marketplace gemeldete gemessene Ergebnis, nach Einheit und Reiseziel. Bestätigte Mengen wurden von einer prüfenden Person anhand von Nachweisen kontrolliert; der Rest wartet noch auf Bestätigung.',
  'outcomes.report.yearLabel': 'Jahr',
  'outcomes.report.allTime': 'Gesamter Zeitraum',
  'outcomes.report.show': 'Anzeigen',
  'outcomes.report.print': 'Drucken oder als PDF speichern',
  'outcomes.report.totals': 'Summen',
  'outcomes.report.unitsCaption': 'Gemessene Ergebnisse nach Einheit',
  'outcomes.report.unit': 'Einheit',
  'outcomes.report.none': 'Für diesen Zeitraum wurden keine gemessenen Ergebnisse gemeldet.',
  'outcomes.report.overTime': 'Im Zeitverlauf',
  'outcomes.report.byDestination': 'Nach Reiseziel',
  'outcomes.report.countryLine':
    '{unit}: {verified} {label} bestätigt, {awaiting} {label} mit ausstehender Bestätigung',
  'outcomes.report.limitsTitle': 'Was diese Zahlen aussagen – und was nicht',
  'outcomes.report.limits':
    'Sie zählen, was während der Termine nach der veröffentlichten Methode jeder Einheit gemessen wurde: gepflanzte Bäume (nicht überlebende), bearbeitete Flächen, gewogener Abfall, bezahlte Stunden, gezahltes Geld, gemeldete Nachweise. Sie sind keine Schätzungen von CO₂, Biodiversität oder langfristigen Wirkungen, und wir behaupten keine.',
  'outcomes.report.pointsNote':
    'Regen Points® folgen den festen Werten der Spezifikation pro Aktivität; {verified} davon sind durch bestätigte Ergebnisse belegt.',
} as const satisfies Partial<Messages>;
