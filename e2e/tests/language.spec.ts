import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { JOHN_LENNON, SAMPLE_READING_REQUESTS } from '@orrery/core/readings/__fixtures__/requests';
import { CARD_NAMES_DE } from '@orrery/core/tarot/names-de';
import { expect as baseExpect, postAsUser, test } from './fixtures';
import { expectAccessible, PASSWORD, screenshot, signInThroughUi } from './helpers';

// A language's first screen waits for its catalogue; on a loaded machine that takes a while.
const expect = baseExpect.configure({ timeout: 30_000 });

const languageSwitch = (page: Page) => page.getByRole('banner').getByRole('combobox');

/** Text a German screen must not show: the English words of the shell and the sign-in form. */
const ENGLISH_ON_SIGN_IN = [
  'Welcome back',
  'Get Started',
  'Forgot password?',
  'Quick Links',
  'All rights reserved',
];

const CATALOGUES = path.join(import.meta.dirname, '..', '..', 'web', 'src', 'i18n', 'catalogues');

function catalogue(language: 'en' | 'de'): string[] {
  return fs
    .readdirSync(CATALOGUES)
    .filter((file) => file.endsWith(`.${language}.json`))
    .flatMap((file) =>
      Object.values(JSON.parse(fs.readFileSync(path.join(CATALOGUES, file), 'utf8')) as object),
    )
    .map(String);
}

/**
 * The English catalogue's words that German never uses: each message's text between its
 * placeholders ({name}, plural cases, <0> markup), whitespace folded. A fragment shorter than
 * eight characters ("Plan", "FAQ") is left out, as is one that some German message also holds.
 */
function englishOnlyFragments(): string[] {
  const german = catalogue('de').join('\n');
  const fold = (text: string) => text.replace(/\s+/g, ' ').trim();
  const fragments = catalogue('en').flatMap((message) =>
    message
      .split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|<\/?\d+>/)
      .map(fold)
      .filter((fragment) => fragment.length >= 8 && !german.includes(fragment)),
  );
  return [...new Set(fragments)];
}

/**
 * Parts of a page the walk skips: a reading's own text, written in the language of its generation
 * and checked on its own.
 */
const READING_TEXT = '[data-reading-text]';

/** The visible text nodes on the page that hold words only the English catalogue has. */
async function englishLeft(page: Page, english: string[]): Promise<string[]> {
  const texts = await page.evaluate((skipped) => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      const element = node.parentElement;
      if (!text || !element || element.closest(`script, style, template, ${skipped}`)) continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      texts.push(text);
    }
    return texts;
  }, READING_TEXT);
  return texts.filter((text) => english.some((fragment) => text.includes(fragment)));
}

/**
 * Walks routes in German: each shows no text from the English catalogue that the German one
 * lacks, and nothing overflows a 390 px phone; screenshots at 390 and 1280 px for a person to look at.
 */
