import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = [
  'account',
  'auth',
  'cart',
  'checker',
  'content',
  'history',
  'favourites',
  'funds',
  'notifications',
  'payment',
  'play',
  'receipt',
  'results',
  'tickets',
  'vouchers',
  'win-notice',
];

// One zone per feature: a feature never imports another; shared code moves down to lib or components.
const featureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message:
    'A feature never imports another feature: move shared code to src/lib or src/components.',
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-demo',
      'coverage',
      'playwright-report',
      'test-results',
      'public/mockServiceWorker.js',
      'contracts/pacts',
      'node_modules',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' }, node: true },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            {
              target: './src',
              from: ['./mock-server', './contracts', './e2e'],
              message: 'The app talks to a backend only through src/lib/api.',
            },
            {
              target: ['./src/lib', './src/components', './src/i18n', './src/styles'],
              from: ['./src/features', './src/app'],
              message: 'Dependencies point one way: lib/components/i18n/styles -> features -> app.',
            },
            {
              target: './src/features',
              from: './src/app',
              message: 'Features do not import the app shell.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
);
