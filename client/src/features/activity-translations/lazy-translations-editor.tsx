import { Suspense, lazy } from 'react';
import { Spinner } from '../../components/ui/spinner.tsx';

// The Translations section's code (its forms, zod bounds and messages) is loaded when the
// supplier opens an activity's edit form, not with the dashboard.
const Editor = lazy(() => import('./translations-editor.tsx').then((m) => ({ default: m.ActivityTranslationsEditor })));

export function LazyActivityTranslationsEditor({ activityId }: { activityId: string }) {
  return (
    <Suspense fallback={<Spinner />}>
      <Editor activityId={activityId} />
    </Suspense>
  );
}
