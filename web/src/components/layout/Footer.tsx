import { Link } from 'react-router';

export function Footer() {
  return (
    <footer className="mt-24 border-t border-white/5 py-10 text-sm text-slate-400">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 sm:flex-row sm:justify-between">
        <nav aria-label="Quick links" className="flex flex-wrap gap-4">
          <Link to="/about">About Us</Link>
          <Link to="/legal">Legal</Link>
          <Link to="/pricing">Pricing</Link>
          <Link to="/terms-of-service">Terms</Link>
          <Link to="/privacy-policy">Privacy Policy</Link>
          <Link to="/impressum">Impressum</Link>
        </nav>
        <p>© {new Date().getFullYear()} Orrery. All rights reserved.</p>
      </div>
    </footer>
  );
}
