import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { useT } from '../../lib/i18n.tsx';

export function HomeButton({ className = '' }: { className?: string }) {
  const t = useT();
  return (
    <Link to="/" className={buttonClass('outline', 'md', className)}>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
        <path d="M10 2.5 2 9h2.5v8.5h4.5v-5h2v5h4.5V9H18z" />
      </svg>
      {t('public.home')}
    </Link>
  );
}
