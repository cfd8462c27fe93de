// What other features use of the public site (eslint.config.js: features import each other
// only through index.ts): the experience card, the destination links and their summary.
export { ActivityCard, ResultCard, type ResultCardData } from './activity-card.tsx';
export { useDestinationsSummary } from './api.ts';
export { CountryLinkGrid } from './country-link-grid.tsx';
