// How the destination pages word a country's experiences.
import type { Translate } from '../../lib/i18n.tsx';

/** 0 → 'No experiences yet', 1 → '1 experience', 3 → '3 experiences' (one plural message). */
export function experiencesCountText(t: Translate, count: number): string {
  return t('public.destinations.experiencesCount', { count });
}
