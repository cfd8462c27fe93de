import {
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  SUPPLIER_REQUIRED_FIELDS_MESSAGE,
  signUpSupplierInputSchema,
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
import { notify } from '../../lib/toast.ts';
import { useSignUpSupplier } from './api.ts';
import { IconBadge, textLinkClass } from './auth-card.tsx';

const benefits = [
  {
    title: 'Global Reach',
    text: 'Connect with travelers from around the world who are looking for experiences that give back.',
    icon: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 0c2.5 2.7 4 6.2 4 10s-1.5 7.3-4 10m0-20C9.5 4.7 8 8.2 8 12s1.5 7.3 4 10M2 12h20',
  },
  {
    title: 'AI-Powered Metrics',
    text: 'Every activity earns Regen Points, so travelers see the positive impact of what you offer.',
    icon: 'M4 20V10m6 10V4m6 16v-7m4 7H2',
  },
  {
    title: 'Positive Impact',
    text: 'Grow a business that restores nature and strengthens your community. Activities are reviewed before they go live.',
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
function problemToast(values: FormValues, errors: FieldErrors<FormValues>): [string, string] {
  const messages = errorMessages(errors);
  if (messages.includes(SUPPLIER_REQUIRED_FIELDS_MESSAGE))
    return ['Missing Information', SUPPLIER_REQUIRED_FIELDS_MESSAGE];
  if (values.password !== values.confirmPassword) return ['Password Mismatch', PASSWORD_MISMATCH_MESSAGE];
  if (messages.includes(PASSWORD_TOO_SHORT_MESSAGE)) return ['Password Too Short', PASSWORD_TOO_SHORT_MESSAGE];
  return ['Account Creation Failed', messages[0] ?? 'There was an error creating your account. Please try again.'];
}

/** /supplier-signup: account and supplier profile are created together on the server. */
export function SupplierSignupPage() {
  const navigate = useNavigate();
  const form = useSchemaForm(signUpSupplierInputSchema, { defaultValues: emptyForm });
  const signUp = useSignUpSupplier();

  const submit = submitHandler(form, {
    // The procedure takes the form's input (its output turns blanks into null).
    send: () => signUp.mutateAsync(form.getValues()),
    refused: { title: 'Account Creation Failed' },
    sent: async ({ signedIn }) => {
      if (!signedIn) {
        notify.neutral(
          'Please check your email',
          'A confirmation email has been sent. Please confirm your account to complete registration.',
        );
        await navigate({ to: '/supplier-signin' });
        return;
      }
      notify.neutral(
        'Account Created Successfully!',
        'Your supplier account has been created. Welcome to our platform!',
      );
      await navigate({ to: '/profile' });
    },
    invalid: (invalid) => {
      const [title, text] = problemToast(form.getValues(), invalid);
      // The mismatch shows on the confirmation field too.
      if (title === 'Password Mismatch') form.setError('confirmPassword', { type: 'validate', message: text });
      notify.destructive(title, text);
    },
  });

  const field = (name: keyof typeof emptyForm) => fieldWiring(form, name);

  return (
    <>
      <Hero title="Become a Regen Supplier" image="/images/forest.svg">
        List your regenerative activities, reach conscious travelers and show the good your work does.
      </Hero>
      <Container className="py-12 sm:py-16">
        <ul className="grid gap-6 md:grid-cols-3">
          {benefits.map((b) => (
            <li key={b.title}>
              <Card className="h-full p-6">
                <IconBadge path={b.icon} className="h-11 w-11 rounded-xl bg-brand-100 text-brand-800" />
                <h2 className="mt-4 text-lg font-semibold text-stone-900">{b.title}</h2>
                <p className="mt-2 text-sm text-stone-700">{b.text}</p>
              </Card>
            </li>
          ))}
        </ul>

        <Card className="mx-auto mt-12 max-w-3xl p-6 sm:p-8">
          <h2 className="text-2xl font-bold tracking-tight text-stone-900">Create Your Supplier Account</h2>
          <p className="mt-1 text-sm text-stone-600">
            Already have an account?{' '}
            <Link to="/supplier-signin" className={textLinkClass}>
              Sign in here
            </Link>
          </p>
          <form noValidate onSubmit={(e) => void submit(e)} className="mt-6 space-y-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <InputField label="Business Name" autoComplete="organization" required {...field('businessName')} />
              <InputField label="Contact Person" autoComplete="name" required {...field('contactPerson')} />
              <InputField label="Email" type="email" autoComplete="email" required {...field('email')} />
              <InputField label="Phone" type="tel" autoComplete="tel" {...field('phone')} />
              <PasswordField label="Password" autoComplete="new-password" required {...field('password')} />
              <PasswordField
                label="Confirm Password"
                autoComplete="new-password"
                required
                {...field('confirmPassword')}
              />
              <InputField label="Location" placeholder="City, Country" required {...field('location')} />
              <SelectField label="Activity Type" required {...field('activityType')}>
                <option value="">Select an activity type</option>
                {supplierActivityTypes.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </SelectField>
              <InputField label="Website" type="url" placeholder="https://" autoComplete="url" {...field('website')} />
              <InputField
                label="Years in Operation"
                type="number"
                inputMode="numeric"
                min={0}
                max={500}
                {...field('yearsInOperation')}
              />
            </div>
            <TextareaField
              label="Business Description"
              rows={4}
              required
              hint="What you offer and who runs it."
              {...field('description')}
            />
            <TextareaField
              label="Environmental & Social Impact"
              rows={3}
              hint="Optional: the good your activities do."
              {...field('impact')}
            />
            <Button type="submit" size="lg" className="w-full" disabled={signUp.isPending}>
              {signUp.isPending ? 'Creating Account...' : 'Create Supplier Account'}
            </Button>
          </form>
        </Card>
      </Container>
    </>
  );
}
