import { Navigate, useLocation, Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { Accordion } from '@/components/ui/accordion';
import { useSession } from '@/features/auth/session';
import { FullPageLoading } from '@/features/auth/RequireAuth';
import { FAQ, STEPS, TESTIMONIALS, TOOLS, VOICE_QUESTIONS } from './content';

const SIGN_IN_PARAMS = ['code', 'access_token', 'refresh_token', 'provider_token'];

const cta = buttonVariants({ size: 'lg' });

/** A small orrery: rings and planets drawn inline, so the hero needs no image download. */
function OrreryArt() {
  return (
    <svg viewBox="0 0 320 320" className="h-full w-full" aria-hidden>
      <defs>
        <radialGradient id="sun" cx="50%" cy="50%" r="50%">
          <stop offset="0%" stopColor="#fff3c4" />
          <stop offset="60%" stopColor="#e8c36a" />
          <stop offset="100%" stopColor="#d4a73f" stopOpacity="0" />
        </radialGradient>
      </defs>
      {[60, 95, 130, 155].map((r) => (
        <circle
          key={r}
          cx="160"
          cy="160"
          r={r}
          fill="none"
          stroke="#e8c36a"
          strokeOpacity="0.25"
          strokeDasharray={r === 130 ? '2 6' : undefined}
        />
      ))}
      <circle cx="160" cy="160" r="34" fill="url(#sun)" />
      <g
        className="origin-center motion-safe:animate-[spin_60s_linear_infinite]"
        style={{ transformOrigin: '160px 160px' }}
      >
        <circle cx="220" cy="160" r="6" fill="#a78bfa" />
        <circle cx="160" cy="65" r="9" fill="#7dd3fc" />
        <circle cx="68" cy="230" r="7" fill="#f9a8d4" />
        <circle cx="297" cy="110" r="5" fill="#f3d98b" />
      </g>
    </svg>
  );
}

function Stars({ rating }: { rating: number }) {
  return (
    <p className="text-gold-400" role="img" aria-label={`${rating} out of 5 stars`}>
      <span aria-hidden>{'★'.repeat(rating)}</span>
      <span aria-hidden className="text-slate-600">
        {'★'.repeat(5 - rating)}
      </span>
    </p>
  );
}

function SectionTitle({ eyebrow, title, text }: { eyebrow: string; title: string; text?: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-xs font-semibold uppercase tracking-[0.3em] text-gold-400">{eyebrow}</p>
      <h2 className="mt-3 text-3xl text-slate-50 sm:text-4xl">{title}</h2>
      {text && <p className="mt-4 text-slate-300">{text}</p>}
    </div>
  );
}

export default function LandingPage() {
  const location = useLocation();
  const session = useSession();
  const params = new URLSearchParams(location.search);
  if (SIGN_IN_PARAMS.some((name) => params.has(name))) {
    if (!params.has('returnUrl')) params.set('returnUrl', '/app');
    return <Navigate to={`/auth/callback?${params.toString()}`} replace />;
  }
  if (session.isPending) return <FullPageLoading />;
  if (session.data) return <Navigate to="/app" replace />;

  const accountDeleted = (location.state as { accountDeleted?: boolean } | null)?.accountDeleted;

  return (
    <div className="overflow-x-clip">
      {accountDeleted && (
        <p
          role="status"
          className="mx-auto mt-6 max-w-3xl rounded-xl bg-emerald-500/10 px-4 py-3 text-center text-sm text-emerald-200 ring-1 ring-emerald-400/30"
        >
          <span className="font-semibold">Account Deleted.</span> Your reading history is retained, and free
          credits will not reset.
        </p>
      )}
      <section className="mx-auto grid max-w-6xl items-center gap-10 px-4 pb-20 pt-12 sm:pt-20 lg:grid-cols-[1.2fr_1fr]">
        <div className="text-center lg:text-left">
          <p className="text-xs font-semibold uppercase tracking-[0.3em] text-gold-400">
            Astrology · Tarot · Numerology
          </p>
          <h1 className="mt-5 text-4xl leading-tight text-slate-50 sm:text-6xl">
            Readings written for you, <span className="text-gold-300">by the stars and the cards</span>
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg text-slate-300 lg:mx-0">
            Natal charts calculated precisely, tarot spreads drawn for your question, and an AI voice guide to
            talk it all through.
          </p>
          <div className="mt-9 flex flex-col items-center gap-3 sm:flex-row sm:justify-center lg:justify-start">
            <Link to="/auth?mode=sign-up" className={cta}>
              Start Your Reading
            </Link>
            <a href="#how-it-works" className={buttonVariants({ variant: 'ghost', size: 'lg' })}>
              How It Works
            </a>
          </div>
          <p className="mt-5 text-sm text-slate-400">
            Free welcome credits when you sign up · No astrology knowledge needed
          </p>
        </div>
        <div className="mx-auto aspect-square w-64 sm:w-80 lg:w-full lg:max-w-md">
          <OrreryArt />
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-16">
        <SectionTitle eyebrow="Your tools" title="Four ways to look within" />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {TOOLS.map((tool) => (
            <li
              key={tool.title}
              className="rounded-2xl bg-night-800/70 p-6 ring-1 ring-white/10 transition hover:-translate-y-1 hover:ring-gold-400/40"
            >
              <span
                aria-hidden
                className="flex h-12 w-12 items-center justify-center rounded-xl bg-gold-400/15 text-2xl text-gold-300"
              >
                {tool.glyph}
              </span>
              <h3 className="mt-5 text-xl text-slate-50">{tool.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-300">{tool.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-16">
        <div className="grid items-center gap-10 rounded-3xl bg-gradient-to-br from-night-700/80 to-night-800/80 p-8 ring-1 ring-white/10 sm:p-12 lg:grid-cols-2">
          <div>
            <p className="text-xs font-semibold uppercase tracking-[0.3em] text-gold-400">
              AI Voice Guidance
            </p>
            <h2 className="mt-3 text-3xl text-slate-50 sm:text-4xl">Talk your reading through</h2>
            <p className="mt-4 text-slate-300">
              After every reading, start a timed conversation with the voice guide. It knows your report and
              answers your follow-up questions out loud.
            </p>
          </div>
          <ul className="space-y-3">
            {VOICE_QUESTIONS.map((question) => (
              <li
                key={question}
                className="flex gap-3 rounded-2xl bg-night-950/50 p-4 text-slate-200 ring-1 ring-white/10"
              >
                <span aria-hidden className="text-gold-400">
                  “
                </span>
                {question}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="how-it-works" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16">
        <SectionTitle eyebrow="How It Works" title="From question to insight in four steps" />
        <ol className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step.title} className="relative rounded-2xl bg-night-800/60 p-6 ring-1 ring-white/10">
              <span className="font-display text-4xl text-gold-400">{index + 1}</span>
              <h3 className="mt-3 text-lg text-slate-50">{step.title}</h3>
              <p className="mt-2 text-sm text-slate-300">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-16">
        <SectionTitle eyebrow="Testimonials" title="What Our Users Say" />
        <p className="mt-3 text-center text-xs text-slate-400">
          Sample testimonials for illustration; not recorded from real customers.
        </p>
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <li key={t.name}>
              <figure className="flex h-full flex-col rounded-2xl bg-night-800/60 p-6 ring-1 ring-white/10">
                <Stars rating={t.rating} />
                <blockquote className="mt-4 flex-1 text-slate-200">“{t.content}”</blockquote>
                <figcaption className="mt-5 text-sm">
                  <span className="font-medium text-slate-100">{t.name}</span>
                  <span className="text-slate-400"> · {t.reading}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto max-w-3xl px-4 py-16">
        <SectionTitle eyebrow="FAQ" title="Questions, answered" />
        <div className="mt-10">
          <Accordion name="landing-faq" items={FAQ.map((item) => ({ ...item }))} />
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-16">
        <div className="rounded-3xl bg-gradient-to-r from-gold-500/20 via-night-700/80 to-violet-glow/20 px-6 py-14 text-center ring-1 ring-gold-400/30">
          <h2 className="text-3xl text-slate-50 sm:text-4xl">Unlock Your Cosmic Insights</h2>
          <p className="mx-auto mt-4 max-w-xl text-slate-300">
            Create your account in a minute and start with free welcome credits.
          </p>
          <Link to="/auth?mode=sign-up" className={`${cta} mt-8`}>
            Start Your Reading
          </Link>
        </div>
      </section>
    </div>
  );
}
