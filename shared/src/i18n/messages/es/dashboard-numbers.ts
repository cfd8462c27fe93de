// Spanish messages: the supplier's numbers at a glance, the dashboard's rough edges and the chart
// components. Same keys and order as ../en-dashboard-numbers.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const esDashboardNumbersMessages = {
  /* ---- Charts (features/charts): shared by every chart ---- */
  'charts.noData': 'Aún no hay datos que mostrar.',
  'charts.table.label': 'Etiqueta',
  // A table cell with nothing measured (a week without reviews).
  'charts.noValue': 'ninguno',
  // A bar's or a point's tooltip: 'Week of Nov 23: Bookings 4'.
  'charts.pointTitle': '{x}: {series} {value}',

  /* ---- Supplier dashboard: the Numbers tab ---- */
  'numbers.tab': 'Cifras',
  'numbers.title': 'Tus cifras',
  'numbers.intro':
    'Las últimas 12 semanas y las 4 próximas, contadas por la fecha de cada reserva. Las semanas empiezan en lunes; las reservas canceladas no se cuentan.',
  'numbers.loading': 'Cargando tus cifras…',
  'numbers.loadFailed': 'No se han podido cargar tus cifras.',
  'numbers.tryAgain': 'Reintentar',
  'numbers.weekOf': 'Semana del',
  'numbers.activity': 'Actividad',
  'numbers.summary.label': 'Resumen',
  'numbers.summary.bookings': 'Reservas, últimas 12 semanas',
  'numbers.summary.people': 'Personas, últimas 12 semanas',
  'numbers.summary.ahead': 'Reservado para las próximas 4 semanas',
  'numbers.summary.points': 'Regen Points generados, últimas 12 semanas',
  'numbers.bookings.title': 'Reservas y personas por semana',
  'numbers.bookings.axis': 'Número',
  'numbers.series.bookings': 'Reservas',
  'numbers.series.people': 'Personas',
  'numbers.occupancy.title': 'Ocupación por actividad',
  'numbers.occupancy.description': 'Plazas reservadas sobre las plazas ofrecidas en las franjas de la actividad.',
  'numbers.occupancy.axis': 'Ocupación',
  'numbers.series.past': 'Últimas 12 semanas',
  'numbers.series.upcoming': 'Próximas 4 semanas',
  'numbers.revenue.title': 'Ingresos por semana, según el estado del pago',
  'numbers.revenue.description': 'Totales de las reservas vigentes, en dólares estadounidenses.',
  'numbers.revenue.axis': 'Dólares estadounidenses',
  'numbers.series.paid': 'Pagado',
  'numbers.series.unpaid': 'Pendiente de pago',
  'numbers.noShow.title': 'Tasa de no presentados',
  'numbers.noShow.description': 'De las reservas con asistencia marcada cada semana, la parte que no se presentó.',
  'numbers.noShow.axis': 'No presentados',
  'numbers.series.noShow': 'Tasa de no presentados',
  'numbers.rating.title': 'Valoración a lo largo del tiempo',
  'numbers.rating.description': 'La media de estrellas de las reseñas escritas cada semana.',
  'numbers.rating.axis': 'Estrellas',
  'numbers.series.rating': 'Valoración media',
  'numbers.points.title': 'Regen Points generados',
  'numbers.points.description': 'Puntos acreditados a tus viajeros por asistir, cada semana.',
  'numbers.points.axis': 'Puntos',
  'numbers.series.points': 'Regen Points',

  /* ---- Supplier dashboard: rough edges (issue 31 part 9) ---- */
  'supplier.settings.tab': 'Ajustes',
  'supplier.settings.title': 'Ajustes',
  'supplier.settings.distributionTitle': 'Revendedores',
  'supplier.limit.explanation':
    'Cada proveedor puede publicar hasta {limit} actividades, para que cada ficha se revise y se mantenga al día. Elimina una actividad para añadir otra.',
  'supplier.bookings.toolbar': 'Herramientas de reservas',
} as const satisfies Partial<Messages>;
