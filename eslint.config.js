import { readdirSync } from 'node:fs';
import { URL } from 'node:url';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { routeLiterals } from './scripts/lint-rules/route-literals.js';

// Every folder under src/features is a feature (a new one is covered without editing this list).
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// One zone per feature: a feature never imports another feature. What two features share moves
// down: a server fact (profile, balance, cart, game info...) to src/entities, presentational
// pieces to src/components, plain logic to src/lib (decision 0181).
const featureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message:
    'A feature never imports another feature: move the shared fact to src/entities, shared UI to src/components.',
}));

// Test files (`*.test.ts(x)`) and test support, which lives in `testing/` folders only: only these
// may import src/testing or a feature's testing folder. The extglobs keep every other file of the
// tree a target of those zones, whatever its name.
const nonTestFiles = (root) => [
  `${root}/!(*.test).{ts,tsx}`,
  `${root}/**/!(testing)/!(*.test).{ts,tsx}`,
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-demo',
      // The prerender's server build (scripts/prerender), written while lint runs beside the build.
      '.prerender',
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
    // As eslint-plugin-import's `typescript` config: without `import/extensions` and
    // `import/parsers` the import rules skip every .ts/.tsx file. Import cycles are found by
    // scripts/lint-rules/import-cycles.ts (madge), about twenty times faster than import/no-cycle.
    settings: {
      'import/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { typescript: { project: './tsconfig.json' }, node: true },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Small files named for what they hold: none over 200 lines, tests included.
      'max-lines': ['error', { max: 200 }],
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
              target: './src',
              from: './qa-panel',
              message:
                'The QA panel is its own entry, added by the dev server and the demo build (decision 0266): the app never imports it.',
            },
            {
              // The panel's types are the control API's (decision 0266), through one door.
              target: './qa-panel',
              from: './mock-server',
              except: ['./control/api-types.ts'],
              message:
                'The QA panel reads the fake through mock-server/control/api-types.ts only (decision 0266).',
            },
            {
              target: './qa-panel',
              from: './src',
              except: ['./lib/config.ts', './styles', './components/ui'],
              message:
                "The QA panel shares only the runtime config, the theme and the UI pieces with the app: none of the app's state, router or translations (decision 0160).",
            },
            {
              target: ['./mock-server', './contracts', './e2e'],
              from: './qa-panel',
              message: 'The QA panel is a client of the fake, never part of it.',
            },
            {
              target: ['./src/lib', './src/components', './src/i18n', './src/styles'],
              from: ['./src/entities', './src/features', './src/pages', './src/app'],
              message:
                'Dependencies point one way: lib/components/i18n/styles -> entities -> features -> pages -> app.',
            },
            {
              target: './src/entities',
              from: ['./src/features', './src/pages', './src/app'],
              message:
                'Entities (shared server facts) do not import features, pages or the app shell.',
            },
            {
              target: './src/features',
              from: ['./src/pages', './src/app'],
              message:
                'Features do not know where they are shown: a page of src/pages composes them, the app shell routes to it.',
            },
            {
              target: './src/pages',
              from: './src/app',
              message: 'Pages compose features; they do not import the app shell.',
            },
            {
              target: nonTestFiles('./src'),
              from: './src/testing',
              message: 'src/testing is for tests and test support only, never for shipped code.',
            },
            {
              target: nonTestFiles('./src'),
              from: './src/features/*/testing/**',
              message: "A feature's testing folder is for tests only, never for shipped code.",
            },
            {
              target: nonTestFiles('./mock-server'),
              from: './src',
              // Pure rules both sides must apply alike: the charity split (decision 0221) and the
              // published draw derivation (decision 0200): one copy each. The refusal details'
              // shapes (decision 0290): the fake checks what it answers against the app's table.
              // The calls' definitions (decision 0298): the fake's lottery routes are built from
              // them, method, path and request schemas.
              except: [
                './lib/api/contract',
                './lib/api/types',
                './lib/api/charity',
                './lib/api/draw-proof',
                './lib/api/schemas/refusals.ts',
                './lib/api/schemas/fields.ts',
              ],
              message:
                "The fake shares only the calls' definitions, the API types, the refusal details, the charity split and the pure draw-proof code with the app (src/lib/api/contract, src/lib/api/types, src/lib/api/schemas/refusals.ts, src/lib/api/charity, src/lib/api/draw-proof).",
            },
            {
              target: './mock-server',
              from: './src',
              except: ['./lib'],
              message:
                "The fake's tests may drive the app's API client (src/lib), nothing above it.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.tsx', 'qa-panel/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Entities keep server facts and read-only displays (decision 0277): what changes the server
    // (a mutation) is a capability, so it lives in a feature and a page of src/pages places it.
    files: ['src/entities/*/ui/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              importNames: ['useMutation'],
              message: 'An entity UI never changes the server: move the control to a feature.',
            },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        {
          property: 'mutate',
          message: 'An entity UI never changes the server: move the control to a feature.',
        },
        {
          property: 'mutateAsync',
          message: 'An entity UI never changes the server: move the control to a feature.',
        },
      ],
    },
  },
  routeLiterals,
);
