import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Card } from '@/components/ui/card';
import { FeedbackForm } from './FeedbackForm';

export default function AboutPage() {
  const { hash } = useLocation();
  // The page is loaded lazily, so the browser's own jump to #feedback happens before it exists.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Link to="/app" className="text-sm text-gold-300 hover:underline">
        ← Back to Dashboard
      </Link>
      <h1 className="mt-4 text-3xl text-slate-50 sm:text-4xl">About Orrery</h1>
      <div className="mt-6 space-y-4 text-slate-300">
        <p>
          Orrery is an inclusive community of seekers. We bring together astrology, tarot and numerology, and
          pair every reading with a real-time conversation with an AI voice guide, so you can ask what your
          chart or your cards mean for you.
        </p>
        <p>
          Charts are calculated from precise astronomical positions for the place and time you were born.
          Tarot cards are drawn with a verifiable random draw, and every reading is saved to your personal
          library.
        </p>
        <p>
          Whether you are curious or seasoned, everyone is welcome here. We read every message you send us.
        </p>
      </div>

      <Card id="feedback" className="mt-10 scroll-mt-24 p-5 sm:p-8">
        <h2 className="text-2xl text-slate-50">Send Feedback</h2>
        <p className="mt-2 text-sm text-slate-300">Tell us what works for you and what we could do better.</p>
        <div className="mt-6">
          <FeedbackForm />
        </div>
      </Card>

      <p className="mt-8 text-sm text-slate-400">
        Credits for the tarot artwork and the place data are listed on our{' '}
        <Link to="/legal" className="text-gold-300 underline">
          Legal
        </Link>{' '}
        page.
      </p>
    </div>
  );
}