async function walkInGerman(page: Page, visitor: string, routes: { path: string; ready: string }[]) {
  const english = englishOnlyFragments();
  for (const route of routes) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(route.path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.getByRole('heading', { level: 1, name: route.ready })).toBeVisible();
      // Lists and cards that arrive after the heading (plans, prices, history) settle first.
      await page.waitForLoadState('networkidle');
      expect(await englishLeft(page, english), `English on ${route.path} at ${width} px`).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow on ${route.path} at ${width} px`).toBeLessThanOrEqual(0);
      const name =
        route.path
          .replace(/\?.*$|\/[\da-f-]{36}$/, '')
          .replace(/\W+/g, '-')
          .replace(/^-|-$/g, '') || 'landing';
      await screenshot(page, `language-de-${width}-${visitor}-${name}`);
    }
  }
}

test.describe('Orrery in German', () => {
  // Several screens, a sign-up and two sign-ins per test on a shared two-core machine.
  test.describe.configure({ timeout: 120_000 });

  test('a visitor switches to German, sees the shell and sign-in in German, and keeps it after a reload', async ({
    page,
  }) => {
    await page.goto('/auth');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

    await languageSwitch(page).selectOption('de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { name: 'Willkommen zurück' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Loslegen' })).toBeVisible();
    await expect(page.getByLabel('Passwort', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Rechtliches' })).toBeVisible();
    await expect(page).toHaveTitle(/Anmelden oder Konto erstellen/);

    // A client-side check and a sign-in refused by the server, each worded in German.
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByText('Bitte gib eine gültige E-Mail-Adresse ein.')).toBeVisible();
    await page.getByLabel('E-Mail').fill('nobody-here@example.com');
    await page.getByLabel('Passwort', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByText('E-Mail-Adresse oder Passwort ist falsch.')).toBeVisible();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { name: 'Willkommen zurück' })).toBeVisible();
    const text = await page.locator('body').innerText();
    for (const english of ENGLISH_ON_SIGN_IN) expect(text, english).not.toContain(english);
    await expectAccessible(page, 'sign-in in German');
  });

  test('a browser that prefers German gets German from the first paint', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: 'de-DE' });
    const page = await context.newPage();
    const response = await page.goto('/forgot-password');
    expect(await response!.text()).toContain('<html lang="de"');
    await expect(page.getByRole('heading', { name: 'Passwort zurücksetzen' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zurück zur Anmeldung' })).toBeVisible();
    await context.close();
  });

  test("a signed-in user's choice is stored with the account and survives signing out and in", async ({
    page,
    account,
  }) => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
    await languageSwitch(page).selectOption('de');
    await expect(page.getByRole('heading', { name: 'Profileinstellungen' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Persönliche Angaben' })).toBeVisible();
    await expect
      .poll(async () => (await (await page.request.get('/api/me')).json()).profile.language)
      .toBe('de');

    await page.getByRole('button', { name: 'Profil', exact: true }).hover();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await expect(page.getByRole('heading', { name: 'Willkommen zurück' })).toBeVisible();

    // Without this browser's memory, the account's own choice brings German back.
    await page.context().clearCookies({ name: 'orrery_lang' });
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await signInThroughUi(page, account.email, PASSWORD);
    await expect(page.getByRole('link', { name: 'Bibliothek' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('a German visitor walks the public pages, landing page included, with no English left', async ({
    browser,
    baseURL,
  }) => {
    test.slow();
    const context = await browser.newContext({ baseURL, locale: 'de-DE' });
    const page = await context.newPage();
    // The prerendered landing page is English only: a German visitor gets the app's own render.
    const response = await page.goto('/');
    expect(await response!.text()).not.toContain('Readings written for you');
    await walkInGerman(page, 'visitor', [
      { path: '/', ready: 'Deutungen, für dich geschrieben – von den Sternen und den Karten' },
      { path: '/pricing', ready: 'Wähle deinen Weg mit Orrery' },
    ]);
    // Prices and their VAT note as a German shop writes them.
    await expect(page.getByText(/^34,99\s€$/).first()).toBeVisible();
    await walkInGerman(page, 'visitor', [{ path: '/no-such-page', ready: 'Hoppla! Seite nicht gefunden' }]);
    await context.close();

    // The walk's check itself: on the English page it finds the English words.
    const englishContext = await browser.newContext({ baseURL, locale: 'en-GB' });
    const englishPage = await englishContext.newPage();
    await englishPage.goto('/pricing');
    await expect(englishPage.getByText('€34.99').first()).toBeVisible();
    expect(await englishLeft(englishPage, englishOnlyFragments())).toContain('Choose Your Orrery Journey');
    await englishContext.close();
  });

  test('a signed-in German reader walks dashboard, library, pricing and payment pages with no English left', async ({
    page,
    account,
    baseURL,
  }) => {
    test.slow();
    await page.context().addCookies([{ name: 'orrery_lang', value: 'de', url: baseURL! }]);
    await walkInGerman(page, 'member', [
      { path: '/app', ready: 'Deine Orrery-Übersicht' },
      { path: '/library', ready: 'Deine Orrery-Bibliothek' },
      { path: '/profile', ready: 'Profileinstellungen' },
      { path: '/onboarding', ready: `Willkommen bei Orrery, ${account.firstName}` },
      { path: '/about', ready: 'Über Orrery' },
      { path: '/pricing', ready: 'Wähle deinen Weg mit Orrery' },
      { path: '/cancel', ready: 'Zahlung abgebrochen' },
      { path: '/success?session_id=none', ready: 'Zahlung nicht gefunden' },
    ]);
    await page.goto('/app');
    await expect(page.getByText(`Willkommen zurück, ${account.firstName}.`)).toBeVisible();
    await page.goto('/about');
    await expect(page).toHaveTitle('Über Orrery · Orrery');
    // The feedback form's own check.
    await page.getByRole('button', { name: 'Feedback senden' }).click();
    await expect(page.getByText('Bitte gib dein Feedback ein.')).toBeVisible();
  });

  test('a signed-in German reader walks the six reading forms with no English left', async ({
    page,
    account,
    baseURL,
  }) => {
    test.slow();
    await page.context().addCookies([{ name: 'orrery_lang', value: 'de', url: baseURL! }]);
    await walkInGerman(page, 'member', [
      { path: '/tarot-traditional', ready: 'Tägliche Tarot-Legung' },
      { path: '/tarot-celtic-cross', ready: 'Tarot: Keltisches Kreuz' },
      { path: '/natalbirthchart', ready: 'Geburtshoroskop' },
      { path: '/compatibility', ready: 'Partnerhoroskop' },
      { path: '/lifepathnumber', ready: 'Lebenszahl' },
      { path: '/year-ahead', ready: 'Jahresvorschau' },
    ]);
    // The form's own checks speak German too.
    await page.goto('/tarot-traditional');
    await expect(page.getByLabel('Vorname')).toHaveValue(account.firstName);
    await page.getByRole('button', { name: 'Karten ziehen' }).click();
    await expect(page.getByText('Bitte gib deine Frage ein.')).toBeVisible();

    // The two tarot results, frame and reading.
    const readingIds: string[] = [];
    const firstCards: string[] = [];
    for (const app of ['tarot-traditional', 'tarot-celtic-cross']) {
      const res = await postAsUser(page, baseURL!, '/api/readings', {
        app,
        idempotencyKey: `e2e-language-${app}-${Date.now()}`,
        input: { firstName: 'Ada', question: 'Wohin führt mich mein Weg?' },
      });
      expect(res.status(), await res.text()).toBe(200);
      const { reading } = (await res.json()) as {
        reading: { readingId: string; content: { draw: { cards: { cardId: string }[] } } };
      };
      readingIds.push(reading.readingId);
      firstCards.push(reading.content.draw.cards[0]!.cardId);
    }
    await walkInGerman(page, 'member', [
      { path: `/tarot-result?readingId=${readingIds[0]}`, ready: 'Deine Tarot-Deutung' },
      {
        path: `/tarot-celtic-cross-result?readingId=${readingIds[1]}`,
        ready: 'Deine Deutung mit dem Keltischen Kreuz',
      },
    ]);
    // Cards and positions are named as German decks print them, in the list and the pictures' text.
    const german = CARD_NAMES_DE.get(firstCards[1]!)!;
    await expect(page.getByText(german, { exact: true })).toBeVisible();
    await expect(
      page.getByRole('img', {
        name: new RegExp(`^${german}, (aufrecht|umgekehrt), in der Position „Der Kern der Sache“$`),
      }),
    ).toBeVisible();
    await page.goto(`/tarot-result?readingId=${readingIds[0]}`);
    await expect(page.getByText(CARD_NAMES_DE.get(firstCards[0]!)!, { exact: true })).toBeVisible();
    // The readings themselves are written in German, as the reader's language was when asked for.
    for (const id of readingIds) {
      await page.goto(
        id === readingIds[0] ? `/tarot-result?readingId=${id}` : `/tarot-celtic-cross-result?readingId=${id}`,
      );
      const reading = page.locator('[data-reading-text]');
      await expect(reading).toHaveAttribute('lang', 'de');
      await expect(reading.getByRole('heading', { name: 'Überblick', exact: true })).toBeVisible();
      await expect(reading).toContainText('Wohin führt mich mein Weg?');
      await expect(reading).not.toContainText(/\b(the|your|with)\b/);
    }
    await page.goto(`/tarot-celtic-cross-result?readingId=${readingIds[1]}`);
    await page.getByRole('button', { name: 'In meinem Browser prüfen' }).click();
    await expect(page.getByText('Geprüft: Der Seed passt zum Commitment')).toBeVisible();
  });

  test('a signed-in German reader walks the natal, compatibility, life path and year-ahead results with no English left', async ({
    page,
    account: _signedIn,
    baseURL,
  }) => {
    test.slow();
    await page.context().addCookies([{ name: 'orrery_lang', value: 'de', url: baseURL! }]);
    await page.goto('/app');
    const ids: Record<string, string> = {};
    for (const app of ['natalbirthchart', 'compatibility', 'lifepathnumber', 'year-ahead'] as const) {
      const res = await postAsUser(page, baseURL!, '/api/readings', {
        app,
        idempotencyKey: `e2e-language-${app}-${Date.now()}`,
        ...SAMPLE_READING_REQUESTS[app],
      });
      expect(res.status(), await res.text()).toBe(200);
      ids[app] = ((await res.json()) as { reading: { readingId: string } }).reading.readingId;
    }
    await walkInGerman(page, 'member', [
      {
        path: `/natalbirthchart_result/${ids.natalbirthchart}`,
        ready: `Geburtshoroskop von ${JOHN_LENNON.firstName} ${JOHN_LENNON.lastName}`,
      },
      { path: `/compatibility_result/${ids.compatibility}`, ready: 'John & Yoko' },
      {
        path: `/lifepathnumber-result?readingId=${ids.lifepathnumber}`,
        ready: 'Deine Deutung der Lebenszahl',
      },
      // Written in German, as the reader's language was when it was asked for.
      { path: `/year-ahead_result/${ids['year-ahead']}`, ready: 'Jahresvorschau für John' },
    ]);
    // The tab's title and the frame around the reading.
    await expect(page).toHaveTitle('Deine Jahresvorschau · Orrery');
    await expect(page.getByRole('heading', { name: 'Sprachguide' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'So haben wir gerechnet' })).toBeVisible();
    // The natal and compatibility readings themselves are written in German, marked as such for
    // screen readers and the browser's speech.
    for (const [path, heading] of [
      [`/natalbirthchart_result/${ids.natalbirthchart}`, 'Überblick'],
      [`/compatibility_result/${ids.compatibility}`, 'Überblick'],
    ] as const) {
      await page.goto(path);
      const reading = page.locator('[data-reading-text]');
      await expect(reading).toHaveAttribute('lang', 'de');
      await expect(reading.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      await expect(reading).not.toContainText(/\b(the|your|with)\b/);
    }
  });

  test('a signed-in German reader walks Today and the sky calendar with no English left', async ({
    page,
    account: _signedIn,
    baseURL,
  }) => {
    test.slow();
    await page.context().addCookies([{ name: 'orrery_lang', value: 'de', url: baseURL! }]);
    const saved = await page.request.patch('/api/me/profile', {
      headers: { origin: new URL(baseURL!).origin },
      data: {
        birthDate: '1990-05-14',
        birthTime: '14:30',
        birthCity: 'London',
        birthCountry: 'GB',
        birthLat: 51.50853,
        birthLng: -0.12574,
        birthTz: 'Europe/London',
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    await walkInGerman(page, 'member', [
      { path: '/today', ready: 'Dein Himmel heute' },
      { path: '/sky/calendar?month=2027-02', ready: 'Himmelskalender' },
    ]);
    // The server titles the month's events in German, and the week starts on a German Montag.
    await expect(page.getByText('Neumond im Wassermann').first()).toBeAttached();
    await expect(page.getByText('Ringförmige Sonnenfinsternis im Wassermann').first()).toBeAttached();
    await page.goto('/today');
    await expect(page.getByRole('heading', { name: 'Deine stärksten Transite' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Der Mond' })).toContainText(/Mond im Zeichen [A-ZÄÖÜ]/);
    // The note opens in German; a transit's title names the aspect as German astrologers do.
    await expect(page.getByRole('region', { name: 'Deine Notiz für heute' })).toContainText(
      /so steht dein Himmel am/,
    );
    await expect(page.getByRole('heading', { level: 3 }).first()).toHaveText(
      / (in Konjunktion mit|im Sextil zu|im Quadrat zu|im Trigon zu|in Opposition zu) dein(em|er) /,
    );
    await expect(page.getByRole('heading', { name: 'Die nächsten 30 Tage' })).toBeVisible();
  });

  test('the switch fits a 390 px phone in German with nothing overflowing', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/auth');
    await languageSwitch(page).selectOption('de');
    await expect(page.getByRole('heading', { name: 'Willkommen zurück' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const name of ['Anmelden', 'Loslegen']) {
      const box = await page.getByRole('banner').getByRole('link', { name, exact: true }).boundingBox();
      expect(box!.x + box!.width, name).toBeLessThanOrEqual(390);
    }
    await screenshot(page, 'language-de-390-sign-in', { viewport: true });
  });
});
