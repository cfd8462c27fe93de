import { trpc } from '../../lib/trpc.ts';

// An activity's texts per language (docs/decisions/119): the supplier's Translations section.

/** The original language and every translation of one of the supplier's activities. */
export function useActivityTranslations(activityId: string) {
  return trpc.activityTranslations.ofActivity.useQuery({ activityId }, { staleTime: 0 });
}

/** Save, remove and the original language: each answers the whole set, which replaces the query's. */
export function useTranslationMutations(activityId: string) {
  const utils = trpc.useUtils();
  const onSuccess = (data: Parameters<typeof utils.activityTranslations.ofActivity.setData>[1]) =>
    utils.activityTranslations.ofActivity.setData({ activityId }, data);
  return {
    save: trpc.activityTranslations.save.useMutation({ onSuccess }),
    remove: trpc.activityTranslations.remove.useMutation({ onSuccess }),
    setOriginal: trpc.activityTranslations.setOriginal.useMutation({ onSuccess }),
  };
}
