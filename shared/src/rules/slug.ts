/**
 * 'Dune Restoration at Bolonia' → 'dune-restoration-at-bolonia': the kebab-case ASCII of a
 * title, the file name of a demo activity's drawing (/images/activities/<slug>.svg). Accents are
 * dropped to their base letter ('Soča' → 'soca'); every run of other characters is one '-'.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Where a demo activity's drawing lives (client/public/images/activities/). */
export function activityImagePath(title: string): string {
  return `/images/activities/${slugify(title)}.svg`;
}
