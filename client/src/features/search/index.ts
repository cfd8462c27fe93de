// What routes use of the search beside its page: the section (filters and results) for
// /experiences/{country}, and the message for a search link that cannot be read. (The routes'
// query-string validators are in lib/search-params.ts, kept apart from the components.)
export { SearchLinkError, SearchSection, searchErrorMessage } from './search-section.tsx';
