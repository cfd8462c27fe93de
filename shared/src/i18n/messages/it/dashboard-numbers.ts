// Italian messages: the supplier's numbers at a glance, the dashboard's rough edges and the chart
// components. Same keys and order as ../en-dashboard-numbers.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const itDashboardNumbersMessages = {
  /* ---- Charts (features/charts): shared by every chart ---- */
  'charts.noData': 'Ancora nessun dato da mostrare.',
  'charts.table.label': 'Etichetta',
  // A table cell with nothing measured (a week without reviews).
  'charts.noValue': 'nessuno',
  // A bar's or a point's tooltip: 'Week of Nov 23: Bookings 4'.
  'charts.pointTitle': '{x}: {series} {value}',

  /* ---- Supplier dashboard: the Numbers tab ---- */
  'numbers.tab': 'Numeri',
  'numbers.title': 'I tuoi numeri',
  'numbers.intro':
    'Le ultime 12 settimane e le prossime 4, contate in base alla data di ogni prenotazione. Le settimane iniziano di lunedì; le prenotazioni cancellate sono escluse.',
  'numbers.loading': 'Caricamento dei tuoi numeri…',
  'numbers.loadFailed': 'Impossibile caricare i tuoi numeri.',
  'numbers.tryAgain': 'Riprova',
  'numbers.weekOf': 'Settimana del',
  'numbers.activity': 'Attività',
  'numbers.summary.label': 'Riepilogo',
  'numbers.summary.bookings': 'Prenotazioni, ultime 12 settimane',
  'numbers.summary.people': 'Persone, ultime 12 settimane',
  'numbers.summary.ahead': 'Prenotato per le prossime 4 settimane',
  'numbers.summary.points': 'Regen Points generati, ultime 12 settimane',
  'numbers.bookings.title': 'Prenotazioni e persone per settimana',
  'numbers.bookings.axis': 'Numero',
  'numbers.series.bookings': 'Prenotazioni',
  'numbers.series.people': 'Persone',
  'numbers.occupancy.title': 'Occupazione per attività',
  'numbers.occupancy.description': 'Posti prenotati rispetto ai posti offerti nelle fasce orarie dell’attività.',
  'numbers.occupancy.axis': 'Occupazione',
  'numbers.series.past': 'Ultime 12 settimane',
  'numbers.series.upcoming': 'Prossime 4 settimane',
  'numbers.revenue.title': 'Ricavi per settimana, per stato del pagamento',
  'numbers.revenue.description': 'Totali delle prenotazioni valide, in dollari USA.',
  'numbers.revenue.axis': 'Dollari USA',
  'numbers.series.paid': 'Pagato',
  'numbers.series.unpaid': 'Non ancora pagato',
  'numbers.noShow.title': 'Tasso di mancate presenze',
  'numbers.noShow.description':
    'Delle prenotazioni con presenza segnata ogni settimana, la quota di chi non si è presentato.',
  'numbers.noShow.axis': 'Mancate presenze',
  'numbers.series.noShow': 'Tasso di mancate presenze',
  'numbers.rating.title': 'Valutazione nel tempo',
  'numbers.rating.description': 'La media delle stelle delle recensioni scritte ogni settimana.',
  'numbers.rating.axis': 'Stelle',
  'numbers.series.rating': 'Valutazione media',
  'numbers.points.title': 'Regen Points generati',
  'numbers.points.description': 'Punti accreditati ai tuoi viaggiatori per la presenza, ogni settimana.',
  'numbers.points.axis': 'Punti',
  'numbers.series.points': 'Regen Points',

  /* ---- Supplier dashboard: rough edges (issue 31 part 9) ---- */
  'supplier.settings.tab': 'Impostazioni',
  'supplier.settings.title': 'Impostazioni',
  'supplier.settings.distributionTitle': 'Rivenditori',
  'supplier.limit.explanation':
    'Ogni fornitore può pubblicare fino a {limit} attività, così che ogni scheda venga esaminata e tenuta aggiornata. Elimina un’attività per aggiungerne un’altra.',
  'supplier.bookings.toolbar': 'Strumenti delle prenotazioni',
} as const satisfies Partial<Messages>;
