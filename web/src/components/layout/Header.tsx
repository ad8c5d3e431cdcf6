import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useSession, useSignOut } from '@/features/auth/session';

export function Header() {
  const session = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const me = session.data;

  async function onSignOut() {
    try {
      await signOut();
      navigate('/auth', { replace: true });
    } catch {
      navigate('/', { replace: true });
    }
  }

  return (
    <header className="sticky top-0 z-40 border-b border-white/5 bg-night-900/80 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Link to="/" className="flex items-center gap-2 font-display text-xl text-gold-300">
          <img src="/favicon.svg" alt="" className="h-7 w-7" />
          Orrery
        </Link>
        {me ? (
          <div className="flex items-center gap-2">
            <span className="rounded-full bg-gold-400/15 px-3 py-1 text-sm text-gold-300 ring-1 ring-gold-400/30" aria-live="polite">
              {me.balance} Credits{me.isSubscriber ? ' (Subscriber)' : ''}
            </span>
            <Button asChild variant="ghost" size="sm">
              <Link to="/library">Library</Link>
            </Button>
            <Button variant="secondary" size="sm" onClick={onSignOut}>
              Sign Out
            </Button>
          </div>
        ) : (
          <div className="flex items-center gap-2">
            <Button asChild variant="ghost" size="sm">
              <Link to="/auth">Sign In</Link>
            </Button>
            <Button asChild size="sm">
              <Link to="/auth?mode=sign-up">Get Started</Link>
            </Button>
          </div>
        )}
      </nav>
    </header>
  );
}
