import { findDestinationCountry } from '@regen/shared/countries';

/**
 * Where a link in article content may lead: only pages of this site, each as a typed route so
 * that the router's Link renders it. Anything else (other sites, javascript:, protocol-relative
 * //host, unknown paths) resolves to nothing and is shown as plain text.
 */
export type InternalLinkTarget =
  | { to: '/experiences/$country'; country: string }
  | { to: '/actions/$country'; country: string }
  | { to: '/country/$country'; country: string }
  | { to: '/blog/$postId'; postId: string }
  | { to: '/news/article/$articleId'; articleId: string }
  | { to: '/destinations' | '/blog' | '/news' | '/about-us' | '/current-projects' | '/contact-us' };

const staticPaths = ['/destinations', '/blog', '/news', '/about-us', '/current-projects', '/contact-us'] as const;
const countryPaths = {
  experiences: '/experiences/$country',
  actions: '/actions/$country',
  country: '/country/$country',
} as const;
const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

export function resolveInternalLink(href: string): InternalLinkTarget | undefined {
  // A path of this site starts with one slash; '//host' would leave it.
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  const path = href.split(/[?#]/)[0] ?? '';
  const staticPath = staticPaths.find((p) => p === path);
  if (staticPath) return { to: staticPath };

  const segments = path.split('/').slice(1);
  const [first, second, third] = segments;
  if (segments.length === 2 && first && second) {
    if (first === 'experiences' || first === 'actions' || first === 'country') {
      // Country pages exist for the destinations only: a misspelt name would show 'Country not found'.
      const country = findDestinationCountry(decodeSegment(second) ?? '')?.name;
      return country ? { to: countryPaths[first], country } : undefined;
    }
    if (first === 'blog' && slug.test(second)) return { to: '/blog/$postId', postId: second };
  }
  if (segments.length === 3 && first === 'news' && second === 'article' && third && slug.test(third)) {
    return { to: '/news/article/$articleId', articleId: third };
  }
  return undefined;
}
