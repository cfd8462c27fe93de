import { LEDGER_CANONICAL_KEYS, LEDGER_GENESIS_HASH, canonicalLedgerContent } from '@regen/shared/rules/ledger-chain';
import { OUTCOME_UNITS } from '@regen/shared/rules/outcome-units';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Container } from '../../components/ui/page.tsx';
import { useT } from '../../lib/i18n.tsx';

// /impact/methodology (issue 32 part 6, docs/decisions/106). The units' section renders the one
// catalogue of outcome units (shared/src/rules/outcome-units.ts) as it is: a unit added there
// appears here with its method, evidence and reference.

/** An entry as an example of the hashed text (made-up ids; the shape is the real one). */
const exampleContent = canonicalLedgerContent({
  serial: 1,
  kind: 'attended',
  recordedAt: '2026-11-20T09:30:00.000Z',
  country: 'Slovenia',
  activityId: '0b7f6a3e-5f1c-4a51-9d7e-0123456789ab',
  traveler: '5d2c9a10-7b7e-4f0e-8d11-0123456789ab',
  points: 1350,
  participants: 3,
  corrects: null,
  outcomeId: null,
  unit: null,
  amountHundredths: null,
  reviewer: null,
  prevHash: LEDGER_GENESIS_HASH,
});

const sections = [
  'points',
  'not-points',
  'units',
  'verification',
  'self-reported',
  'ledger',
  'verify',
  'limits',
] as const;

