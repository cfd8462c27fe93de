// The pricing feature's surface (docs/decisions/103): the supplier's "Prices & questions" button,
// the booking form's guests, questions and promo code, and a booking's party and answers.
export { PricesAndQuestionsButton } from './prices-and-questions-button.tsx';
export { BookingExtras } from './booking-extras.tsx';
export { useBookingOptions } from './api.ts';
export {
  BookingQuestions,
  GuestCounts,
  PriceLines,
  PromoCodeField,
  useBookingFormExtras,
  type BookingFormExtrasState,
} from './booking-form-extras.tsx';
