import type { ReadingContentView } from '@orrery/core/api/reading-content';
import type { ReadingView } from '@orrery/core/api/readings';
import { drawSpread } from '@orrery/core/tarot/draw';
import type { SpreadId } from '@orrery/core/tarot/deck';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppShell, createQueryClient } from '@/app/app-shell';
import { activateLanguage } from '@/i18n/i18n';
import CelticCrossResultPage from './CelticCrossResultPage';
import { readingQueryKey } from './reading-key';
import TarotResultPage from './TarotResultPage';

const SEED = 'a'.repeat(64);

/** A completed reading of the spread, as the server stores it; the pages use its draw. */
function readingOf(spread: SpreadId): ReadingView {
  const draw = drawSpread({ seed: SEED, spread });
  return {
    readingId: 'r1',
    appId: 1,
    appName: 'Tarot',
    routeId: spread === 'three-card' ? 'tarot-traditional' : 'tarot-celtic-cross',
    status: 'completed',
    firstName: 'Ada',
    question: 'Wohin führt mich mein Weg?',
    creditsCharged: 1,
    createdAt: '2026-11-26T12:00:00.000Z',
    completedAt: '2026-11-26T12:00:05.000Z',
    content: {
      version: 1,
      kind: spread,
      firstName: 'Ada',
      question: 'Wohin führt mich mein Weg?',
      draw,
      reading: {
        kind: spread,
        title: 'Reading',
        markdown: 'The reading.',
        writer: 'composer',
        wordCount: 2,
        facts: { firstName: 'Ada', question: 'Wohin führt mich mein Weg?', spread, draw, cards: [] },
      },
    } as ReadingContentView,
  };
}

/** The page's markup in the active language, inside the app's providers, with the reading loaded. */
function render(Page: ComponentType, spread: SpreadId, path: string): string {
  const queryClient = createQueryClient();
  queryClient.setQueryData(readingQueryKey('r1'), readingOf(spread));
  return renderToStaticMarkup(
    <AppShell queryClient={queryClient}>
      <MemoryRouter initialEntries={[`${path}?readingId=r1`]}>
        <Page />
      </MemoryRouter>
    </AppShell>,
  );
}

/** The pictures' text alternatives, which name each card's position too. */
const altsOf = (html: string) => [...html.matchAll(/<img[^>]* alt="([^"]*)"/g)].map((m) => m[1]!);

const CELTIC_DE = [
  'Der Kern der Sache',
  'Der kreuzende Einfluss',
  'Die Krone: Ziel und bestmöglicher Ausgang',
  'Die Grundlage',
  'Was vergeht',
  'Was naht',
  'Du selbst',
  'Dein Umfeld',
  'Hoffnungen und Ängste',
  'Was kommen wird',
];

describe('the tarot results name the positions in the screen language', () => {
  afterEach(() => activateLanguage('en'));

  it('a German three-card result says Vergangenheit, Gegenwart and Zukunft, in the captions and the pictures', async () => {
    await activateLanguage('de');
    const html = render(TarotResultPage, 'three-card', '/tarot-result');
    const captions = [...html.matchAll(/<figcaption[^>]*>([^<]*)<\/figcaption>/g)].map((m) => m[1]);
    expect(captions).toEqual(['Vergangenheit', 'Gegenwart', 'Zukunft']);
    expect(altsOf(html).map((alt) => /in der Position „(.*)“$/.exec(alt)?.[1])).toEqual([
      'Vergangenheit',
      'Gegenwart',
      'Zukunft',
    ]);
    expect(html).not.toMatch(/>(Past|Present|Future)</);
  });

  it('a German Celtic Cross result names all ten positions in German, in the list and the pictures', async () => {
    await activateLanguage('de');
    const html = render(CelticCrossResultPage, 'celtic-cross', '/tarot-celtic-cross-result');
    const listed = [...html.matchAll(/<span class="text-slate-400">([^<]*):<\/span>/g)].map((m) => m[1]);
    expect(listed).toEqual(CELTIC_DE);
    expect(altsOf(html).map((alt) => /in der Position „(.*)“$/.exec(alt)?.[1])).toEqual(CELTIC_DE);
    expect(html).not.toContain('The Heart of the Matter');
  });

  it('an English result keeps the labels the draw was made with', () => {
    const html = render(CelticCrossResultPage, 'celtic-cross', '/tarot-celtic-cross-result');
    const listed = [...html.matchAll(/<span class="text-slate-400">([^<]*):<\/span>/g)].map((m) => m[1]);
    expect(listed).toEqual(
      drawSpread({ seed: SEED, spread: 'celtic-cross' }).cards.map((c) => c.positionLabel),
    );
    expect(altsOf(html)[0]).toMatch(/, in the position The Heart of the Matter$/);
    const three = render(TarotResultPage, 'three-card', '/tarot-result');
    expect([...three.matchAll(/<figcaption[^>]*>([^<]*)<\/figcaption>/g)].map((m) => m[1])).toEqual([
      'Past',
      'Present',
      'Future',
    ]);
  });
});
