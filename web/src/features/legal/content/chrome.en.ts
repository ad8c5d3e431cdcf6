import type { LegalChrome } from './types';

export const chromeEn: LegalChrome = {
  hubTitle: 'Legal & Privacy',
  hubIntro: 'The documents that govern Orrery, and the credits for the work we build on.',
  hubDocuments: {
    terms: 'The agreement for using Orrery, buying credits and subscriptions.',
    privacy: 'What we collect, why, how long we keep it, and your rights.',
    impressum: 'Who operates Orrery and how to reach us.',
  },
  creditsHeading: 'Credits and licences',
  credits: [
    {
      label: 'Tarot artwork',
      text: 'the Rider-Waite-Smith deck, art by Pamela Colman Smith, first published in 1909. Public domain (published before 1929 in the US; in the EU and UK since 2022, the artist having died in 1951). Card meanings draw on Mark McElroy, *A Guide to Tarot Meanings*, which its author placed in the public domain, and the Celtic Cross positions follow A. E. Waite, *The Pictorial Key to the Tarot* (1911).',
    },
    {
      label: 'Places',
      text: 'birth place search uses data from [GeoNames](https://www.geonames.org/), licensed under [Creative Commons Attribution 4.0](https://creativecommons.org/licenses/by/4.0/). Time zones by location come from timezone-boundary-builder, built from OpenStreetMap data (© OpenStreetMap contributors, ODbL 1.0).',
    },
    { label: 'Ambient music', text: 'composed for Orrery and synthesised live in your browser.' },
  ],
  bindingNote:
    'The German text is the binding version; the English translation is provided for your convenience.',
  versionsNav: 'Language versions',
  operatorLoading: "Loading the operator's details...",
  operatorError: "We could not load the operator's details. Please reload the page.",
};
