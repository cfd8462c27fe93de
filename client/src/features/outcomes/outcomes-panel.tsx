import { formatDateTime, formatPoints, formatSlotDateTime } from '@regen/shared/format';
import {
  formatOutcomeAmount,
  formatOutcomePerPerson,
  MAX_SESSION_AMOUNT_HUNDREDTHS,
  OUTCOME_UNITS,
  outcomeAmountInputValue,
  outcomeUnit,
  parseOutcomeAmount,
  type OutcomeUnitId,
} from '@regen/shared/rules/outcome-units';
import { MAX_EVIDENCE_PHOTOS } from '@regen/shared/schemas/outcomes';
import { useId, useState, type FormEvent } from 'react';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { InputField, TextareaField } from '../../components/ui/field.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { useLocale, useT, type Translate } from '../../lib/i18n.tsx';
import { notify } from '../../lib/toast.ts';
import {
  useActivityOutcomes,
  useAnswerQuery,
  useDeclareOutcomes,
  useMySessions,
  useReportOutcomes,
  type DeclaredOutcome,
  type SupplierSession,
} from './api.ts';
import { EvidenceUploadError, uploadEvidencePhoto } from './evidence-upload.ts';

// The supplier's outcomes panel (issue 32 parts 1 and 2, docs/decisions/107), on the dashboard's
// Activities tab: what a session of each activity does (declared per participant), and for each
// session with attendance, what it actually achieved with evidence, and where its review stands.

type ReportStatus = NonNullable<SupplierSession['report']>['status'];

const statusTones: Record<ReportStatus, BadgeTone> = {
  submitted: 'blue',
  queried: 'orange',
  verified: 'green',
  rejected: 'red',
};

export function ReportStatusBadge({ status }: { status: ReportStatus | null }) {
  const t = useT();
  if (!status) return <Badge tone="grey">{t('outcomes.status.notReported')}</Badge>;
  return <Badge tone={statusTones[status]}>{t('outcomes.status.label', { status })}</Badge>;
}

export function OutcomesPanel({ activities }: { activities: readonly { id: string; title: string }[] }) {
  const t = useT();
  return (
    <section
      aria-labelledby="outcomes-panel-title"
      className="mt-8 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="outcomes-panel"
    >
      <h2 id="outcomes-panel-title" className="text-xl font-bold text-stone-900">
        {t('outcomes.panel.title')}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-stone-700">{t('outcomes.panel.intro')}</p>
      <h3 className="mt-6 text-base font-semibold text-stone-900">{t('outcomes.panel.declaredHeading')}</h3>
      <ul className="mt-2 divide-y divide-stone-200 rounded-xl border border-stone-200">
        {activities.map((activity) => (
          <DeclaredRow key={activity.id} activity={activity} />
        ))}
      </ul>
      <h3 className="mt-8 text-base font-semibold text-stone-900">{t('outcomes.panel.sessionsHeading')}</h3>
      <Sessions />
    </section>
  );
}

function DeclaredRow({ activity }: { activity: { id: string; title: string } }) {
  const t = useT();
  const locale = useLocale();
  const declared = useActivityOutcomes(activity.id).data ?? [];
  const [open, setOpen] = useState(false);
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold text-stone-900">{activity.title}</p>
        <p className="text-sm text-stone-700">
          {declared.length > 0
            ? declared
                .map((o) => formatOutcomePerPerson(o.unit, o.perParticipantHundredths, o.projectName, locale))
                .join(', ')
            : t('outcomes.panel.noneDeclared')}
        </p>
      </div>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} className="shrink-0">
        {t('outcomes.panel.declare')}
        <span className="sr-only"> {t('outcomes.panel.forActivity', { activity: activity.title })}</span>
      </Button>
      {open ? <DeclareDialog activity={activity} declared={declared} onClose={() => setOpen(false)} /> : null}
    </li>
  );
}

interface DeclareRow {
  checked: boolean;
  amount: string;
  project: string;
}

