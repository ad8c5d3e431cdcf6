import { Navigate, useLocation, Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useSession } from '@/features/auth/session';
import { FullPageLoading } from '@/features/auth/RequireAuth';

const SIGN_IN_PARAMS = ['code', 'access_token', 'refresh_token', 'provider_token'];

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

  return (
    <section className="mx-auto max-w-4xl px-4 py-24 text-center">
      <p className="text-sm uppercase tracking-[0.3em] text-gold-400">Astrology · Tarot · Numerology</p>
      <h1 className="mt-6 text-5xl leading-tight text-slate-50 sm:text-6xl">Readings written for you, by the stars and the cards</h1>
      <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-300">
        Natal charts as exact as the professional tools, tarot draws you can verify, and a voice guide to talk it through.
      </p>
      <Button asChild size="lg" className="mt-10">
        <Link to="/auth">Start Your Reading</Link>
      </Button>
    </section>
  );
}
