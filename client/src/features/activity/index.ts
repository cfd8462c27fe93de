// What other parts of the client may use of the activity feature (issue 30 parts 6 and 7): the
// activity page's gallery and details, the question to the host, and the host's public page.
export { ActivityGallery } from './activity-gallery.tsx';
export { ActivityDetails, ContactHost } from './activity-details.tsx';
export { useActivityPage } from './api.ts';
export { SupplierPage, SupplierNotFound } from './supplier-page.tsx';
