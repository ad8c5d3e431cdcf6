import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

export default function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-24 text-center">
      <p className="font-display text-7xl text-gold-400">404</p>
      <h1 className="mt-4 text-3xl">Oops! Page not found</h1>
      <p className="mt-3 text-slate-400">The stars could not find this page.</p>
      <Button asChild className="mt-8">
        <Link to="/">Return to Home</Link>
      </Button>
    </div>
  );
}
