// The activity-editing domain's public surface (docs/decisions/102): the supplier module writes
// an activity's details and proposes changes of live activities through these.
export {
  proposeLiveEdit,
  removeUnusedPhotos,
  replaceDetails,
  saveNewActivityDetails,
  type LiveEdit,
} from './activity-editing.service.ts';
