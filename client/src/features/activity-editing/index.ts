// The activity-editing feature's surface (docs/decisions/102): the forms' "More details", the
// supplier card's note on a change waiting for review, and the admin's review panel.
export { useEditableActivity } from './api.ts';
export { ActivityChangeNote } from './change-note.tsx';
export { checkDraft, draftOf, emptyDraft, type DetailsDraft, type DetailsErrors } from './details-draft.ts';
export { MoreDetails } from './more-details.tsx';
export { RevisionsPanel } from './revisions-panel.tsx';
