import { Link } from 'react-router';
import { Card } from '@/components/ui/card';

/** Routes whose screens arrive with later work: the route, title and way back exist already. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <Link to="/app" className="text-sm text-gold-300 hover:underline">
        ← Back to Dashboard
      </Link>
      <Card className="mt-6">
        <h1 className="text-3xl">{title}</h1>
        <p className="mt-3 text-slate-400">This screen is being prepared.</p>
      </Card>
    </div>
  );
}
