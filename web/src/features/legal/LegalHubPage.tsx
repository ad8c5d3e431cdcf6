import { Link } from 'react-router';
import { Card } from '@/components/ui/card';

const DOCUMENTS = [
  {
    to: '/terms-of-service',
    title: 'Terms of Service',
    text: 'The agreement for using Orrery, buying credits and subscriptions.',
  },
  {
    to: '/privacy-policy',
    title: 'Privacy Policy',
    text: 'What we collect, why, how long we keep it, and your rights.',
  },
  { to: '/impressum', title: 'Impressum', text: 'Who operates Orrery and how to reach us.' },
];

export default function LegalHubPage() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl text-slate-50 sm:text-4xl">Legal &amp; Privacy</h1>
      <p className="mt-3 text-slate-300">
        The documents that govern Orrery, and the credits for the work we build on.
      </p>
      <ul className="mt-8 grid gap-5 sm:grid-cols-3">
        {DOCUMENTS.map((doc) => (
          <li key={doc.to}>
            <Link
              to={doc.to}
              className="block h-full rounded-2xl bg-night-800/70 p-6 ring-1 ring-white/10 hover:ring-gold-400/40"
            >
              <h2 className="text-xl text-gold-300">{doc.title}</h2>
              <p className="mt-2 text-sm text-slate-300">{doc.text}</p>
            </Link>
          </li>
        ))}
      </ul>

      <Card className="mt-10">
        <h2 className="text-2xl text-slate-50">Credits and licences</h2>
        <ul className="mt-4 space-y-4 text-sm text-slate-300">
          <li>
            <span className="font-semibold text-slate-100">Tarot artwork:</span> the Rider-Waite-Smith deck,
            art by Pamela Colman Smith, first published in 1909. Public domain (published before 1929 in the
            US; in the EU and UK since 2022, the artist having died in 1951). Card meanings draw on Mark
            McElroy, <em>A Guide to Tarot Meanings</em>, which its author placed in the public domain, and the
            Celtic Cross positions follow A. E. Waite, <em>The Pictorial Key to the Tarot</em> (1911).
          </li>
          <li>
            <span className="font-semibold text-slate-100">Places:</span> birth place search uses data from{' '}
            <a
              href="https://www.geonames.org/"
              className="text-gold-300 underline"
              target="_blank"
              rel="noopener noreferrer"
            >
              GeoNames
            </a>
            , licensed under{' '}
            <a
              href="https://creativecommons.org/licenses/by/4.0/"
              className="text-gold-300 underline"
              target="_blank"
              rel="noopener noreferrer"
            >
              Creative Commons Attribution 4.0
            </a>
            . Time zones by location come from timezone-boundary-builder, built from OpenStreetMap data (©
            OpenStreetMap contributors, ODbL 1.0).
          </li>
          <li>
            <span className="font-semibold text-slate-100">Ambient music:</span> composed for Orrery and
            synthesised live in your browser.
          </li>
        </ul>
      </Card>
    </div>
  );
}
