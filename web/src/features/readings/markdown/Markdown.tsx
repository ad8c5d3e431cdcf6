import { createElement, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { parseMarkdown, type Block, type HeadingLevel, type Inline } from './markdown';

const HEADING_CLASS: Record<HeadingLevel, string> = {
  1: 'mt-8 text-3xl text-slate-50',
  2: 'mt-8 text-2xl text-gold-300',
  3: 'mt-6 text-xl text-slate-50',
  4: 'mt-5 font-sans text-base font-semibold text-slate-100',
  5: 'mt-4 font-sans text-sm font-semibold text-slate-200',
  6: 'mt-4 font-sans text-sm font-semibold text-slate-300',
};

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, i) => {
    switch (node.type) {
      case 'text':
        return node.text;
      case 'code':
        return (
          <code key={i} className="rounded bg-night-950/70 px-1 py-0.5 text-[0.9em]">
            {node.text}
          </code>
        );
      case 'strong':
        return (
          <strong key={i} className="font-semibold text-slate-50">
            {renderInline(node.children)}
          </strong>
        );
      case 'em':
        return <em key={i}>{renderInline(node.children)}</em>;
    }
  });
}

/** Inline Markdown (bold, italic, code) as React elements, for callers with their own blocks. */
export function InlineText({ nodes }: { nodes: Inline[] }) {
  return <>{renderInline(nodes)}</>;
}

function renderBlock(block: Block, key: number, headingOffset: number): ReactNode {
  switch (block.type) {
    case 'heading': {
      const level = Math.min(6, block.level + headingOffset) as HeadingLevel;
      return createElement(
        `h${level}`,
        { key, className: HEADING_CLASS[level] },
        renderInline(block.children),
      );
    }
    case 'paragraph':
      return (
        <p key={key} className="mt-4 leading-relaxed text-slate-300">
          {renderInline(block.children)}
        </p>
      );
    case 'quote':
      return (
        <blockquote key={key} className="mt-4 border-l-2 border-gold-400/60 pl-4 italic text-slate-200">
          {renderInline(block.children)}
        </blockquote>
      );
    case 'list': {
      const Tag = block.ordered ? 'ol' : 'ul';
      return (
        <Tag
          key={key}
          className={cn('mt-4 space-y-2 pl-6 text-slate-300', block.ordered ? 'list-decimal' : 'list-disc')}
        >
          {block.items.map((item, i) => (
            <li key={i} className="leading-relaxed marker:text-gold-400">
              {renderInline(item)}
            </li>
          ))}
        </Tag>
      );
    }
    case 'rule':
      return <hr key={key} className="mt-6 border-white/10" />;
  }
}

/**
 * A report rendered from Markdown as React elements (never as HTML). headingOffset shifts the
 * report's own levels below the page's h1: a report "# Title" becomes an h2 by default.
 */
export function Markdown({
  source,
  headingOffset = 1,
  className,
  lang,
}: {
  source: string;
  headingOffset?: number;
  className?: string;
  /** The language the reading was written in, when it may differ from the page's. */
  lang?: string;
}) {
  const blocks = parseMarkdown(source);
  return (
    // Marked as the reading's own words: the language walk (e2e) tells them from the page's chrome.
    <div data-reading-text lang={lang} className={cn('[&>*:first-child]:mt-0', className)}>
      {blocks.map((block, i) => renderBlock(block, i, headingOffset))}
    </div>
  );
}
