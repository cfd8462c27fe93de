import { formatOutcomePerPerson } from '@regen/shared/rules/outcome-amounts';
import { Link } from '@tanstack/react-router';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { useActivityOutcomes, type DeclaredOutcome } from './api.ts';

// What a session of an activity does, as its supplier declared it, written as plain facts with a
// number and a unit ("plants ~3 trees per person"), never as an adjective (issue 32 part 1).

function factsOf(outcomes: readonly DeclaredOutcome[], locale: ReturnType<typeof useLocale>): string[] {
  return outcomes.map((o) => formatOutcomePerPerson(o.unit, o.perParticipantHundredths, o.projectName, locale));
}

/** The activity page's block: the declared outcomes and a link to how each is measured. */
export function OutcomeFacts({ activityId }: { activityId: string }) {
  const t = useT();
  const locale = useLocale();
  const outcomes = useActivityOutcomes(activityId).data;
  if (!outcomes || outcomes.length === 0) return null;
  return (
    <section data-testid="activity-outcomes" aria-labelledby={`outcomes-${activityId}`}>
      <h3 id={`outcomes-${activityId}`} className="text-base font-semibold text-stone-900">
        {t('outcomes.facts.title')}
      </h3>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-stone-700 marker:text-brand-700">
        {factsOf(outcomes, locale).map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      <p className="mt-1 text-xs text-stone-600">
        {t('outcomes.facts.measured')}{' '}
        <Link to="/impact/report" className="font-semibold text-brand-800 underline underline-offset-4">
          {t('outcomes.facts.reportLink')}
        </Link>
      </p>
    </section>
  );
}

/** A card's line: the declared outcomes of a supplier's activity, joined (nothing until declared). */
export function CardOutcomes({ activityId }: { activityId: string }) {
  const t = useT();
  const locale = useLocale();
  const outcomes = useActivityOutcomes(activityId).data;
  if (!outcomes || outcomes.length === 0) return null;
  return (
    <p className="mt-1 text-sm text-stone-800" data-testid="card-outcomes">
      <span className="font-semibold text-brand-800">{t('outcomes.facts.cardLabel')} </span>
      {factsOf(outcomes, locale).join(', ')}
    </p>
  );
}
