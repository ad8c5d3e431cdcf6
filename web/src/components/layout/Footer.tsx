import { Link } from 'react-router';
import { useT } from '@/i18n/i18n';
import { LanguageSwitch } from '@/i18n/LanguageSwitch';

/** Orrery's public profiles; icons are inline so the footer costs no icon chunk on first visit. */
const SOCIAL_LINKS = [
  {
    name: 'Instagram',
    href: 'https://www.instagram.com/orrery.app',
    path: 'M12 2.2c3.2 0 3.6 0 4.8.1 3.3.1 4.8 1.7 4.9 4.9.1 1.3.1 1.6.1 4.8s0 3.6-.1 4.8c-.1 3.2-1.7 4.8-4.9 4.9-1.3.1-1.6.1-4.8.1s-3.6 0-4.8-.1c-3.3-.1-4.8-1.7-4.9-4.9C2.2 15.6 2.2 15.2 2.2 12s0-3.6.1-4.8C2.4 3.9 3.9 2.4 7.2 2.3 8.4 2.2 8.8 2.2 12 2.2zm0 4.7a5.1 5.1 0 1 0 0 10.2 5.1 5.1 0 0 0 0-10.2zm0 8.4a3.3 3.3 0 1 1 0-6.6 3.3 3.3 0 0 1 0 6.6zm5.3-9.8a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4z',
  },
  {
    name: 'X',
    href: 'https://x.com/orreryapp',
    path: 'M18.2 2.3h3.4l-7.4 8.4 8.7 11.5h-6.8l-5.3-7-6.1 7H1.3l7.9-9L.9 2.3h7l4.8 6.4 5.5-6.4zm-1.2 17.9h1.9L7 4.2H5z',
  },
  {
    name: 'YouTube',
    href: 'https://www.youtube.com/@orreryapp',
    path: 'M23.5 6.2a3 3 0 0 0-2.1-2.1C19.5 3.6 12 3.6 12 3.6s-7.5 0-9.4.5A3 3 0 0 0 .5 6.2 31 31 0 0 0 0 12a31 31 0 0 0 .5 5.8 3 3 0 0 0 2.1 2.1c1.9.5 9.4.5 9.4.5s7.5 0 9.4-.5a3 3 0 0 0 2.1-2.1A31 31 0 0 0 24 12a31 31 0 0 0-.5-5.8zM9.6 15.6V8.4l6.3 3.6z',
  },
];

function FooterLinks({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="font-sans text-xs font-semibold uppercase tracking-widest text-slate-300">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="hover:text-gold-300">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const t = useT();
  // Room at the bottom on wide screens, so the floating ambient player never hides the last links.
  return (
    <footer className="mt-24 border-t border-white/5 bg-night-950/40 py-12 text-sm text-slate-400 md:pb-32">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:grid-cols-[2fr_1fr_1fr]">
        <div>
          <p className="font-display text-xl text-gold-300">Orrery</p>
          <p className="mt-2 max-w-xs">{t('footer.tagline')}</p>
          <ul className="mt-4 flex gap-3" aria-label={t('footer.social')}>
            {SOCIAL_LINKS.map((social) => (
              <li key={social.name}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('footer.socialLink', { network: social.name })}
                  className="flex h-9 w-9 items-center justify-center rounded-full bg-white/5 text-slate-300 ring-1 ring-white/10 hover:text-gold-300"
                >
                  <svg viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor" aria-hidden>
                    <path d={social.path} />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
          <LanguageSwitch className="mt-6" />
        </div>
        <FooterLinks
          title={t('footer.quickLinks')}
          links={[
            { to: '/about', label: t('footer.aboutUs') },
            { to: '/legal', label: t('footer.legal') },
            { to: '/pricing', label: t('footer.pricing') },
            { to: '/sky/calendar', label: t('footer.skyCalendar') },
          ]}
        />
        <FooterLinks
          title={t('footer.legal')}
          links={[
            { to: '/legal', label: t('footer.legalAndPrivacy') },
            { to: '/terms-of-service', label: t('footer.terms') },
            { to: '/privacy-policy', label: t('footer.privacyPolicy') },
            { to: '/impressum', label: t('footer.impressum') },
          ]}
        />
      </div>
      {/* A page prerendered in December and read in January shows the new year without a complaint. */}
      <p
        suppressHydrationWarning
        className="mx-auto mt-10 max-w-6xl border-t border-white/5 px-4 pt-6 text-xs text-slate-400"
      >
        {t('footer.rights', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
