/**
 * The pages a signed-out visitor, a search engine or a chat's link preview may read. Each is
 * rendered to HTML at build time (web/scripts/prerender.ts) with these words in its head and
 * on its share card, and listed in the sitemap. The router takes their titles from here.
 */
export interface PublicPage {
  path: string;
  /** The browser tab's title, before " · Orrery". */
  title: string;
  /** The search result's and the link preview's text: one or two sentences, under 160 characters. */
  description: string;
}

export const PUBLIC_PAGES = [
  {
    path: '/',
    title: 'Astrology, tarot and numerology readings',
    description:
      'Natal charts calculated precisely, tarot spreads drawn for your question, and a voice guide to talk your reading through.',
  },
  {
    path: '/pricing',
    title: 'Pricing',
    description:
      'Monthly plans and one-time credit packs for Orrery readings. Every reading shows its cost before you start; prices include VAT.',
  },
  {
    path: '/legal',
    title: 'Legal & Privacy',
    description: "Orrery's terms, privacy policy and Impressum, and the credits for the work it builds on.",
  },
  {
    path: '/terms-of-service',
    title: 'Terms of Service',
    description: 'The agreement for using Orrery: accounts, credits, subscriptions, withdrawal and refunds.',
  },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    description: 'What Orrery collects about you, why, how long it is kept, and your rights over it.',
  },
  {
    path: '/impressum',
    title: 'Impressum',
    description: 'Who operates Orrery and how to reach them.',
  },
] as const satisfies readonly PublicPage[];

export type PublicPath = (typeof PUBLIC_PAGES)[number]['path'];

export function publicPage(path: PublicPath): PublicPage {
  return PUBLIC_PAGES.find((page) => page.path === path)!;
}
