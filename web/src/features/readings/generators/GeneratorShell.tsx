import type { ReadingRouteId } from '@orrery/core/catalogue';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { useSession } from '@/features/auth/session';
import { useT } from '@/i18n/i18n';
import { RememberedReadingNotice } from './RememberedReadingNotice';
import { useAppCost } from './use-app-cost';

export interface HowItWorksStep {
  title: string;
  text: string;
}

/** Back to Dashboard, the title with its cost, the form, and the four-step how-it-works panel. */
export function GeneratorShell({
  routeId,
  title,
  intro,
  steps,
  children,
}: {
  routeId: ReadingRouteId;
  title: string;
  intro: string;
  steps: [HowItWorksStep, HowItWorksStep, HowItWorksStep, HowItWorksStep];
  children: ReactNode;
}) {
  const t = useT();
  const cost = useAppCost(routeId);
  const { data: me } = useSession();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <Link to="/app" className="text-sm text-gold-300 hover:underline">
        {t('generator.back')}
      </Link>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl text-slate-50 sm:text-4xl">{title}</h1>
          <p className="mt-2 max-w-2xl text-slate-300">{intro}</p>
        </div>
        <p className="rounded-full bg-gold-400/15 px-4 py-1.5 text-sm text-gold-300 ring-1 ring-gold-400/30">
          {me ? t('generator.costWithBalance', { cost, balance: me.balance }) : t('generator.cost', { cost })}
        </p>
      </div>
      <RememberedReadingNotice routeId={routeId} />
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_320px]">
        <Card className="p-5 sm:p-8">{children}</Card>
        <aside aria-labelledby="how-it-works">
          <h2 id="how-it-works" className="text-xl text-gold-300">
            {t('generator.howItWorks')}
          </h2>
          <ol className="mt-4 space-y-4">
            {steps.map((step, i) => (
              <li key={step.title} className="flex gap-3">
                <span
                  aria-hidden
                  className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-night-700 text-sm text-gold-300 ring-1 ring-gold-400/30"
                >
                  {i + 1}
                </span>
                <div>
                  <p className="font-medium text-slate-100">{step.title}</p>
                  <p className="text-sm text-slate-400">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </aside>
      </div>
    </div>
  );
}
