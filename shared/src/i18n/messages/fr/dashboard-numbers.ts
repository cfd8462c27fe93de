// French messages: the supplier's numbers at a glance, the dashboard's rough edges and the chart
// components. Same keys, order and groups as ../en-dashboard-numbers.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const frDashboardNumbersMessages = {
  /* ---- Charts (features/charts): shared by every chart ---- */
  'charts.noData': 'Pas encore de chiffres à afficher.',
  'charts.table.label': 'Libellé',
  // A table cell with nothing measured (a week without reviews).
  'charts.noValue': 'aucun',
  // A bar's or a point's tooltip: 'Semaine du 23 nov. : Réservations 4'.
  'charts.pointTitle': '{x} : {series} {value}',

  /* ---- Supplier dashboard: the Numbers tab ---- */
  'numbers.tab': 'Chiffres',
  'numbers.title': 'Vos chiffres',
  'numbers.intro':
    'Les 12 dernières semaines et les 4 prochaines, comptées selon la date de chaque réservation. Les semaines commencent le lundi ; les réservations annulées ne sont pas comptées.',
  'numbers.loading': 'Chargement de vos chiffres…',
  'numbers.loadFailed': 'Impossible de charger vos chiffres.',
  'numbers.tryAgain': 'Réessayer',
  'numbers.weekOf': 'Semaine du',
  'numbers.activity': 'Activité',
  'numbers.summary.label': 'Résumé',
  'numbers.summary.bookings': 'Réservations, 12 dernières semaines',
  'numbers.summary.people': 'Personnes, 12 dernières semaines',
  'numbers.summary.ahead': 'Réservé pour les 4 prochaines semaines',
  'numbers.summary.points': 'Regen Points générés, 12 dernières semaines',
  'numbers.bookings.title': 'Réservations et personnes par semaine',
  'numbers.bookings.axis': 'Nombre',
  'numbers.series.bookings': 'Réservations',
  'numbers.series.people': 'Personnes',
  'numbers.occupancy.title': 'Taux de remplissage par activité',
  'numbers.occupancy.description': 'Places réservées sur les places proposées dans les créneaux de l’activité.',
  'numbers.occupancy.axis': 'Remplissage',
  'numbers.series.past': '12 dernières semaines',
  'numbers.series.upcoming': '4 prochaines semaines',
  'numbers.revenue.title': 'Chiffre d’affaires par semaine, selon le paiement',
  'numbers.revenue.description': 'Totaux des réservations maintenues, en dollars américains.',
  'numbers.revenue.axis': 'Dollars américains',
  'numbers.series.paid': 'Payé',
  'numbers.series.unpaid': 'Pas encore payé',
  'numbers.noShow.title': 'Taux d’absence',
  'numbers.noShow.description':
    'Parmi les réservations dont la présence a été indiquée chaque semaine, la part des participants qui ne sont pas venus.',
  'numbers.noShow.axis': 'Absences',
  'numbers.series.noShow': 'Taux d’absence',
  'numbers.rating.title': 'Évolution de la note',
  'numbers.rating.description': 'La moyenne des étoiles des avis rédigés chaque semaine.',
  'numbers.rating.axis': 'Étoiles',
  'numbers.series.rating': 'Note moyenne',
  'numbers.points.title': 'Regen Points générés',
  'numbers.points.description': 'Les points crédités chaque semaine à vos voyageurs pour leur participation.',
  'numbers.points.axis': 'Points',
  'numbers.series.points': 'Regen Points',

  /* ---- Supplier dashboard: rough edges (issue 31 part 9) ---- */
  'supplier.settings.tab': 'Paramètres',
  'supplier.settings.title': 'Paramètres',
  'supplier.settings.distributionTitle': 'Revendeurs',
  'supplier.limit.explanation':
    'Chaque prestataire peut publier jusqu’à {limit} activités, pour que chaque annonce soit vérifiée et tenue à jour. Supprimez une activité pour en ajouter une autre.',
  'supplier.bookings.toolbar': 'Outils des réservations',
} as const satisfies Partial<Messages>;
