// What other features may use of the reviews feature.
export { ActivityReviews } from './activity-reviews.tsx';
export { AdminReviewsPanel } from './admin-reviews-panel.tsx';
export { ReviewBookingAction } from './review-booking-action.tsx';
export { ReviewFormPage } from './review-form-page.tsx';
export { ReviewItem } from './review-item.tsx';
export { RatingLine } from './stars.tsx';
export { SupplierReviewsPanel } from './supplier-reviews-panel.tsx';
