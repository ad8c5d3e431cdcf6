import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';

export function LegalLayout({
  title,
  updated,
  children,
}: {
  title: string;
  updated?: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Link to="/legal" className="text-sm text-gold-300 hover:underline">
        ← Legal &amp; Privacy
      </Link>
      <h1 className="mt-4 text-3xl text-slate-50 sm:text-4xl">{title}</h1>
      {updated && <p className="mt-2 text-sm text-slate-400">Last updated {updated}</p>}
      <Card className="mt-8 p-5 sm:p-8">
        <div className="space-y-6 text-slate-300 [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:text-slate-50 first:[&_h2]:mt-0 [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1">
          {children}
        </div>
      </Card>
    </div>
  );
}
