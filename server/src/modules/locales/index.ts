// The locales domain's public surface (issue 33, docs/decisions/109): the catalogues loaded at
// start, the first visit's redirect by Accept-Language, the user's chosen language and the
// locale mails to an address are written in.
export { loadLocaleCatalogues } from './catalogues.ts';
export { LOCALE_COOKIE, firstVisitRedirect } from './first-visit.ts';
export { localesRouter } from './locales.router.ts';
export { receiverLocale } from './locales.service.ts';
export { LOCALE_HEADER, registerRequestLocale } from './request-locale.ts';
