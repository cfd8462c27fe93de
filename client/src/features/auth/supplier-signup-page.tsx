import {
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  SUPPLIER_REQUIRED_FIELDS_MESSAGE,
  signUpSupplierInputSchema,
  supplierActivityTypeLabels,
  supplierActivityTypes,
} from '@regen/shared/schemas/auth';
import { Link, useNavigate } from '@tanstack/react-router';
import type { FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { InputField, SelectField, TextareaField } from '../../components/ui/field.tsx';
import { Container, Hero } from '../../components/ui/page.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { fieldWiring } from '../../lib/form-fields.ts';
import { errorMessages, useSchemaForm } from '../../lib/form.ts';
import { submitHandler } from '../../lib/submit-form.ts';
import { useT, type Translate } from '../../lib/i18n.tsx';
import { notify } from '../../lib/toast.ts';
import { useSignUpSupplier } from './api.ts';
import { IconBadge, textLinkClass } from './auth-card.tsx';

const benefits = [
  {
    title: 'auth.supplierSignUp.globalReach',
    text: 'auth.supplierSignUp.globalReachText',
    icon: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 0c2.5 2.7 4 6.2 4 10s-1.5 7.3-4 10m0-20C9.5 4.7 8 8.2 8 12s1.5 7.3 4 10M2 12h20',
  },
  {
    title: 'auth.supplierSignUp.metrics',
    text: 'auth.supplierSignUp.metricsText',
    icon: 'M4 20V10m6 10V4m6 16v-7m4 7H2',
  },
  {
    title: 'auth.supplierSignUp.impact',
    text: 'auth.supplierSignUp.impactText',
    icon: 'M12 21s-7-4.4-9.3-9A5.5 5.5 0 0 1 12 6a5.5 5.5 0 0 1 9.3 6c-2.3 4.6-9.3 9-9.3 9z',
  },
] as const;

type FormValues = z.input<typeof signUpSupplierInputSchema>;

const emptyForm = {
  businessName: '',
  contactPerson: '',
  email: '',
  password: '',
  confirmPassword: '',
  phone: '',
  location: '',
  activityType: '',
  description: '',
  impact: '',
  website: '',
  yearsInOperation: '',
} satisfies FormValues;

/** The toast for a failed check, in the spec's order: missing, mismatch, too short. */
function problemToast(
  values: FormValues,
  errors: FieldErrors<FormValues>,
  t: Translate,
): { title: string; text: string; mismatch?: true } {
  const messages = errorMessages(errors);
  if (messages.includes(SUPPLIER_REQUIRED_FIELDS_MESSAGE))
    return { title: t('supplier.missingInformation'), text: SUPPLIER_REQUIRED_FIELDS_MESSAGE };
  if (values.password !== values.confirmPassword)
    return { title: t('auth.supplierSignUp.mismatchTitle'), text: PASSWORD_MISMATCH_MESSAGE, mismatch: true };
  if (messages.includes(PASSWORD_TOO_SHORT_MESSAGE))
    return { title: t('auth.supplierSignUp.tooShortTitle'), text: PASSWORD_TOO_SHORT_MESSAGE };
  return { title: t('auth.supplierSignUp.failed'), text: messages[0] ?? t('auth.supplierSignUp.failedText') };
}

/** /supplier-signup: account and supplier profile are created together on the server. */
export function SupplierSignupPage() {
  const navigate = useNavigate();
  const form = useSchemaForm(signUpSupplierInputSchema, { defaultValues: emptyForm });
  const signUp = useSignUpSupplier();
  const t = useT();

  const submit = submitHandler(form, {
    // The procedure takes the form's input (its output turns blanks into null).
    send: () => signUp.mutateAsync(form.getValues()),
    refused: { title: t('auth.supplierSignUp.failed') },
    sent: async ({ signedIn }) => {
      if (!signedIn) {
        notify.neutral(t('auth.checkEmailTitle'), t('auth.supplierSignUp.confirmText'));
        await navigate({ to: '/supplier-signin' });
        return;
      }
      notify.neutral(t('auth.supplierSignUp.doneTitle'), t('auth.supplierSignUp.doneText'));
      await navigate({ to: '/profile' });
    },
    invalid: (invalid) => {
      const { title, text, mismatch } = problemToast(form.getValues(), invalid, t);
      // The mismatch shows on the confirmation field too.
      if (mismatch) form.setError('confirmPassword', { type: 'validate', message: text });
      notify.destructive(title, text);
    },
  });

  const field = (name: keyof typeof emptyForm) => fieldWiring(form, name);

  return (
    <>
      <Hero title={t('auth.supplierSignUp.hero')} image="/images/forest.svg">
        {t('auth.supplierSignUp.heroText')}
      </Hero>
      <Container className="py-12 sm:py-16">
        <ul className="grid gap-6 md:grid-cols-3">
          {benefits.map((b) => (
            <li key={b.title}>
              <Card className="h-full p-6">
                <IconBadge path={b.icon} className="h-11 w-11 rounded-xl bg-brand-100 text-brand-800" />
                <h2 className="mt-4 text-lg font-semibold text-stone-900">{t(b.title)}</h2>
                <p className="mt-2 text-sm text-stone-700">{t(b.text)}</p>
              </Card>
            </li>
          ))}
        </ul>

        <Card className="mx-auto mt-12 max-w-3xl p-6 sm:p-8">
          <h2 className="text-2xl font-bold tracking-tight text-stone-900">{t('auth.supplierSignUp.formTitle')}</h2>
          <p className="mt-1 text-sm text-stone-600">
            {t('auth.supplierSignUp.haveAccount')}{' '}
            <Link to="/supplier-signin" className={textLinkClass}>
              {t('auth.supplierSignUp.signIn')}
            </Link>
          </p>
          <form noValidate onSubmit={(e) => void submit(e)} className="mt-6 space-y-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <InputField
                label={t('auth.supplierSignUp.businessName')}
                autoComplete="organization"
                required
                {...field('businessName')}
              />
              <InputField
                label={t('auth.supplierSignUp.contactPerson')}
                autoComplete="name"
                required
                {...field('contactPerson')}
              />
              <InputField
                label={t('auth.field.email')}
                type="email"
                autoComplete="email"
                required
                {...field('email')}
              />
              <InputField label={t('auth.supplierSignUp.phone')} type="tel" autoComplete="tel" {...field('phone')} />
              <PasswordField
                label={t('auth.field.password')}
                autoComplete="new-password"
                required
                {...field('password')}
              />
              <PasswordField
                label={t('auth.field.confirmPassword')}
                autoComplete="new-password"
                required
                {...field('confirmPassword')}
              />
              <InputField
                label={t('auth.supplierSignUp.location')}
                placeholder={t('auth.supplierSignUp.locationPlaceholder')}
                required
                {...field('location')}
              />
              <SelectField label={t('auth.supplierSignUp.activityType')} required {...field('activityType')}>
                <option value="">{t('auth.supplierSignUp.activityTypePlaceholder')}</option>
                {supplierActivityTypes.map((type) => (
                  <option key={type} value={type}>
                    {t(supplierActivityTypeLabels[type])}
                  </option>
                ))}
              </SelectField>
              <InputField
                label={t('auth.supplierSignUp.website')}
                type="url"
                placeholder={t('auth.supplierSignUp.websitePlaceholder')}
                autoComplete="url"
                {...field('website')}
              />
              <InputField
                label={t('auth.supplierSignUp.yearsInOperation')}
                type="number"
                inputMode="numeric"
                min={0}
                max={500}
                {...field('yearsInOperation')}
              />
            </div>
            <TextareaField
              label={t('auth.supplierSignUp.description')}
              rows={4}
              required
              hint={t('auth.supplierSignUp.descriptionHint')}
              {...field('description')}
            />
            <TextareaField
              label={t('auth.supplierSignUp.impactField')}
              rows={3}
              hint={t('auth.supplierSignUp.impactHint')}
              {...field('impact')}
            />
            <Button type="submit" size="lg" className="w-full" disabled={signUp.isPending}>
              {signUp.isPending ? t('auth.supplierSignUp.pending') : t('auth.supplierSignUp.submit')}
            </Button>
          </form>
        </Card>
      </Container>
    </>
  );
}
