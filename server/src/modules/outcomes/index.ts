// The outcomes domain's public surface (eslint.config.js forbids importing the files next to it
// from outside this folder): measured outcomes per activity, session reports with evidence and
// their review (docs/decisions/107). The impact module reads whether a booking's session is
// verified (`verificationOfBookings`); the demo seed writes its story through the services.
export { countryImpact, impactReport } from './impact-report.service.ts';
export { declareOutcomesIn, writeReportIn, type SeededReport } from './seeding.ts';
export {
  bookingVerifications,
  sessionEvidenceOfBooking,
  verifiedPointsOf,
  type BookingVerification,
} from './verification.ts';
export { answerQuery, declareOutcomes, grantVerifier, reportOutcomes, reviewOutcomes } from './outcomes.service.ts';
