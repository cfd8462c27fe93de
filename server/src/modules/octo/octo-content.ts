import { DEFAULT_LOCALE } from '@regen/shared/i18n';
import type { DbOrTrx } from '../../db/database.ts';
import { activityTextsIn } from '../activity-translations/index.ts';
import type { OctoContext, ProductContent } from './octo-objects.ts';

// OCTO content by Accept-Language (docs/decisions/114, 124): a product's title, description and
// impact in the reseller's content language where the activity's supplier translated it; the
// original otherwise. Read only when the content capability is asked for.

/** The products with their texts in the content language, where translated. */
export async function withProductContent<T extends { id: string }>(
  db: DbOrTrx,
  rows: readonly T[],
  ctx: OctoContext,
): Promise<(T & { content?: ProductContent })[]> {
  if (!ctx.capabilities.content || rows.length === 0) return [...rows];
  const texts = await activityTextsIn(
    db,
    rows.map((r) => r.id),
    ctx.locale ?? DEFAULT_LOCALE,
  );
  return rows.map((row) => {
    const content = texts.get(row.id);
    return content ? { ...row, content } : row;
  });
}
