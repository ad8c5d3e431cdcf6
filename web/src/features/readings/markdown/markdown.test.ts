import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { neutralise } from '@orrery/core/readings/text';
import { describe, expect, it } from 'vitest';
import { inlineText, parseInline, parseMarkdown, type Inline } from './markdown';
import { Markdown } from './Markdown';

describe('parseMarkdown', () => {
  it('reads headings, paragraphs, lists and rules', () => {
    const blocks = parseMarkdown(
      '# Title\n\nFirst line\nsame paragraph.\n\n## Part\n- one\n- two\n\n1. a\n2. b\n\n---\n> quoted',
    );
    expect(blocks.map((b) => b.type)).toEqual([
      'heading',
      'paragraph',
      'heading',
      'list',
      'list',
      'rule',
      'quote',
    ]);
    expect(blocks[0]).toMatchObject({ level: 1 });
    expect(inlineText((blocks[1] as { children: Inline[] }).children)).toBe('First line same paragraph.');
    expect(blocks[3]).toMatchObject({ ordered: false });
    expect(blocks[4]).toMatchObject({ ordered: true });
  });

  it('reads bold, italic, code and escapes', () => {
    expect(parseInline('**Sun trine Moon** and *soft* _words_ `x`')).toEqual([
      { type: 'strong', children: [{ type: 'text', text: 'Sun trine Moon' }] },
      { type: 'text', text: ' and ' },
      { type: 'em', children: [{ type: 'text', text: 'soft' }] },
      { type: 'text', text: ' ' },
      { type: 'em', children: [{ type: 'text', text: 'words' }] },
      { type: 'text', text: ' ' },
      { type: 'code', text: 'x' },
    ]);
    // The reading writer escapes user text this way: it must come out literally.
    expect(parseInline('\\*\\*not bold\\*\\* \\# \\_x\\_')).toEqual([
      { type: 'text', text: '**not bold** # _x_' },
    ]);
    expect(parseInline('snake_case_name and 2 * 3')).toEqual([
      { type: 'text', text: 'snake_case_name and 2 * 3' },
    ]);
  });

  it('keeps the words of links and drops their targets', () => {
    expect(parseInline('see [here](javascript:alert(1)) now')).toEqual([
      { type: 'text', text: 'see here now' },
    ]);
  });
});

describe('user text inside a report', () => {
  it('comes out exactly as typed once the reading writer has neutralised it', () => {
    const typed = '**Bob** _the_ `dev` [click](https://evil.example) # | ~ {x} \\ *';
    const nodes = parseInline(`Dear ${neutralise(typed)}, welcome.`);
    expect(nodes).toEqual([{ type: 'text', text: `Dear ${typed}, welcome.` }]);
  });

  it('never becomes a heading or list, because line breaks are folded', () => {
    expect(parseMarkdown(`Question: ${neutralise('x\n# Heading\n- item')}`).map((b) => b.type)).toEqual([
      'paragraph',
    ]);
  });
});

describe('Markdown', () => {
  it('never produces HTML from text in the report', () => {
    const html = renderToStaticMarkup(
      createElement(Markdown, {
        source: '## <img src=x onerror=alert(1)>\n\nDear <script>alert(1)</script> **<b>bold</b>**',
      }),
    );
    expect(html).not.toMatch(/<img|<script|<b>/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('<strong class="font-semibold text-slate-50">&lt;b&gt;bold&lt;/b&gt;</strong>');
  });

  it('puts the report headings below the page title', () => {
    const html = renderToStaticMarkup(createElement(Markdown, { source: '# Title\n\n## Part' }));
    expect(html).toMatch(/^<div[^>]*><h2[^>]*>Title<\/h2><h3[^>]*>Part<\/h3><\/div>$/);
  });
});
