import { activateLanguage, loadCataloguePart } from './i18n';

// Unit tests read the app's English, as a first visit with an English browser does.
await activateLanguage('en');
await Promise.all(
  (['landing', 'screens', 'pages', 'results', 'chart', 'sky', 'admin'] as const).map((part) =>
    loadCataloguePart(part),
  ),
);
