import { expect, test } from './fixtures';

const SCREENSHOTS = `${import.meta.dirname}/../screenshots`;

/** The public pages, each with the heading its prerendered HTML must already hold. */
const PUBLIC_PAGES = [
  { path: '/', heading: 'Readings written for you, by the stars and the cards' },
  { path: '/pricing', heading: 'Choose Your Orrery Journey' },
  { path: '/legal', heading: 'Legal & Privacy' },
  { path: '/terms-of-service', heading: 'Terms of Service' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/impressum', heading: 'Impressum' },
];

/** The decoded `content` of the one head tag with this attribute, e.g. property="og:title". */
function metaContent(html: string, attribute: string, value: string): string[] {
  const pattern = new RegExp(`<meta ${attribute}="${value}" content="([^"]*)"`, 'g');
  return [...html.matchAll(pattern)].map((match) => decodeEntities(match[1]!));
}

const decodeEntities = (text: string) =>
  text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&');

const textOf = (html: string) => decodeEntities(html.replace(/<[^>]+>/g, ''));

test('each public page is served as HTML that holds its heading, title, description and link preview', async ({
  request,
  baseURL,
}) => {
  const titles = new Set<string>();
  for (const { path, heading } of PUBLIC_PAGES) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
    expect(h1 && textOf(h1), path).toBe(heading);

    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
    expect(title, path).toMatch(/ · Orrery$/);
    titles.add(title!);
    const [description] = metaContent(html, 'name', 'description');
    expect(description?.length, `${path} description`).toBeGreaterThan(30);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}${path}" />`);

    const og = (property: string) => metaContent(html, 'property', `og:${property}`);
    expect(og('url'), path).toEqual([`${baseURL}${path}`]);
    expect(og('description'), path).toEqual([description]);
    expect(og('title')[0], path).toBeTruthy();
    expect(og('type'), path).toEqual(['website']);
    expect(metaContent(html, 'name', 'twitter:card'), path).toEqual(['summary_large_image']);
    const [image] = og('image');
    expect(image, path).toMatch(new RegExp(`^${baseURL}/og/.+\\.png$`));
    const png = await (await request.get(image!)).body();
    expect(png.subarray(1, 4).toString(), image).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], image).toEqual([1200, 630]);
  }
  expect(titles.size, 'every page has its own title').toBe(PUBLIC_PAGES.length);
});

test('the sitemap lists exactly the public pages, and robots.txt points to it and keeps crawlers out of signed-in pages', async ({
  request,
  baseURL,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(listed.sort()).toEqual(PUBLIC_PAGES.map(({ path }) => `${baseURL}${path}`).sort());

  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  const lines = (await robots.text()).split('\n');
  expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  for (const signedIn of ['/app', '/library', '/profile', '/admin'])
    expect(lines).toContain(`Disallow: ${signedIn}`);
  for (const { path } of PUBLIC_PAGES.slice(1)) expect(lines).not.toContain(`Disallow: ${path}`);
});

test('a public page answers 304 to its own ETag, and the files it loads are cached for good', async ({
  request,
}) => {
  const first = await request.get('/pricing');
  const etag = first.headers().etag;
  expect(etag).toMatch(/^"[^"]+"$/);
  expect(first.headers()['cache-control']).toBe('no-cache');
  const again = await request.get('/pricing', { headers: { 'if-none-match': etag! } });
  expect(again.status()).toBe(304);
  expect(await again.text()).toBe('');
  const other = await request.get('/legal', { headers: { 'if-none-match': etag! } });
  expect(other.status()).toBe(200);

  const script = /<script type="module" crossorigin src="([^"]+)"/.exec(await first.text())?.[1];
  const asset = await request.get(script!);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('a prerendered page hydrates without complaint and then navigates in the browser', async ({ page }) => {
  test.slow();
  const problems: string[] = [];
  page.on('console', (message) => {
    // A signed-out visitor's session check answers 401, which Chromium logs as a failed load.
    if (message.location().url.endsWith('/api/me')) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  await page.goto('/');
  // React marks the elements it has hydrated; the heading is inside the lazily loaded page, the
  // last part to hydrate. A click before that would be an ordinary page load.
  const hydrated = () =>
    page.evaluate(() =>
      Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber')),
    );
  await expect.poll(hydrated, { timeout: 30_000 }).toBe(true);

  // A document that survives the navigation proves it happened in the browser, not by a new load.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Orrery Journey' })).toBeVisible();
  await expect(page).toHaveTitle('Pricing · Orrery');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(problems).toEqual([]);
});

test('the landing page paints its hero with scripts turned off, on a phone and on a desktop', async ({
  browser,
}) => {
  test.slow();
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Your Reading' }).first()).toBeVisible();
    // The shared helper waits for animation frames, which needs scripts.
    await page.screenshot({ path: `${SCREENSHOTS}/landing-no-js-${width}.png`, fullPage: true });
    await context.close();
  }
});
