import type { Language } from '@orrery/core/api/language';
import { type MouseEvent, type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { Blocks } from './RichText';
import type { LegalText } from './content/types';
import { useChrome } from './language';

export function LegalLayout({ title, children }: { title: string; children: ReactNode }) {
  const chrome = useChrome();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 lg:max-w-6xl">
      <Link to="/legal" className="text-sm text-gold-300 hover:underline">
        ← {chrome.hubTitle}
      </Link>
      <h1 className="mt-4 text-3xl text-slate-50 sm:text-4xl">{title}</h1>
      {children}
    </div>
  );
}

/** Each version's anchor and label, written in its own language whatever the reader's is. */
const VERSIONS = [
  { language: 'de', id: 'deutsch', name: 'Deutsch', status: 'verbindlich' },
  { language: 'en', id: 'english', name: 'English', status: 'translation' },
] as const satisfies readonly { language: Language; id: string; name: string; status: string }[];

export interface Version {
  title: string;
  updated?: string;
  /** One per row: on wide screens each lines up with the other language's part of the same index. */
  parts: readonly ReactNode[];
}

/**
 * A jump within the page, without a fragment navigation: the router would see it as a new history
 * entry, and scroll restoration would then treat it as a return.
 */
function jump(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ block: 'start' });
  // Keyboard and screen reader users carry on reading from the version they chose.
  target.focus({ preventScroll: true });
}

/**
 * The German text, which binds, and the English translation: side by side from 1024 px, each
 * part level with its counterpart, and one after the other below that, with jump links to each.
 */
export function Bilingual({ versions }: { versions: Record<Language, Version> }) {
  const chrome = useChrome();
  // The page is rendered before a link to #english can find its target; follow it once it exists.
  useEffect(() => {
    const linked = VERSIONS.find((version) => `#${version.id}` === window.location.hash);
    if (linked) document.getElementById(linked.id)?.scrollIntoView({ block: 'start' });
  }, []);
  const rows = 1 + versions.de.parts.length;
  return (
    <>
      <p className="mt-3 text-slate-300">{chrome.bindingNote}</p>
      <nav aria-label={chrome.versionsNav} className="mt-6 lg:hidden">
        <ul className="grid grid-cols-2 gap-2">
          {VERSIONS.map((version) => (
            <li key={version.id}>
              <a
                href={`#${version.id}`}
                lang={version.language}
                onClick={(event) => jump(event, version.id)}
                className="block h-full rounded-xl bg-night-800/70 px-3 py-2 text-center text-sm text-gold-300 ring-1 ring-white/10 hover:ring-gold-400/40"
              >
                {version.name} <span className="block text-xs text-slate-300">({version.status})</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6 space-y-8 lg:mt-8 lg:grid lg:grid-cols-2 lg:gap-x-8 lg:gap-y-6 lg:space-y-0">
        {VERSIONS.map(({ language, id, name, status }) => {
          const version = versions[language];
          return (
            <section
              key={id}
              id={id}
              lang={language}
              tabIndex={-1}
              aria-labelledby={`${id}-label`}
              // Its rows are the grid's, so the two languages' sections start level.
              style={{ gridRow: `span ${rows}` }}
              className="scroll-mt-20 rounded-2xl bg-night-800/80 p-5 text-slate-300 shadow-xl shadow-black/30 ring-1 ring-white/10 outline-none sm:p-8 max-lg:space-y-6 lg:grid lg:grid-rows-subgrid [&_h3]:text-xl [&_h3]:text-slate-50 [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1 [&>div]:space-y-3"
            >
              <header>
                <p
                  id={`${id}-label`}
                  className="text-xs font-semibold uppercase tracking-widest text-gold-300"
                >
                  {name} ({status})
                </p>
                <h2 className="mt-2 text-2xl text-slate-50">{version.title}</h2>
                {version.updated && <p className="mt-1 text-sm text-slate-400">{version.updated}</p>}
              </header>
              {version.parts.map((part, index) => (
                <div key={index}>{part}</div>
              ))}
            </section>
          );
        })}
      </div>
    </>
  );
}

/** A document of numbered sections, both languages in the order of `order`. */
export function LegalDocument<Id extends string>({
  texts,
  order,
}: {
  texts: Record<Language, LegalText<Id>>;
  order: readonly Id[];
}) {
  const version = (text: LegalText<Id>): Version => ({
    title: text.title,
    updated: text.updated,
    parts: [
      <Blocks blocks={text.intro} />,
      ...order.map((id, index) => (
        <>
          <h3>
            {index + 1}. {text.sections[id].heading}
          </h3>
          <Blocks blocks={text.sections[id].body} />
        </>
      )),
    ],
  });
  return <Bilingual versions={{ de: version(texts.de), en: version(texts.en) }} />;
}
