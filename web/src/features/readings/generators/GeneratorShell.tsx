import { appByRouteId, type ReadingRouteId } from '@orrery/core/catalogue';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { useSession } from '@/features/auth/session';
import { useApps } from '@/features/dashboard/use-apps';

export interface HowItWorksStep {
  title: string;
  text: string;
}

/** The credit cost from the server's apps table (the catalogue's default until it loads). */
export function useAppCost(routeId: ReadingRouteId): number {
  const apps = useApps();
  return (
    apps.data?.apps.find((app) => app.routeId === routeId)?.cost ??
    appByRouteId(routeId).defaultCost
  );
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
  const cost = useAppCost(routeId);
  const { data: me } = useSession();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <Link to="/app" className="text-sm text-gold-300 hover:underline">
        ← Back to Dashboard
      </Link>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl text-slate-50 sm:text-4xl">{title}</h1>
          <p className="mt-2 max-w-2xl text-slate-300">{intro}</p>
        </div>
        <p className="rounded-full bg-gold-400/15 px-4 py-1.5 text-sm text-gold-300 ring-1 ring-gold-400/30">
          {cost} credits{me ? ` · you have ${me.balance}` : ''}
        </p>
      </div>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_320px]">
        <Card className="p-5 sm:p-8">{children}</Card>
        <aside aria-labelledby="how-it-works">
          <h2 id="how-it-works" className="text-xl text-gold-300">
            How it works
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

/** Blocks the page while the reading is written, so nothing can be submitted twice. */
export function GeneratingOverlay({ label }: { label: string }) {
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="generating-title"
      className="fixed inset-0 z-50 flex items-center justify-center bg-night-950/80 p-4 backdrop-blur-sm"
    >
      <Card className="max-w-sm text-center">
        <span
          aria-hidden
          className="mx-auto block h-10 w-10 animate-spin rounded-full border-2 border-gold-400 border-t-transparent"
        />
        <h2 id="generating-title" className="mt-4 text-xl text-gold-300">
          {label}
        </h2>
        <p className="mt-2 text-sm text-slate-400" role="status">
          This usually takes a few seconds. Please keep this page open.
        </p>
      </Card>
    </div>
  );
}

export function FormAlert({
  title,
  message,
  children,
}: {
  title: string;
  message: string;
  children?: ReactNode;
}) {
  return (
    <div
      role="alert"
      className="rounded-xl bg-rose-500/10 px-4 py-3 text-sm text-rose-100 ring-1 ring-rose-400/30"
    >
      <p className="font-medium">{title}</p>
      <p className="mt-1 text-rose-200">{message}</p>
      {children}
    </div>
  );
}
