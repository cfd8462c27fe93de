// The catalogue domain's public surface: the public listing of activities, the newsletter, and
// the activity shapes and filters every domain that reads activities shares. Other modules,
// trpc/, http/ and scripts import this file only, never the files next to it (eslint.config.js).
export {
  listExperiences,
  listSupplierExperiences,
  subscribeNewsletter,
  summariseDestinationCountries,
} from './catalogue.service.ts';
export { notArchived } from './activity-queries.ts';
export { recordStatusChange } from './activity-status-changes.ts';
export { toActivityView, type ActivityViewRow } from './activity-view.ts';
export { experienceCardColumns } from './catalogue.repository.ts';
export { toExperienceCard } from './experience-card.ts';
