// English messages: the supplier's numbers at a glance and the dashboard's rough edges (issue 31
// parts 8 and 9, docs/decisions/105), and the chart components (client/src/features/charts).
// Part of the one catalogue (./en.ts, docs/decisions/088).
export const dashboardNumbersMessages = {
  /* ---- Charts (features/charts): shared by every chart ---- */
  'charts.noData': 'No numbers to show yet.',
  'charts.table.label': 'Label',
  // A table cell with nothing measured (a week without reviews).
  'charts.noValue': 'none',
  // A bar's or a point's tooltip: 'Week of Nov 23: Bookings 4'.
  'charts.pointTitle': '{x}: {series} {value}',

  /* ---- Supplier dashboard: the Numbers tab ---- */
  'numbers.tab': 'Numbers',
  'numbers.title': 'Your numbers',
  'numbers.intro':
    'The last 12 weeks and the next 4, counted by the date of each booking. Weeks start on Monday; cancelled bookings are left out.',
  'numbers.loading': 'Loading your numbers...',
  'numbers.loadFailed': 'Failed to load your numbers.',
  'numbers.tryAgain': 'Try Again',
  'numbers.weekOf': 'Week of',
  'numbers.activity': 'Activity',
  'numbers.summary.label': 'Summary',
  'numbers.summary.bookings': 'Bookings, last 12 weeks',
  'numbers.summary.people': 'People, last 12 weeks',
  'numbers.summary.ahead': 'Booked for the next 4 weeks',
  'numbers.summary.points': 'Regen Points delivered, last 12 weeks',
  'numbers.bookings.title': 'Bookings and people per week',
  'numbers.bookings.axis': 'Count',
  'numbers.series.bookings': 'Bookings',
  'numbers.series.people': 'People',
  'numbers.occupancy.title': 'Occupancy per activity',
  'numbers.occupancy.description': 'Spots booked of the spots offered in the activity’s time slots.',
  'numbers.occupancy.axis': 'Occupancy',
  'numbers.series.past': 'Last 12 weeks',
  'numbers.series.upcoming': 'Next 4 weeks',
  'numbers.revenue.title': 'Revenue per week, by payment status',
  'numbers.revenue.description': 'Totals of the bookings that stand, in US dollars.',
  'numbers.revenue.axis': 'US dollars',
  'numbers.series.paid': 'Paid',
  'numbers.series.unpaid': 'Not paid yet',
  'numbers.noShow.title': 'No-show rate',
  'numbers.noShow.description': 'Of the bookings marked for attendance each week, the share that did not come.',
  'numbers.noShow.axis': 'No-shows',
  'numbers.series.noShow': 'No-show rate',
  'numbers.rating.title': 'Rating over time',
  'numbers.rating.description': 'The average stars of the reviews written each week.',
  'numbers.rating.axis': 'Stars',
  'numbers.series.rating': 'Average rating',
  'numbers.points.title': 'Regen Points delivered',
  'numbers.points.description': 'Points credited to your travelers for attending, each week.',
  'numbers.points.axis': 'Points',
  'numbers.series.points': 'Regen Points',

  /* ---- Supplier dashboard: rough edges (issue 31 part 9) ---- */
  'supplier.settings.tab': 'Settings',
  'supplier.settings.title': 'Settings',
  'supplier.settings.distributionTitle': 'Resellers',
  'supplier.limit.explanation':
    'Each supplier can list up to {limit} activities, so that every listing is reviewed and kept up to date. Delete an activity to add another.',
  'supplier.bookings.toolbar': 'Bookings tools',
} as const;
