import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Block, Rich } from './content/types';

const LINK = 'text-gold-300 underline';
/** `[words](href)` or `*emphasis*`. */
const MARKUP = /\[([^\]]+)\]\(([^)]+)\)|\*([^*]+)\*/g;

function LegalLink({ href, children }: { href: string; children: string }) {
  if (href.startsWith('/'))
    return (
      <Link to={href} className={LINK}>
        {children}
      </Link>
    );
  if (href.startsWith('https:'))
    return (
      <a href={href} className={LINK} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  return (
    <a href={href} className={LINK}>
      {children}
    </a>
  );
}

/** A sentence of a legal text with its links and emphasis. */
export function RichText({ text }: { text: Rich }) {
  const parts: ReactNode[] = [];
  let end = 0;
  for (const match of text.matchAll(MARKUP)) {
    const [whole, words, href, emphasis] = match;
    parts.push(text.slice(end, match.index));
    parts.push(
      emphasis === undefined ? (
        <LegalLink key={match.index} href={href!}>
          {words!}
        </LegalLink>
      ) : (
        <em key={match.index}>{emphasis}</em>
      ),
    );
    end = match.index + whole.length;
  }
  parts.push(text.slice(end));
  return <>{parts}</>;
}

export function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return blocks.map((block, index) =>
    typeof block === 'string' ? (
      <p key={index}>
        <RichText text={block} />
      </p>
    ) : (
      <ul key={index}>
        {block.list.map((item) => (
          <li key={item}>
            <RichText text={item} />
          </li>
        ))}
      </ul>
    ),
  );
}
