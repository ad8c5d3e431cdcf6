import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Card } from '@/components/ui/card';
import { useT } from '@/i18n/i18n';
import { RichText } from '@/i18n/Trans';
import { FeedbackForm } from './FeedbackForm';

export default function AboutPage() {
  const t = useT();
  const { hash } = useLocation();
  // The page is loaded lazily, so the browser's own jump to #feedback happens before it exists.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Link to="/app" className="text-sm text-gold-300 hover:underline">
        {t('about.back')}
      </Link>
      <h1 className="mt-4 text-3xl text-slate-50 sm:text-4xl">{t('about.heading')}</h1>
      <div className="mt-6 space-y-4 text-slate-300">
        <p>{t('about.community')}</p>
        <p>{t('about.method')}</p>
        <p>{t('about.welcome')}</p>
      </div>

      <Card id="feedback" className="mt-10 scroll-mt-24 p-5 sm:p-8">
        <h2 className="text-2xl text-slate-50">{t('about.feedbackHeading')}</h2>
        <p className="mt-2 text-sm text-slate-300">{t('about.feedbackIntro')}</p>
        <div className="mt-6">
          <FeedbackForm />
        </div>
      </Card>

      <p className="mt-8 text-sm text-slate-400">
        <RichText
          id="about.credits"
          components={{ 0: <Link to="/legal" className="text-gold-300 underline" /> }}
        />
      </p>
    </div>
  );
}
