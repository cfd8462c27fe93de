// The locales feature (docs/decisions/109): the language switcher and the router's URL rewrite.
export { LanguageSwitcher } from './language-switcher.tsx';
export { localeRewrite } from './locale-rewrite.ts';