export function MethodologyPage() {
  const t = useT();
  const titles: Record<(typeof sections)[number], string> = {
    points: t('methodology.points.title'),
    'not-points': t('methodology.notPoints.title'),
    units: t('methodology.units.title'),
    verification: t('methodology.verification.title'),
    'self-reported': t('methodology.selfReported.title'),
    ledger: t('methodology.ledger.title'),
    verify: t('methodology.verify.title'),
    limits: t('methodology.limits.title'),
  };
  return (
    <div className="bg-stone-50">
      <Container className="py-10 sm:py-14">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('methodology.eyebrow')}</p>
        <h1 className="mt-1 max-w-3xl text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">
          {t('methodology.title')}
        </h1>
        <p className="mt-3 max-w-3xl text-lg text-stone-700">{t('methodology.intro')}</p>

        <div className="mt-8 grid gap-8 lg:grid-cols-[14rem_minmax(0,1fr)]">
          <nav aria-label={t('methodology.toc')} className="lg:sticky lg:top-6 lg:self-start">
            <p className="text-sm font-semibold text-stone-900">{t('methodology.toc')}</p>
            <ol className="mt-2 grid gap-1 text-sm sm:grid-cols-2 lg:grid-cols-1">
              {sections.map((id) => (
                <li key={id}>
                  <a
                    href={`#${id}`}
                    className="inline-flex min-h-8 items-center text-brand-800 underline-offset-4 hover:underline"
                  >
                    {titles[id]}
                  </a>
                </li>
              ))}
            </ol>
          </nav>

          <div className="min-w-0 space-y-6">
            <Section id="points" title={titles.points}>
              <p>{t('methodology.points.body1')}</p>
              <p>{t('methodology.points.body2')}</p>
              <p>{t('methodology.points.body3')}</p>
            </Section>
            <Section id="not-points" title={titles['not-points']}>
              <p>{t('methodology.notPoints.body')}</p>
            </Section>
            <Section id="units" title={titles.units}>
              <p>{t('methodology.units.body')}</p>
              <ul className="mt-4 grid gap-4 md:grid-cols-2">
                {OUTCOME_UNITS.map((unit) => (
                  <li key={unit.id} className="rounded-xl border border-stone-200 bg-stone-50 p-4" data-unit={unit.id}>
                    <h3 className="font-bold text-stone-900">
                      {t(unit.nameKey)} <span className="font-normal text-stone-600">({t(unit.unitKey)})</span>
                    </h3>
                    <dl className="mt-2 space-y-2 text-sm">
                      <div>
                        <dt className="font-semibold text-stone-800">{t('methodology.units.method')}</dt>
                        <dd className="text-stone-700">{t(unit.methodKey)}</dd>
                      </div>
                      <div>
                        <dt className="font-semibold text-stone-800">{t('methodology.units.evidence')}</dt>
                        <dd className="text-stone-700">{t(unit.evidenceKey)}</dd>
                      </div>
                      <div>
                        <dt className="font-semibold text-stone-800">{t('methodology.units.source')}</dt>
                        <dd>
                          <a
                            href={unit.source.url}
                            rel="noopener noreferrer"
                            className="break-words text-brand-800 underline underline-offset-4"
                          >
                            {unit.source.title}
                          </a>
                        </dd>
                      </div>
                    </dl>
                  </li>
                ))}
              </ul>
            </Section>
            <Section id="verification" title={titles.verification}>
              <p>{t('methodology.verification.body1')}</p>
              <p>{t('methodology.verification.body2')}</p>
            </Section>
            <Section id="self-reported" title={titles['self-reported']}>
              <p>{t('methodology.selfReported.body1')}</p>
              <p>{t('methodology.selfReported.body2')}</p>
              <p>{t('methodology.selfReported.body3')}</p>
            </Section>
            <Section id="ledger" title={titles.ledger}>
              <p>{t('methodology.ledger.body1')}</p>
              <p>{t('methodology.ledger.body2')}</p>
              <p>{t('methodology.ledger.body3')}</p>
              <Link to="/impact/ledger" className={buttonClass('primary', 'md', 'mt-2')}>
                {t('methodology.links.ledger')}
              </Link>
            </Section>
            <Section id="verify" title={titles.verify}>
              <ol className="list-decimal space-y-3 pl-5">
                <li>
                  {t('methodology.verify.step1')}{' '}
                  <a href="/impact/ledger.json" className="font-mono text-sm text-brand-800 underline">
                    /impact/ledger.json
                  </a>{' '}
                  ·{' '}
                  <a href="/impact/ledger.csv" className="font-mono text-sm text-brand-800 underline">
                    /impact/ledger.csv
                  </a>
                </li>
                <li>
                  {t('methodology.verify.step2')}
                  <code className="mt-2 block rounded-lg bg-stone-900 p-3 font-mono text-xs break-all text-stone-50">
                    {LEDGER_CANONICAL_KEYS.join(', ')}
                  </code>
                </li>
                <li>{t('methodology.verify.step3')}</li>
                <li>{t('methodology.verify.step4')}</li>
                <li>{t('methodology.verify.step5')}</li>
              </ol>
              <p className="mt-4 font-semibold text-stone-900">{t('methodology.verify.example')}</p>
              <pre className="mt-2 overflow-x-auto rounded-lg bg-stone-900 p-3 font-mono text-xs whitespace-pre-wrap break-all text-stone-50">
                {exampleContent}
              </pre>
              <p className="mt-4 font-semibold text-stone-900">{t('methodology.verify.command')}</p>
              <pre className="mt-2 overflow-x-auto rounded-lg bg-stone-900 p-3 font-mono text-xs whitespace-pre-wrap break-all text-stone-50">
                npm run ledger:verify -- https://…/impact/ledger.json
              </pre>
              <p className="mt-2">{t('methodology.verify.commandResult')}</p>
            </Section>
            <Section id="limits" title={titles.limits}>
              <p>{t('methodology.limits.body1')}</p>
              <p>{t('methodology.limits.body2')}</p>
              <p>{t('methodology.limits.body3')}</p>
              <p>{t('methodology.limits.body4')}</p>
            </Section>
          </div>
        </div>
      </Container>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card className="scroll-mt-6 p-5 sm:p-7">
      <section id={id} aria-labelledby={`${id}-heading`} className="space-y-3 text-stone-700">
        <h2 id={`${id}-heading`} className="text-xl font-bold text-stone-900 sm:text-2xl">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}
