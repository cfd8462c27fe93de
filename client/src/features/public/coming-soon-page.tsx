import { useNavigate, useRouter } from '@tanstack/react-router';
import { Button } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/page.tsx';
import { useT } from '../../lib/i18n.tsx';

export function ComingSoonPage() {
  const router = useRouter();
  const navigate = useNavigate();
  const t = useT();

  function goBack() {
    // Opened directly (no earlier page in this tab): going back would leave the site.
    if (window.history.length > 1) router.history.back();
    else void navigate({ to: '/' });
  }
  return (
    <Container className="flex flex-col items-center py-24 text-center">
      <span className="flex h-20 w-20 items-center justify-center rounded-full bg-amber-100 text-amber-800">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-10 w-10" fill="currentColor">
          <path d="M12 2 1 21h22L12 2zm0 4.8L19.5 19h-15L12 6.8zM11 10v5h2v-5h-2zm0 6v2h2v-2h-2z" />
        </svg>
      </span>
      <h1 className="mt-6 text-3xl font-bold text-stone-900">{t('public.comingSoon.title')}</h1>
      <p className="mt-3 max-w-md text-stone-700">{t('public.comingSoon.text')}</p>
      <Button className="mt-8" onClick={goBack}>
        {t('public.comingSoon.back')}
      </Button>
    </Container>
  );
}
