const SITE = 'Regen Marketplace';

/** Document title and meta description for a route's `head` option. */
export function pageHead(title: string, description: string) {
  return {
    meta: [{ title: title === SITE ? SITE : `${title} · ${SITE}` }, { name: 'description', content: description }],
  };
}