function DeclareDialog({
  activity,
  declared,
  onClose,
}: {
  activity: { id: string; title: string };
  declared: readonly DeclaredOutcome[];
  onClose: () => void;
}) {
  const t = useT();
  const declare = useDeclareOutcomes();
  const [rows, setRows] = useState<Record<OutcomeUnitId, DeclareRow>>(() => {
    const initial = {} as Record<OutcomeUnitId, DeclareRow>;
    for (const unit of OUTCOME_UNITS) {
      const found = declared.find((o) => o.unit === unit.id);
      initial[unit.id] = {
        checked: found !== undefined,
        amount: found ? outcomeAmountInputValue(found.perParticipantHundredths) : '',
        project: found?.projectName ?? '',
      };
    }
    return initial;
  });
  const [error, setError] = useState<string | null>(null);
  const set = (unit: OutcomeUnitId, change: Partial<DeclareRow>) =>
    setRows((current) => ({ ...current, [unit]: { ...current[unit], ...change } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const outcomes = [];
    for (const unit of OUTCOME_UNITS) {
      const row = rows[unit.id];
      if (!row.checked) continue;
      const amount = parseOutcomeAmount(row.amount);
      if (amount === null || amount <= 0) {
        setError(t('outcomes.panel.amountInvalid', { unit: t(unit.nameKey) }));
        return;
      }
      outcomes.push({
        unit: unit.id,
        perParticipantHundredths: amount,
        projectName: unit.needsProject ? row.project : null,
      });
    }
    setError(null);
    declare.mutate(
      { activityId: activity.id, outcomes },
      {
        onSuccess: () => {
          notify.success(t('outcomes.panel.declaredSaved'));
          onClose();
        },
        onError: (e) => setError(errorMessage(e, t('outcomes.panel.saveFailed'))),
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('outcomes.panel.declareTitle', { activity: activity.title })}
      description={t('outcomes.panel.declareHelp')}
      className="max-w-2xl"
    >
      <form onSubmit={submit} className="space-y-3" noValidate>
        {OUTCOME_UNITS.map((unit) => {
          const row = rows[unit.id];
          return (
            <fieldset key={unit.id} className="rounded-xl border border-stone-200 p-3">
              <legend className="sr-only">{t(unit.nameKey)}</legend>
              <label className="flex min-h-10 items-center gap-2 font-medium text-stone-900">
                <input
                  type="checkbox"
                  checked={row.checked}
                  onChange={(e) => set(unit.id, { checked: e.target.checked })}
                  className="h-5 w-5 accent-brand-800"
                />
                {t(unit.nameKey)}
              </label>
              {row.checked ? (
                <div className="mt-2 grid gap-3 sm:grid-cols-2">
                  <InputField
                    label={t('outcomes.panel.perPerson', { unit: t(unit.unitKey) })}
                    inputMode="decimal"
                    value={row.amount}
                    onChange={(e) => set(unit.id, { amount: e.target.value })}
                    required
                  />
                  {unit.needsProject ? (
                    <InputField
                      label={t('outcomes.panel.projectName')}
                      value={row.project}
                      maxLength={120}
                      onChange={(e) => set(unit.id, { project: e.target.value })}
                      required
                    />
                  ) : null}
                  <p className="text-xs text-stone-600 sm:col-span-2">{t(unit.methodKey)}</p>
                </div>
              ) : null}
            </fieldset>
          );
        })}
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="outline" onClick={onClose}>
            {t('outcomes.panel.cancel')}
          </Button>
          <Button type="submit" disabled={declare.isPending}>
            {t('outcomes.panel.saveDeclared')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function Sessions() {
  const t = useT();
  const sessions = useMySessions();
  if (sessions.isPending) return <p className="mt-2 text-sm text-stone-600">{t('outcomes.panel.loading')}</p>;
  if (sessions.isError) return <p className="mt-2 text-sm text-red-700">{t('outcomes.panel.loadFailed')}</p>;
  if (sessions.data.length === 0) {
    return <p className="mt-2 text-sm text-stone-600">{t('outcomes.panel.noSessions')}</p>;
  }
  return (
    <ul className="mt-2 space-y-3">
      {sessions.data.map((session) => (
        <SessionRow key={session.availabilityId} session={session} />
      ))}
    </ul>
  );
}

function expectedText(t: Translate, session: SupplierSession, locale: ReturnType<typeof useLocale>): string {
  return session.declared
    .map((o) => formatOutcomeAmount(o.unit, o.perParticipantHundredths * session.participants, locale))
    .join(', ');
}

function SessionRow({ session }: { session: SupplierSession }) {
  const t = useT();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const report = session.report;
  const when = formatSlotDateTime(session.date, session.startTime, session.timeZone, locale);
  const label =
    report?.status === 'queried'
      ? t('outcomes.panel.answer')
      : report?.status === 'verified'
        ? t('outcomes.panel.correct')
        : report?.status === 'submitted'
          ? t('outcomes.panel.update')
          : report?.status === 'rejected'
            ? t('outcomes.panel.reportAgain')
            : t('outcomes.panel.report');
  return (
    <li className="rounded-xl border border-stone-200 p-4" data-testid="outcome-session">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-stone-900">{session.activityTitle}</p>
          <p className="text-sm text-stone-700">
            {when} · {t('outcomes.panel.participants', { count: session.participants })}
          </p>
          {session.declared.length > 0 ? (
            <p className="text-sm text-stone-600">
              {t('outcomes.panel.expected', { amounts: expectedText(t, session, locale) })}
            </p>
          ) : null}
        </div>
        <ReportStatusBadge status={report?.status ?? null} />
      </div>
      {report ? (
        <div className="mt-2 space-y-1 text-sm text-stone-800">
          <p>
            {t('outcomes.panel.reported', {
              amounts: report.amounts.map((a) => formatOutcomeAmount(a.unit, a.amountHundredths, locale)).join(', '),
            })}
          </p>
          {report.status === 'queried' && report.question ? (
            <p className="rounded-lg bg-orange-50 p-2 text-orange-950">
              {t('outcomes.panel.question', { text: report.question })}
            </p>
          ) : null}
          {report.status === 'rejected' && report.reason ? (
            <p className="rounded-lg bg-red-50 p-2 text-red-950">
              {t('outcomes.panel.reason', { text: report.reason })}
            </p>
          ) : null}
          {report.status === 'verified' && report.reviewedAt ? (
            <p className="text-stone-600">
              {t('outcomes.panel.verifiedBy', {
                name: report.reviewerName ?? t('outcomes.panel.aVerifier'),
                date: formatDateTime(report.reviewedAt, locale),
              })}
            </p>
          ) : null}
        </div>
      ) : null}
      {session.declared.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">{t('outcomes.panel.declareFirst')}</p>
      ) : (
        <Button className="mt-3" size="sm" variant={report ? 'outline' : 'primary'} onClick={() => setOpen(true)}>
          {label}
          <span className="sr-only"> {t('outcomes.panel.forSession', { activity: session.activityTitle, when })}</span>
        </Button>
      )}
      {open ? <ReportDialog session={session} onClose={() => setOpen(false)} /> : null}
    </li>
  );
}

function ReportDialog({ session, onClose }: { session: SupplierSession; onClose: () => void }) {
  const t = useT();
  const locale = useLocale();
  const report = useReportOutcomes();
  const answer = useAnswerQuery();
  const current = session.report;
  const answering = current?.status === 'queried';
  const keeps = current?.status === 'submitted' || answering;
  const [amounts, setAmounts] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      session.declared.map((o) => {
        const reported = current?.amounts.find((a) => a.unit === o.unit);
        return [o.unit, reported ? outcomeAmountInputValue(reported.amountHundredths) : ''];
      }),
    ),
  );
  const [note, setNote] = useState(keeps ? (current?.note ?? '') : '');
  const [reply, setReply] = useState('');
  const [photos, setPhotos] = useState<string[]>(keeps ? (current?.photoUrls ?? []) : []);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fileId = useId();

  const addPhotos = async (files: FileList | null) => {
    if (!files) return;
    const room = MAX_EVIDENCE_PHOTOS - photos.length;
    const chosen = [...files].slice(0, Math.max(0, room));
    if (files.length > room) setError(t('outcomes.panel.photoLimit', { max: MAX_EVIDENCE_PHOTOS }));
    setUploading(true);
    try {
      for (const file of chosen) {
        const url = await uploadEvidencePhoto(file);
        setPhotos((p) => [...p, url]);
      }
    } catch (e) {
      setError(e instanceof EvidenceUploadError ? e.message : t('outcomes.panel.saveFailed'));
    } finally {
      setUploading(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = [];
    for (const o of session.declared) {
      const text = amounts[o.unit] ?? '';
      if (text.trim() === '') continue;
      const value = parseOutcomeAmount(text);
      if (value === null || value > MAX_SESSION_AMOUNT_HUNDREDTHS) {
        setError(t('outcomes.panel.amountInvalid', { unit: t(outcomeUnit(o.unit).nameKey) }));
        return;
      }
      parsed.push({ unit: o.unit, amountHundredths: value });
    }
    if (parsed.length === 0) {
      setError(t('outcomes.error.noAmounts'));
      return;
    }
    if (answering && reply.trim() === '') {
      setError(t('outcomes.error.answerRequired'));
      return;
    }
    setError(null);
    const done = {
      onSuccess: () => {
        notify.success(t('outcomes.panel.sent'));
        onClose();
      },
      onError: (e: unknown) => setError(errorMessage(e, t('outcomes.panel.saveFailed'))),
    };
    if (answering && current) {
      answer.mutate({ reportId: current.id, answer: reply, amounts: parsed, photoUrls: photos }, done);
    } else {
      report.mutate({ availabilityId: session.availabilityId, amounts: parsed, note, photoUrls: photos }, done);
    }
  };

  const when = formatSlotDateTime(session.date, session.startTime, session.timeZone, locale);
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('outcomes.panel.reportTitle', { activity: session.activityTitle })}
      description={`${when} · ${t('outcomes.panel.participants', { count: session.participants })}`}
      className="max-w-2xl"
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        {answering && current?.question ? (
          <p className="rounded-lg bg-orange-50 p-3 text-sm text-orange-950">
            {t('outcomes.panel.question', { text: current.question })}
          </p>
        ) : null}
        {current?.status === 'verified' ? (
          <p className="rounded-lg bg-stone-50 p-3 text-sm text-stone-800">{t('outcomes.panel.correctionHelp')}</p>
        ) : null}
        <div className="grid gap-3 sm:grid-cols-2">
          {session.declared.map((o) => {
            const unit = outcomeUnit(o.unit);
            return (
              <InputField
                key={o.unit}
                label={t('outcomes.panel.measured', { unit: t(unit.nameKey), label: t(unit.unitKey) })}
                hint={t('outcomes.panel.expectedHint', {
                  amount: formatOutcomeAmount(o.unit, o.perParticipantHundredths * session.participants, locale),
                })}
                inputMode="decimal"
                value={amounts[o.unit] ?? ''}
                onChange={(e) => setAmounts((a) => ({ ...a, [o.unit]: e.target.value }))}
              />
            );
          })}
        </div>
        {answering ? (
          <TextareaField
            label={t('outcomes.panel.yourAnswer')}
            value={reply}
            maxLength={2000}
            rows={3}
            onChange={(e) => setReply(e.target.value)}
            required
          />
        ) : (
          <TextareaField
            label={t('outcomes.panel.note')}
            value={note}
            maxLength={2000}
            rows={3}
            onChange={(e) => setNote(e.target.value)}
          />
        )}
        <div>
          <p className="text-sm font-medium text-stone-800">
            {t('outcomes.panel.photos', { max: MAX_EVIDENCE_PHOTOS })}
          </p>
          {photos.length > 0 ? (
            <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5">
              {photos.map((url, index) => (
                <li key={url} className="relative">
                  <img
                    src={url}
                    alt={t('outcomes.panel.photoAlt', { n: index + 1 })}
                    className="aspect-square w-full rounded-lg object-cover"
                  />
                  <button
                    type="button"
                    onClick={() => setPhotos((p) => p.filter((u) => u !== url))}
                    className="mt-1 min-h-8 w-full rounded-md border border-stone-300 bg-white px-2 text-xs font-semibold text-stone-800 hover:bg-stone-100"
                  >
                    {t('outcomes.panel.removePhoto', { n: index + 1 })}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {photos.length < MAX_EVIDENCE_PHOTOS ? (
            <div className="mt-2">
              <label
                htmlFor={fileId}
                className="inline-flex min-h-10 cursor-pointer items-center rounded-lg border border-stone-300 bg-white px-3 text-sm font-medium text-stone-800 hover:bg-stone-100"
              >
                {uploading ? t('outcomes.panel.uploading') : t('outcomes.panel.addPhotos')}
              </label>
              <input
                id={fileId}
                type="file"
                accept="image/*"
                multiple
                className="sr-only"
                disabled={uploading}
                onChange={(e) => {
                  void addPhotos(e.target.files);
                  e.target.value = '';
                }}
              />
            </div>
          ) : null}
        </div>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {t('outcomes.panel.cancel')}
          </Button>
          <Button type="submit" disabled={uploading || report.isPending || answer.isPending}>
            {answering ? t('outcomes.panel.sendAnswer') : t('outcomes.panel.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Points shown with their state: verified, or awaiting verification (My Impact, receipts). */
export function PointsState({ state, points }: { state: 'verified' | 'awaiting'; points?: number }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Badge tone={state === 'verified' ? 'green' : 'yellow'}>
      {points === undefined
        ? t('outcomes.points.state', { state })
        : t('outcomes.points.stateWithPoints', { state, points: formatPoints(points, locale) })}
    </Badge>
  );
}
