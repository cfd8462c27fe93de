import type { SubscribeNewsletterInput, subscribeNewsletterInputSchema } from '@regen/shared/schemas/catalogue';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { controlClass } from '../../components/ui/field.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { notify } from '../../lib/toast.ts';
import { useSubscribeNewsletter } from './api.ts';
import { useT } from '../../lib/i18n.tsx';

type Source = 'news' | 'news-article' | 'blog' | 'blog-post';

type Check = ReturnType<typeof subscribeNewsletterInputSchema.safeParse>;

/** The procedure's own check of the form: its schema (zod) loads with the first check. */
async function check(input: SubscribeNewsletterInput): Promise<Check> {
  const { subscribeNewsletterInputSchema } = await import('@regen/shared/schemas/catalogue');
  return subscribeNewsletterInputSchema.safeParse(input);
}

const emailMessage = (result: Check) =>
  result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === 'email')?.message;

/**
 * Every newsletter box on the site: validates the email, stores it once and confirms in a toast.
 * The one form of the content pages (news, blog) is kept light, without react-hook-form: the
 * field is read when it is sent, and the procedure's schema loads with the first check, so the
 * form library and zod stay out of those pages' first download (docs/decisions/070). Its
 * messages are the schema's, as in every other form.
 */
export function NewsletterBox({ source, title, text }: { source: Source; title?: string; text?: string }) {
  const id = useId();
  const t = useT();
  const emailField = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  // Once sent, the field is checked again at every change (as react-hook-form does after a submit).
  const [submitted, setSubmitted] = useState(false);
  const subscribe = useSubscribeNewsletter();
  const checkField = () => check({ email: emailField.current?.value ?? '', source });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const parsed = await checkField();
    setError(emailMessage(parsed));
    if (!parsed.success) {
      emailField.current?.focus();
      return;
    }
    try {
      const result = await subscribe.mutateAsync(parsed.data);
      notify.success(t('public.newsletter.subscribed'), t('public.newsletter.willArrive', { email: result.email }));
      if (emailField.current) emailField.current.value = '';
    } catch (err) {
      notify.destructive(t('public.newsletter.failed'), errorMessage(err, t('public.newsletter.failedText')));
    }
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-3xl bg-gradient-to-br from-brand-800 to-brand-950 px-6 py-10 text-white shadow-lg sm:px-10"
    >
      <div className="mx-auto max-w-2xl text-center">
        <h2 id={`${id}-title`} className="text-2xl font-bold sm:text-3xl">
          {title ?? t('public.newsletter.title')}
        </h2>
        <p className="mt-3 text-brand-100">{text ?? t('public.newsletter.text')}</p>
        <form
          onSubmit={(e) => void onSubmit(e)}
          noValidate
          className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-start"
        >
          <div className="flex-1 text-left">
            <label htmlFor={`${id}-email`} className="sr-only">
              {t('public.newsletter.emailLabel')}
            </label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              placeholder={t('public.newsletter.emailPlaceholder')}
              name="email"
              ref={emailField}
              onChange={() => void (submitted && checkField().then((result) => setError(emailMessage(result))))}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={`${controlClass} h-12`}
            />
            {error ? (
              <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-amber-200">
                {error}
              </p>
            ) : null}
          </div>
          <Button type="submit" variant="light" size="lg" disabled={subscribe.isPending}>
            {subscribe.isPending ? t('public.newsletter.subscribing') : t('public.newsletter.subscribe')}
          </Button>
        </form>
      </div>
    </section>
  );
}
