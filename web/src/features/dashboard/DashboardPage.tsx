import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { useSession } from '@/features/auth/session';

export default function DashboardPage() {
  const { data: me } = useSession();
  if (!me) return null;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-4xl">Orrery Dashboard</h1>
      <p className="mt-2 text-slate-400">Welcome{me.profile.first_name ? `, ${me.profile.first_name}` : ''}.</p>
      <Card className="mt-8 max-w-sm">
        <p className="text-sm text-slate-400">Your balance</p>
        <p className="mt-1 text-3xl text-gold-300">{me.balance} Credits</p>
        <Link to="/library" className="mt-4 inline-block text-sm text-gold-300 underline">
          Open your library
        </Link>
      </Card>
    </div>
  );
}
