// German messages: the public impact ledger, its verification, the methodology page and
// self-reported actions. Same keys, order and groups as ../en-ledger.ts. Wording follows Directive
// (EU) 2024/825 as the English does: facts, never a generic environmental claim (docs/decisions/106, 110).
import type { Messages } from '../../index.ts';

export const deLedgerMessages = {
  /* ---- Errors ---- */
  'ledger.selfReport.daysInvalid': 'Die Tage müssen eine ganze Zahl von 1 bis {max} sein.',
  'ledger.selfReport.actionNotFound': 'Wählen Sie einen der vorgeschlagenen Tipps für dieses Reiseziel.',
  'ledger.selfReport.limit':
    'Sie haben {max} Tipps eingetragen, das Maximum pro Konto. Entfernen Sie einen, bevor Sie einen weiteren eintragen.',
  'ledger.selfReport.notFound': 'Dieser Eintrag wurde nicht gefunden.',

  /* ---- Footer ---- */
  'ledger.footer.ledger': 'Wirkungsregister',
  'ledger.footer.methodology': 'Methodik',

  /* ---- /impact/ledger ---- */
  'ledger.meta.title': 'Wirkungsregister',
  'ledger.meta.description':
    'Jede Gutschrift von Regen Points® und jede Entscheidung über ein gemessenes Ergebnis, nummeriert und per Hash verkettet, sodass alle prüfen können, dass nichts geändert, entfernt oder umgestellt wurde.',
  'ledger.eyebrow': 'Öffentliches Register',
  'ledger.title': 'Wirkungsregister',
  'ledger.intro':
    'Jede Gutschrift von Regen Points® und jede Entscheidung einer prüfenden Person über ein gemessenes Ergebnis, in der Reihenfolge ihrer Erfassung. Jeder Eintrag hat eine laufende Nummer und einen SHA-256-Hash über seinen Inhalt und den Hash des vorherigen Eintrags – so fällt jede Änderung, Entfernung oder Umstellung auf.',
  'ledger.privacy':
    'Reisende erscheinen unter Pseudonymen. Ein Name erscheint nur, wenn die betreffende Person ihren Nachweis geteilt und nicht „Anonym bleiben“ gewählt hat.',
  'ledger.summary.entries': '{count, plural, one {# Eintrag} other {# Einträge}} in der Kette',
  'ledger.summary.head': 'Letzter Hash',
  'ledger.summary.none': 'Noch keine Einträge',
  'ledger.filter.legend': 'Einträge filtern',
  'ledger.filter.destination': 'Reiseziel',
  'ledger.filter.allDestinations': 'Alle Reiseziele',
  'ledger.filter.activity': 'Aktivität',
  'ledger.filter.allActivities': 'Alle Aktivitäten',
  'ledger.filter.unit': 'Ergebniseinheit',
  'ledger.filter.allUnits': 'Alle Einheiten',
  'ledger.filter.apply': 'Einträge anzeigen',
  'ledger.filter.clear': 'Filter zurücksetzen',
  'ledger.filter.showing':
    '{count, plural, =0 {Keine passenden Einträge} one {# passender Eintrag} other {# passende Einträge}}',
  'ledger.empty': 'Zu diesen Filtern gibt es noch keine Einträge.',
  'ledger.entries.label': 'Registereinträge, neueste zuerst',
  'ledger.entry.serial': 'Nr. {serial}',
  'ledger.entry.kind.attended': 'Teilnahme gutgeschrieben',
  'ledger.entry.kind.correction': 'Korrektur von Nr. {serial}',
  'ledger.entry.kind.outcome_verified': 'Ergebnis bestätigt',
  'ledger.entry.kind.outcome_queried': 'Rückfrage zum Ergebnis',
  'ledger.entry.kind.outcome_rejected': 'Ergebnis abgelehnt',
  'ledger.entry.follows': 'Folgt auf Nr. {serial}',
  'ledger.entry.recorded': 'Erfasst am {date} (UTC)',
  'ledger.entry.points': '{points} Regen Points®',
  'ledger.entry.participants': '{count, plural, one {# Person hat teilgenommen} other {# Personen haben teilgenommen}}',
  'ledger.entry.noShow': 'Als nicht erschienen markiert',
  'ledger.entry.reviewer': 'Entschieden von {reviewer}',
  'ledger.entry.traveler': 'Reisende Person {id}',
  'ledger.entry.receipt': 'Nachweis',
  'ledger.entry.receiptOf': 'Nachweis von {name}',
  'ledger.entry.activityGone': 'Aktivität nicht mehr im Angebot',
  'ledger.entry.host': 'Gastgeber: {name}',
  'ledger.entry.hash': 'Hash',
  'ledger.entry.prevHash': 'Vorheriger Hash',
  'ledger.pagination.label': 'Registerseiten',
  'ledger.pagination.newer': 'Neuere Einträge',
  'ledger.pagination.older': 'Ältere Einträge',
  'ledger.pagination.page': 'Seite {page} von {pages}',
  'ledger.downloads.title': 'Die ganze Kette herunterladen',
  'ledger.downloads.body':
    'Beide Dateien enthalten jeden Eintrag von Nr. 1 bis zum neuesten, mit vorherigem Hash und eigenem Hash: alles, was Sie brauchen, um die Kette zu prüfen, ohne dieser Seite vertrauen zu müssen.',
  'ledger.downloads.asJson': 'JSON herunterladen',
  'ledger.downloads.asCsv': 'CSV herunterladen',
  'ledger.downloads.verify': 'So prüfen Sie die Kette',
  'ledger.downloads.methodology': 'So werden Regen Points® und Ergebnisse gemessen',

  /* ---- /impact/methodology ---- */
  'methodology.meta.title': 'Methodik: So wird Wirkung gemessen',
  'methodology.meta.description':
    'Was Regen Points® sind und was nicht, wie jede Ergebniseinheit gemessen und geprüft wird, was selbst gemeldet ist, wie das öffentliche Register funktioniert und wo unsere Aussagen enden.',
  'methodology.eyebrow': 'Methodik',
  'methodology.title': 'Wie Wirkung gemessen wird – und was wir nicht behaupten',
  'methodology.intro':
    'Diese Seite erklärt, was unsere Zahlen bedeuten, woher sie kommen, wer sie prüft und was sie nicht aussagen können. Sie ist die Referenz für jede Zahl auf dieser Website.',
  'methodology.toc': 'Auf dieser Seite',
  'methodology.points.title': 'Was Regen Points® sind',
  'methodology.points.body1':
    'Regen Points® sind die eigene Einheit dieses Marktplatzes für die Teilnahme an einer Aktivität. Die Punkte einer Aktivität folgen einer veröffentlichten Regel: ihre Dauer in Stunden × 150 oder ein fester Wert für zwei benannte Touren (400 für die Food-Tour in Kairo, 600 für die Nil-Aktivität).',
  'methodology.points.body2':
    'Reisenden werden Punkte gutgeschrieben, wenn der Gastgeber der Aktivität sie als anwesend markiert (oder eincheckt): die Punkte der Aktivität × die Zahl der gekommenen Personen. Ein Gastgeber kann eine Markierung 14 Tage lang korrigieren; eine Korrektur ist ein neuer Eintrag, nie eine Änderung.',
  'methodology.points.body3':
    'Punkte werden erst als bestätigt angezeigt, wenn die gemessenen Ergebnisse des Termins bestätigt sind; bis dahin gelten sie als „Bestätigung ausstehend“.',
  'methodology.notPoints.title': 'Was Regen Points® nicht sind',
  'methodology.notPoints.body':
    'Sie sind keine Messung von CO₂, Biodiversität oder einer anderen physikalischen Größe, keine Kompensation, kein Zertifikat und kein Geld. Sie können weder gekauft noch verkauft oder getauscht werden. Eine hohe Zahl bedeutet nicht, dass eine Reise keine schädlichen Auswirkungen hatte: Reisen, vor allem Flüge, haben Auswirkungen, die diese Punkte nicht erfassen.',
  'methodology.units.title': 'Gemessene Ergebnisse und ihre Methoden',
  'methodology.units.body':
    'Was ein Termin für einen Ort bewirkt hat, wird getrennt von den Punkten angegeben, in den Einheiten unten. Jede Einheit hat eine Methode, der der Gastgeber folgt, die Nachweise, die eine prüfende Person erwartet, und die Referenz, auf der die Methode beruht. Mengen werden als einfache Zahlen in ihrer Einheit angegeben („pflanzt ~3 Bäume pro Person“), nie als Adjektive.',
  'methodology.units.method': 'Methode',
  'methodology.units.evidence': 'Nachweis',
  'methodology.units.source': 'Referenz',
  'methodology.verification.title': 'Wie Nachweise geprüft werden – und von wem',
  'methodology.verification.body1':
    'Nach einem Termin meldet der Gastgeber die gemessenen Mengen und kann bis zu 5 Fotos und eine Notiz anhängen. Eine prüfende Person – entweder ein Teammitglied des Marktplatzes mit Admin-Rolle oder eine von der Administration ernannte Prüferin bzw. ein Prüfer – gleicht die Meldung mit den Nachweisen der Einheit ab und bestätigt sie dann, stellt eine Rückfrage oder lehnt sie mit Begründung ab. Der Gastgeber erhält eine E-Mail und kann antworten.',
  'methodology.verification.body2':
    'Jede Entscheidung ist ein Eintrag im öffentlichen Register, mit Angabe, wer wann entschieden hat. Prüfende kontrollieren die Nachweise, die sie erhalten; sie besuchen nicht jeden Ort, und eine Prüfung kann einen Fehler übersehen.',
  'methodology.selfReported.title': 'Was selbst gemeldet ist',
  'methodology.selfReported.body1':
    'Die vorgeschlagenen Tipps auf der Tipps-Seite jedes Reiseziels (zum Beispiel mit dem Zug fahren) zeigen, was ein Tipp pro Tag wert ist, wenn man ihn umsetzt. Diese Zahl ist eine Orientierung: Niemand hat sie verdient, und niemand prüft sie.',
  'methodology.selfReported.body2':
    'Angemeldete Reisende können einen umgesetzten Tipp eintragen. Er erscheint gesondert unter „Meine Wirkung“, als selbst gemeldet gekennzeichnet, und wird nie zu gutgeschriebenen oder bestätigten Regen Points® oder zum öffentlichen Register addiert.',
  'methodology.selfReported.body3':
    'Der Wirkungsrechner auf der Startseite schätzt, wie viele Punkte eine Reise bräuchte, damit Reisende an einem Reiseziel einen positiven Beitrag leisten. Er ist ein Ziel, keine Messung.',
  'methodology.ledger.title': 'Wie das Register funktioniert',
  'methodology.ledger.body1':
    'Jede Gutschrift von Regen Points® und jede Entscheidung über ein Ergebnis ist ein Eintrag im öffentlichen Wirkungsregister, geschrieben in derselben Datenbanktransaktion wie das, was er festhält: Ein Eintrag existiert genau dann, wenn die Gutschrift oder Entscheidung existiert. Einträge sind lückenlos mit 1, 2, 3 … nummeriert, und zwei Einträge können nie auf denselben folgen.',
  'methodology.ledger.body2':
    'Im Register wird nichts geändert oder gelöscht; die Datenbank lässt es nicht zu. Ein Fehler wird durch einen neuen Eintrag behoben, der den korrigierten nennt.',
  'methodology.ledger.body3':
    'Reisende erscheinen nur unter einem zufälligen Pseudonym, nie mit ihrem Konto. Wird ein Konto gelöscht, wird auch die Verbindung zwischen ihm und seinem Pseudonym gelöscht; die Einträge bleiben, und niemand kann mehr sagen, wem sie gehörten.',
  'methodology.verify.title': 'So prüfen Sie die Kette',
  'methodology.verify.step1': 'Laden Sie die Kette als JSON oder CSV aus dem Wirkungsregister herunter.',
  'methodology.verify.step2':
    'Schreiben Sie für jeden Eintrag seinen Inhalt als JSON-Objekt mit genau diesen Schlüsseln in dieser Reihenfolge, ohne Leerzeichen, fehlende Werte als null und „v“ als 1:',
  'methodology.verify.step3':
    'Berechnen Sie den SHA-256 dieses Textes in UTF-8-Kodierung, in hexadezimalen Kleinbuchstaben. Er muss dem Hash des Eintrags entsprechen.',
  'methodology.verify.step4':
    'Der vorherige Hash des ersten Eintrags besteht aus 64 Nullen; bei jedem anderen Eintrag muss der vorherige Hash dem Hash des Eintrags davor entsprechen, und die laufenden Nummern müssen lückenlos 1, 2, 3 … lauten.',
  'methodology.verify.step5': 'Eine Korrektur nennt einen früheren Eintrag in „corrects“.',
  'methodology.verify.command': 'Oder führen Sie die Prüfung aus, die mit dem Quellcode geliefert wird:',
  'methodology.verify.commandResult':
    'Sie endet mit 0, wenn die Kette intakt ist, und nennt andernfalls den ersten Eintrag, der nicht passt. Sie akzeptiert eine Adresse oder eine heruntergeladene Datei, JSON oder CSV.',
  'methodology.verify.example': 'Der Inhalt eines Eintrags, wie er gehasht wird:',
  'methodology.limits.title': 'Wo unsere Aussagen enden',
  'methodology.limits.body1':
    'Wir geben an, was während eines Termins getan wurde (gepflanzte Bäume, gewogene Kilogramm Abfall, Stunden bezahlter lokaler Arbeit), nicht, was es später bewirkt: Wir behaupten keine Überlebensraten, kein entferntes CO₂ und keine langfristigen ökologischen Veränderungen.',
  'methodology.limits.body2':
    'Mengen werden von Gastgebern gemeldet und von einer prüfenden Person anhand ihrer Nachweise kontrolliert, nicht von uns gemessen. Regen Points® und unsere Methoden sind nicht von Dritten zertifiziert.',
  'methodology.limits.body3':
    'Das Register beweist, dass Einträge nach ihrer Erfassung nicht geändert, entfernt oder umgestellt wurden. Es kann nicht beweisen, dass das Erfasste wahr war.',
  'methodology.limits.body4':
    'Gemäß der Richtlinie (EU) 2024/825 machen wir keine allgemeinen Umweltaussagen wie „grün“, „umweltfreundlich“ oder „nachhaltig“ als Etikett, ohne die Fakten daneben.',
  'methodology.links.ledger': 'Zum Wirkungsregister',

  /* ---- /actions: guidance and self-reporting ---- */
  'ledger.actions.guidance':
    'Orientierung: was dieser Tipp pro Tag wert ist, wenn man ihn umsetzt. Noch hat ihn niemand verdient.',
  'ledger.actions.log.title': 'Umgesetzt?',
  'ledger.actions.log.days': 'Umgesetzte Tage',
  'ledger.actions.log.submit': 'Als selbst gemeldet eintragen',
  'ledger.actions.log.logged':
    'Unter „Meine Wirkung“ als selbst gemeldet eingetragen: {days, plural, one {# Tag} other {# Tage}}.',
  'ledger.actions.log.signIn': 'Zum Eintragen anmelden',
  'ledger.actions.log.note':
    'Selbst gemeldet: gesondert unter „Meine Wirkung“ angezeigt, nie zu Ihren Regen Points® addiert.',

  /* ---- My Impact: self-reported actions ---- */
  'ledger.mine.title': 'Selbst gemeldete Tipps',
  'ledger.mine.body':
    'Tipps, die Sie als umgesetzt eingetragen haben. Niemand prüft sie, deshalb werden sie getrennt geführt: Sie sind keine Regen Points® und zählen weder zu Ihrer Summe noch zum öffentlichen Register.',
  'ledger.mine.empty': 'Sie haben noch keine Tipps eingetragen. Die Tipps-Seite jedes Reiseziels enthält Vorschläge.',
  'ledger.mine.item': '{title} · {country}',
  'ledger.mine.itemDetail':
    '{days, plural, one {# Tag} other {# Tage}} · Orientierung {points} pro Tag · eingetragen am {date}',
  'ledger.mine.guidanceTotal':
    'Nach den Orientierungswerten: {points}. Selbst gemeldet, nicht gutgeschrieben, nicht bestätigt.',
  'ledger.mine.badge': 'Selbst gemeldet',
  'ledger.mine.remove': '{title} entfernen',
  'ledger.mine.removeShort': 'Entfernen',
  'ledger.mine.removed': 'Entfernt.',
} as const satisfies Partial<Messages>;
