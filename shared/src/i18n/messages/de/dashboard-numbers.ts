// German messages: the supplier's numbers at a glance, the dashboard's rough edges and the chart
// components. Same keys, order and groups as ../en-dashboard-numbers.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const deDashboardNumbersMessages = {
  /* ---- Charts (features/charts): shared by every chart ---- */
  'charts.noData': 'Noch keine Zahlen vorhanden.',
  'charts.table.label': 'Bezeichnung',
  // A table cell with nothing measured (a week without reviews).
  'charts.noValue': 'keine',
  // A bar's or a point's tooltip: 'Woche vom 23. Nov.: Buchungen 4'.
  'charts.pointTitle': '{x}: {series} {value}',

  /* ---- Supplier dashboard: the Numbers tab ---- */
  'numbers.tab': 'Zahlen',
  'numbers.title': 'Ihre Zahlen',
  'numbers.intro':
    'Die letzten 12 Wochen und die nächsten 4, gezählt nach dem Datum jeder Buchung. Wochen beginnen am Montag; stornierte Buchungen sind nicht enthalten.',
  'numbers.loading': 'Ihre Zahlen werden geladen …',
  'numbers.loadFailed': 'Ihre Zahlen konnten nicht geladen werden.',
  'numbers.tryAgain': 'Erneut versuchen',
  'numbers.weekOf': 'Woche vom',
  'numbers.activity': 'Aktivität',
  'numbers.summary.label': 'Überblick',
  'numbers.summary.bookings': 'Buchungen, letzte 12 Wochen',
  'numbers.summary.people': 'Personen, letzte 12 Wochen',
  'numbers.summary.ahead': 'Gebucht für die nächsten 4 Wochen',
  'numbers.summary.points': 'Erbrachte Regen Points, letzte 12 Wochen',
  'numbers.bookings.title': 'Buchungen und Personen pro Woche',
  'numbers.bookings.axis': 'Anzahl',
  'numbers.series.bookings': 'Buchungen',
  'numbers.series.people': 'Personen',
  'numbers.occupancy.title': 'Auslastung pro Aktivität',
  'numbers.occupancy.description':
    'Gebuchte Plätze im Verhältnis zu den angebotenen Plätzen der Termine einer Aktivität.',
  'numbers.occupancy.axis': 'Auslastung',
  'numbers.series.past': 'Letzte 12 Wochen',
  'numbers.series.upcoming': 'Nächste 4 Wochen',
  'numbers.revenue.title': 'Umsatz pro Woche, nach Zahlungsstatus',
  'numbers.revenue.description': 'Summen der bestehenden Buchungen, in US-Dollar.',
  'numbers.revenue.axis': 'US-Dollar',
  'numbers.series.paid': 'Bezahlt',
  'numbers.series.unpaid': 'Noch nicht bezahlt',
  'numbers.noShow.title': 'Nichterscheinen',
  'numbers.noShow.description':
    'Anteil der Buchungen mit eingetragener Teilnahme, deren Gäste in der jeweiligen Woche nicht gekommen sind.',
  'numbers.noShow.axis': 'Nicht erschienen',
  'numbers.series.noShow': 'Quote Nichterscheinen',
  'numbers.rating.title': 'Bewertung im Zeitverlauf',
  'numbers.rating.description': 'Die durchschnittlichen Sterne der in jeder Woche geschriebenen Bewertungen.',
  'numbers.rating.axis': 'Sterne',
  'numbers.series.rating': 'Durchschnittliche Bewertung',
  'numbers.points.title': 'Erbrachte Regen Points',
  'numbers.points.description': 'Punkte, die Ihren Gästen pro Woche für ihre Teilnahme gutgeschrieben wurden.',
  'numbers.points.axis': 'Punkte',
  'numbers.series.points': 'Regen Points',

  /* ---- Supplier dashboard: rough edges (issue 31 part 9) ---- */
  'supplier.settings.tab': 'Einstellungen',
  'supplier.settings.title': 'Einstellungen',
  'supplier.settings.distributionTitle': 'Wiederverkäufer',
  'supplier.limit.explanation':
    'Jeder Anbieter kann bis zu {limit} Aktivitäten einstellen, damit jedes Angebot geprüft und aktuell gehalten wird. Löschen Sie eine Aktivität, um eine neue hinzuzufügen.',
  'supplier.bookings.toolbar': 'Werkzeuge für Buchungen',
} as const satisfies Partial<Messages>;
