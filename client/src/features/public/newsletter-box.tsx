import { subscribeNewsletterInputSchema } from '@regen/shared/schemas/catalogue';
import { useId } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { controlClass } from '../../components/ui/field.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { useSchemaForm } from '../../lib/form.ts';
import { notify } from '../../lib/toast.ts';
import { useSubscribeNewsletter } from './api.ts';

type Source = 'news' | 'news-article' | 'blog' | 'blog-post';

/** Every newsletter box on the site: validates the email, stores it once and confirms in a toast. */
export function NewsletterBox({
  source,
  title = 'Stay in the loop',
  text = 'Get regenerative travel news, new experiences and stories from our community, once a month. No spam, unsubscribe anytime.',
}: {
  source: Source;
  title?: string;
  text?: string;
}) {
  const id = useId();
  const { register, handleSubmit, formState, resetField } = useSchemaForm(subscribeNewsletterInputSchema, {
    defaultValues: { email: '', source },
  });
  const error = formState.errors.email?.message;
  const subscribe = useSubscribeNewsletter();

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await subscribe.mutateAsync(values);
      notify.success(result.created ? 'Subscribed!' : 'Already subscribed', result.message);
      resetField('email');
    } catch (err) {
      notify.destructive('Subscription failed', errorMessage(err, 'Please try again in a moment.'));
    }
  });

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-3xl bg-gradient-to-br from-brand-800 to-brand-950 px-6 py-10 text-white shadow-lg sm:px-10"
    >
      <div className="mx-auto max-w-2xl text-center">
        <h2 id={`${id}-title`} className="text-2xl font-bold sm:text-3xl">
          {title}
        </h2>
        <p className="mt-3 text-brand-100">{text}</p>
        <form
          onSubmit={(e) => void onSubmit(e)}
          noValidate
          className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-start"
        >
          <div className="flex-1 text-left">
            <label htmlFor={`${id}-email`} className="sr-only">
              Email address
            </label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              placeholder="Enter your email"
              {...register('email')}
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
            {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
          </Button>
        </form>
      </div>
    </section>
  );
}
