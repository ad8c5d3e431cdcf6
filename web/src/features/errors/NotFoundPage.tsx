import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/i18n';

export default function NotFoundPage() {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-24 text-center">
      <p className="font-display text-7xl text-gold-400">404</p>
      <h1 className="mt-4 text-3xl">{t('notFound.heading')}</h1>
      <p className="mt-3 text-slate-400">{t('notFound.text')}</p>
      <Button asChild className="mt-8">
        <Link to="/">{t('notFound.home')}</Link>
      </Button>
    </div>
  );
}
