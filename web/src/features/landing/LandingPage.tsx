import { Navigate, useLocation, Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { Accordion } from '@/components/ui/accordion';
import { useSession } from '@/features/auth/session';
import { FullPageLoading } from '@/features/auth/RequireAuth';
import { useT } from '@/i18n/i18n';
import { RichText } from '@/i18n/Trans';
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
  const t = useT();
  return (
    <p className="text-gold-400" role="img" aria-label={t('landing.stars', { rating })}>
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
  const t = useT();
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
          <RichText id="landing.accountDeleted" components={{ 0: <span className="font-semibold" /> }} />
        </p>
      )}
      <section className="mx-auto grid max-w-6xl items-center gap-10 px-4 pb-20 pt-12 sm:pt-20 lg:grid-cols-[1.2fr_1fr]">
        <div className="text-center lg:text-left">
          <p className="text-xs font-semibold uppercase tracking-[0.3em] text-gold-400">
            {t('landing.eyebrow')}
          </p>
          <h1 className="mt-5 text-4xl leading-tight text-slate-50 sm:text-6xl">
            <RichText id="landing.hero" components={{ 0: <span className="text-gold-300" /> }} />
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg text-slate-300 lg:mx-0">{t('landing.heroText')}</p>
          <div className="mt-9 flex flex-col items-center gap-3 sm:flex-row sm:justify-center lg:justify-start">
            <Link to="/auth?mode=sign-up" className={cta}>
              {t('landing.start')}
            </Link>
            <a href="#how-it-works" className={buttonVariants({ variant: 'ghost', size: 'lg' })}>
              {t('landing.howItWorks')}
            </a>
          </div>
          <p className="mt-5 text-sm text-slate-400">{t('landing.freeCredits')}</p>
        </div>
        <div className="mx-auto aspect-square w-64 sm:w-80 lg:w-full lg:max-w-md">
          <OrreryArt />
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-16">
        <SectionTitle eyebrow={t('landing.tools.eyebrow')} title={t('landing.tools.title')} />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {TOOLS.map((tool) => (
            <li
              key={tool.id}
              className="rounded-2xl bg-night-800/70 p-6 ring-1 ring-white/10 transition hover:-translate-y-1 hover:ring-gold-400/40"
            >
              <span
                aria-hidden
                className="flex h-12 w-12 items-center justify-center rounded-xl bg-gold-400/15 text-2xl text-gold-300"
              >
                {tool.glyph}
              </span>
              <h3 className="mt-5 text-xl text-slate-50">{t(`landing.tool.${tool.id}.title`)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-300">
                {t(`landing.tool.${tool.id}.text`)}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-16">
        <div className="grid items-center gap-10 rounded-3xl bg-gradient-to-br from-night-700/80 to-night-800/80 p-8 ring-1 ring-white/10 sm:p-12 lg:grid-cols-2">
          <div>
            <p className="text-xs font-semibold uppercase tracking-[0.3em] text-gold-400">
              {t('landing.voice.eyebrow')}
            </p>
            <h2 className="mt-3 text-3xl text-slate-50 sm:text-4xl">{t('landing.voice.title')}</h2>
            <p className="mt-4 text-slate-300">{t('landing.voice.text')}</p>
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
                {t(`landing.voice.${question}`)}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="how-it-works" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16">
        <SectionTitle eyebrow={t('landing.howItWorks')} title={t('landing.steps.title')} />
        <ol className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step} className="relative rounded-2xl bg-night-800/60 p-6 ring-1 ring-white/10">
              <span className="font-display text-4xl text-gold-400">{index + 1}</span>
              <h3 className="mt-3 text-lg text-slate-50">{t(`landing.step.${step}.title`)}</h3>
              <p className="mt-2 text-sm text-slate-300">{t(`landing.step.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-16">
        <SectionTitle eyebrow={t('landing.testimonials.eyebrow')} title={t('landing.testimonials.title')} />
        <p className="mt-3 text-center text-xs text-slate-400">{t('landing.testimonials.sample')}</p>
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.id}>
              <figure className="flex h-full flex-col rounded-2xl bg-night-800/60 p-6 ring-1 ring-white/10">
                <Stars rating={testimonial.rating} />
                <blockquote className="mt-4 flex-1 text-slate-200">
                  {t('landing.quoted', { text: t(`landing.testimonial.${testimonial.id}.content`) })}
                </blockquote>
                <figcaption className="mt-5 text-sm">
                  <span className="font-medium text-slate-100">{testimonial.name}</span>
                  <span className="text-slate-400">
                    {' '}
                    · {t(`landing.testimonial.${testimonial.id}.reading`)}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto max-w-3xl px-4 py-16">
        <SectionTitle eyebrow={t('landing.faq.eyebrow')} title={t('landing.faq.title')} />
        <div className="mt-10">
          <Accordion
            name="landing-faq"
            items={FAQ.map((id) => ({
              id,
              title: t(`landing.faq.${id}.title`),
              content: t(`landing.faq.${id}.content`),
            }))}
          />
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-16">
        <div className="rounded-3xl bg-gradient-to-r from-gold-500/20 via-night-700/80 to-violet-glow/20 px-6 py-14 text-center ring-1 ring-gold-400/30">
          <h2 className="text-3xl text-slate-50 sm:text-4xl">{t('landing.cta.title')}</h2>
          <p className="mx-auto mt-4 max-w-xl text-slate-300">{t('landing.cta.text')}</p>
          <Link to="/auth?mode=sign-up" className={`${cta} mt-8`}>
            {t('landing.start')}
          </Link>
        </div>
      </section>
    </div>
  );
}
